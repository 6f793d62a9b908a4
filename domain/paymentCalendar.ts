import { addDays, isWeekend, type IsoDate } from './calendarDates';
import { paymentHolidays, type HolidayName } from './canadianHolidays';

export type ClosedReason = 'WEEKEND' | 'HOLIDAY' | 'CLOSURE';

export interface PaymentCalendar {
  /** Why no payment can be taken that day, or null on a business day. */
  closedReason(date: IsoDate): ClosedReason | null;
  holidayName(date: IsoDate): HolidayName | undefined;
  /** The date itself when it is a business day, else the next one. */
  nextBusinessDay(date: IsoDate): IsoDate;
}

export interface CalendarOptions {
  /** Quebec loans also skip the Fête nationale (June 24). */
  province?: string;
  /** The lender's own closures, added by administrators. */
  closures?: readonly IsoDate[];
}

/** The business calendar payments follow: weekends, the payment system's holidays, the lender's closures. */
/** Holidays depend only on the year and on Quebec, so every calendar shares them. */
const holidayCache = {
  quebec: new Map<number, Map<IsoDate, HolidayName>>(),
  elsewhere: new Map<number, Map<IsoDate, HolidayName>>(),
};
function holidaysOf(year: number, quebec: boolean): Map<IsoDate, HolidayName> {
  const cache = quebec ? holidayCache.quebec : holidayCache.elsewhere;
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = new Map(paymentHolidays(year, { quebec }).map((h) => [h.date, h.name]));
    cache.set(year, holidays);
  }
  return holidays;
}

/** More closed days in a row than a calendar can hold: the business-day search stops there. */
export const MAX_CLOSED_DAYS_IN_A_ROW = 366;

/**
 * The lender's own closures as its server last read them (lender_closures): every calendar skips
 * them, so a schedule, a deferral or a promised date never lands on a day the lender is closed.
 */
let lenderClosures: readonly IsoDate[] = [];
export function setLenderClosures(days: readonly IsoDate[]): void {
  lenderClosures = [...days];
}

export function createPaymentCalendar(options: CalendarOptions = {}): PaymentCalendar {
  const quebec = options.province === 'QC';
  const closures = new Set([...lenderClosures, ...(options.closures ?? [])]);
  const holidayName = (date: IsoDate) => holidaysOf(Number(date.slice(0, 4)), quebec).get(date);
  const closedReason = (date: IsoDate): ClosedReason | null =>
    isWeekend(date) ? 'WEEKEND' : holidayName(date) ? 'HOLIDAY' : closures.has(date) ? 'CLOSURE' : null;
  return {
    closedReason,
    holidayName,
    nextBusinessDay(date) {
      let day = date;
      // Closures are a finite list and a year has a handful of holidays, so a business day always
      // comes within a year past them; a longer search means a calendar gone wrong, which must not spin.
      const limit = MAX_CLOSED_DAYS_IN_A_ROW + closures.size;
      for (let step = 0; closedReason(day); step++) {
        if (step >= limit) throw new Error(`No business day within ${limit} days of ${date}`);
        day = addDays(day, 1);
      }
      return day;
    },
  };
}

/** The spec's messages (§5) for a payment date typed by hand: a weekend, or a holiday/closure. */
export function paymentDateError(
  calendar: PaymentCalendar,
  date: IsoDate,
): 'validation.paymentDateWeekend' | 'validation.paymentDateHoliday' | null {
  const reason = calendar.closedReason(date);
  if (reason === 'WEEKEND') return 'validation.paymentDateWeekend';
  if (reason) return 'validation.paymentDateHoliday';
  return null;
}
