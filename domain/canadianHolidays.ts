import { addDays, dayOfWeek, isoDate, isWeekend, nthWeekdayOfMonth, type IsoDate } from './calendarDates';

export interface Holiday {
  /** The day the payment system is closed (the substitute day when the holiday falls on a weekend). */
  date: IsoDate;
  /** The holiday's own date. */
  actual: IsoDate;
  name: HolidayName;
}

export type HolidayName =
  | 'NEW_YEARS_DAY'
  | 'GOOD_FRIDAY'
  | 'VICTORIA_DAY'
  | 'FETE_NATIONALE'
  | 'CANADA_DAY'
  | 'LABOUR_DAY'
  | 'TRUTH_AND_RECONCILIATION'
  | 'THANKSGIVING'
  | 'REMEMBRANCE_DAY'
  | 'CHRISTMAS_DAY'
  | 'BOXING_DAY';

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Victoria Day: the last Monday before May 25. */
function victoriaDay(year: number): IsoDate {
  const may24 = isoDate(year, 5, 24);
  return addDays(may24, -((dayOfWeek(may24) + 6) % 7));
}

/**
 * The payment system's non-business days of a year, as the Canadian payment system observes them
 * (the list of the loan-engine issue), plus the Fête nationale for Quebec loans. A holiday on a
 * Saturday or Sunday is observed on the next weekday that is not already a holiday, so Christmas on
 * a Saturday closes Monday the 27th and Boxing Day Tuesday the 28th.
 */
export function paymentHolidays(year: number, options: { quebec?: boolean } = {}): Holiday[] {
  const fixed: { actual: IsoDate; name: HolidayName; substitute: boolean }[] = [
    { actual: isoDate(year, 1, 1), name: 'NEW_YEARS_DAY', substitute: true },
    { actual: addDays(easterSunday(year), -2), name: 'GOOD_FRIDAY', substitute: false },
    { actual: victoriaDay(year), name: 'VICTORIA_DAY', substitute: false },
    ...(options.quebec ? [{ actual: isoDate(year, 6, 24), name: 'FETE_NATIONALE' as const, substitute: true }] : []),
    { actual: isoDate(year, 7, 1), name: 'CANADA_DAY', substitute: true },
    { actual: nthWeekdayOfMonth(year, 9, 1, 1), name: 'LABOUR_DAY', substitute: false },
    // Observed by the federal government and the payment system since 2021.
    ...(year >= 2021
      ? [{ actual: isoDate(year, 9, 30), name: 'TRUTH_AND_RECONCILIATION' as const, substitute: true }]
      : []),
    { actual: nthWeekdayOfMonth(year, 10, 1, 2), name: 'THANKSGIVING', substitute: false },
    { actual: isoDate(year, 11, 11), name: 'REMEMBRANCE_DAY', substitute: true },
    { actual: isoDate(year, 12, 25), name: 'CHRISTMAS_DAY', substitute: true },
    { actual: isoDate(year, 12, 26), name: 'BOXING_DAY', substitute: true },
  ];
  const taken = new Set<IsoDate>();
  return fixed.map(({ actual, name, substitute }) => {
    let date = actual;
    // A weekend and the holidays already moved can push a substitute a few days at most.
    for (let step = 0; substitute && (isWeekend(date) || taken.has(date)); step++) {
      if (step >= 7) throw new Error(`No substitute day for ${name} ${actual}`);
      date = addDays(date, 1);
    }
    taken.add(date);
    return { date, actual, name };
  });
}
