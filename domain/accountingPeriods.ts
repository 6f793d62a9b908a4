import { z } from 'zod';
import { addDays, type IsoDate } from './calendarDates';
import { addMonths, dayAfterMonth } from './dashboards';
import { requiredText } from './fieldSchemas';

/**
 * The books' months (issue 34): an administrator closes a month once its checklist holds; nothing is
 * then dated into it (an event of a closed month is booked on the first open day, its own date kept
 * as the entry's effective date); reopening is its own audited action. Months close in order, and
 * only the last one closed reopens.
 */
export const PERIOD_STATUSES = ['OPEN', 'CLOSED'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

/** What must hold before a month closes, in the order the screen shows it. */
export const CLOSE_CHECKS = [
  'MONTH_OVER',
  'PREVIOUS_CLOSED',
  'PROVIDER_DAYS_RECONCILED',
  'ALLOWANCE_COMPUTED',
] as const;
export type CloseCheck = (typeof CLOSE_CHECKS)[number];

export const monthValue = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidMonth');

export const firstDayOf = (month: string): IsoDate => `${month}-01`;
export const lastDayOf = (month: string): IsoDate => addDays(dayAfterMonth(month), -1);
export const previousMonth = (month: string) => addMonths(month, -1);
export const monthOfDay = (day: IsoDate) => day.slice(0, 7);

/**
 * The day the books are open from, after the last month closed (null: none closed). The database
 * says the same (migration 0039's `books_open_from`): this is the rule for the reader and the tests.
 */
export const booksOpenFrom = (lastClosedMonth: string | null): IsoDate | null =>
  lastClosedMonth ? dayAfterMonth(lastClosedMonth) : null;

/** The day an event is booked on: its own, or the first open day when its month is closed. */
export const bookingDay = (eventDay: IsoDate, openFrom: IsoDate | null): IsoDate =>
  openFrom && eventDay < openFrom ? openFrom : eventDay;

export const checkRecord = z.object({
  check: z.enum(CLOSE_CHECKS),
  passed: z.boolean(),
  /** What is left, for the screen's sentence (days not reconciled, the month before still open…). */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type CheckRecord = z.infer<typeof checkRecord>;

export const periodRecord = z.object({
  /** The month, 'YYYY-MM' (react-admin's id). */
  id: z.string(),
  status: z.enum(PERIOD_STATUSES),
  firstDay: z.string(),
  lastDay: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** The last reopening, when it was reopened since. */
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
  checklist: z.array(checkRecord),
  /** Every check holds, and the month is the next to close (or the last closed, which may reopen). */
  canClose: z.boolean(),
  canReopen: z.boolean(),
});
export type PeriodRecord = z.infer<typeof periodRecord>;

export const periodParams = z.strictObject({ month: monthValue });

export const reopenPeriodBody = z.strictObject({ reason: requiredText(500) });
export type ReopenPeriodInput = z.infer<typeof reopenPeriodBody>;
