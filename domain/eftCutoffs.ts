import { addDays, type IsoDate } from './calendarDates';
import type { PaymentCalendar } from './paymentCalendar';

/**
 * An EFT leaves with the next file: at the next cut-off time today, or at the first one of the next
 * business day. The provider processes it then "today or tomorrow at <time>", without guarantee.
 */
export function nextCutoff(
  cutoffs: readonly string[],
  today: IsoDate,
  timeNow: string,
  calendar: PaymentCalendar,
): { date: IsoDate; time: string; sameDay: boolean } {
  if (cutoffs.length === 0) throw new Error('no EFT cut-off time is configured');
  const laterToday = calendar.closedReason(today) === null ? cutoffs.find((time) => time > timeNow) : undefined;
  if (laterToday) return { date: today, time: laterToday, sameDay: true };
  return { date: calendar.nextBusinessDay(addDays(today, 1)), time: cutoffs[0], sameDay: false };
}
