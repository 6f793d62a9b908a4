/*
 * The calendar's days (issue 14, spec §2 /apps/calendar): what falls on each day for the lender's
 * staff, its kinds, and the lender's own closures that the payment calendar skips. No I/O.
 */
import { z } from 'zod';
import { daysBetween } from './calendarDates';
import { calendarDate, filterRowId } from './fieldSchemas';

export const CALENDAR_KINDS = [
  'PAYMENTS',
  'DEPOSIT',
  'FOLLOW_UP',
  'PROMISE',
  'AGREEMENT',
  'HOLIDAY',
  'CLOSURE',
] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** A month view shows six weeks: a reading covers at most that, and a little more for the agenda. */
export const CALENDAR_MAX_DAYS = 62;

export const calendarQuery = z
  .strictObject({
    from: calendarDate,
    to: calendarDate,
    /** Kinds to show, comma-separated; all by default. */
    kinds: z
      .string()
      .max(200)
      .transform((text) => text.split(',').filter(Boolean))
      .pipe(z.array(z.enum(CALENDAR_KINDS)))
      .optional(),
    /** Only this agent's follow-ups, promises, agreements and loans' payments. */
    agentId: filterRowId.optional(),
  })
  .superRefine((query, context) => {
    if (query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.dateRange' });
    else if (daysBetween(query.from, query.to) > CALENDAR_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.calendarRange' });
  });
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const calendarEvent = z.object({
  /** Unique among the answer's events: kind and record. */
  id: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  date: calendarDate,
  /** The record a click opens: a collection file, an agreement, a deposit (null for a day's sums). */
  recordId: z.number().int().nullable(),
  /** The borrower's name, a holiday's name (HolidayName), or a closure's note. */
  label: z.string().nullable(),
  /** Payments due that day (how many), or null. */
  count: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  agentId: z.number().int().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** POST /api/calendar/closures: a day the lender is closed (no payment is taken then). */
export const closureInput = z.strictObject({ day: calendarDate, note: z.string().trim().max(120).optional() });
export type ClosureInput = z.infer<typeof closureInput>;
