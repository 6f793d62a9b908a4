import { addDays, dayOfMonthClamped, parseIsoDate, shiftMonth, type IsoDate } from './calendarDates';
import type { PaymentCalendar } from './paymentCalendar';

export const FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'TWICE_MONTHLY', 'MONTHLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const PERIODS_PER_YEAR: Record<Frequency, number> = { WEEKLY: 52, BIWEEKLY: 26, TWICE_MONTHLY: 24, MONTHLY: 12 };

/**
 * Twice a month: two different days of the month (1–31, the 31st meaning month end). Two days of
 * 28 or more would fall on the same day in February, so they count as the same day.
 */
export function twiceMonthlyDaysError(
  days: readonly number[] | undefined,
): 'validation.required' | 'validation.invalidDay' | 'validation.twiceMonthlySameDay' | null {
  if (!days || days.length !== 2) return 'validation.required';
  if (!days.every((d) => Number.isInteger(d) && d >= 1 && d <= 31)) return 'validation.invalidDay';
  if (days[0] === days[1] || (days[0] >= 28 && days[1] >= 28)) return 'validation.twiceMonthlySameDay';
  return null;
}

/** The schedule's dates before the business calendar moves them. */
export function nominalPaymentDates(
  first: IsoDate,
  frequency: Frequency,
  count: number,
  twiceMonthlyDays?: readonly number[],
): IsoDate[] {
  const dates: IsoDate[] = [];
  const { year, month, day } = parseIsoDate(first);
  if (frequency === 'WEEKLY' || frequency === 'BIWEEKLY') {
    const step = frequency === 'WEEKLY' ? 7 : 14;
    for (let k = 0; k < count; k++) dates.push(addDays(first, k * step));
    return dates;
  }
  if (frequency === 'MONTHLY') {
    // The first date's day is kept for every month: a 31st becomes the last day of shorter months.
    for (let k = 0; k < count; k++) {
      const target = shiftMonth(year, month, k);
      dates.push(dayOfMonthClamped(target.year, target.month, day));
    }
    return dates;
  }
  const [low, high] = [...(twiceMonthlyDays ?? [])].sort((a, b) => a - b);
  dates.push(first);
  for (let k = 0; dates.length < count; k++) {
    const target = shiftMonth(year, month, k);
    for (const d of [low, high]) {
      const candidate = dayOfMonthClamped(target.year, target.month, d);
      if (candidate > dates[dates.length - 1] && dates.length < count) dates.push(candidate);
    }
  }
  return dates;
}

/**
 * The schedule's dates on the business calendar: each moves to the next business day, and never
 * onto or before the previous payment (two nominal days can land on the same Monday).
 */
export function paymentDates(
  calendar: PaymentCalendar,
  first: IsoDate,
  frequency: Frequency,
  count: number,
  twiceMonthlyDays?: readonly number[],
): IsoDate[] {
  const result: IsoDate[] = [];
  for (const nominal of nominalPaymentDates(first, frequency, count, twiceMonthlyDays)) {
    const previous = result[result.length - 1];
    const start = previous && nominal <= previous ? addDays(previous, 1) : nominal;
    result.push(calendar.nextBusinessDay(start));
  }
  return result;
}
