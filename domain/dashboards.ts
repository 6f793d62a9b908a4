/*
 * The dashboards' figures (issue 14): what the portfolio owes and how it pays, read from the same
 * month amounts as the reports. Shapes and the period rule only; no I/O.
 */
import { z } from 'zod';
import { calendarDate } from './fieldSchemas';
import type { RequestStatus } from './requestStatuses';

/** Portfolio at risk: the balance of loans with a payment at least this many days late. */
export const PAR_DAYS = [1, 30, 60, 90] as const;

/**
 * The approval rate: of the period's requests the lender decided, the share it said yes to —
 * accepted, or since moved on with their loan (collections, agreement, paid in full, bankruptcy).
 */
const APPROVED_REQUESTS: readonly RequestStatus[] = [
  'ACCEPTED',
  'IN_COLLECTIONS',
  'IN_PAYMENT_AGREEMENT',
  'LOAN_PAY_IN_FULL',
  'BANKRUPTCY',
];
const DENIED_REQUESTS: readonly RequestStatus[] = ['DENIED'];

/** A part of a whole as a share (null when there is nothing to divide by). */
export const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function approvalOf(byStatus: readonly { status: string; count: number }[]) {
  const countOf = (statuses: readonly string[]) =>
    byStatus.reduce((sum, row) => sum + (statuses.includes(row.status) ? row.count : 0), 0);
  const approved = countOf(APPROVED_REQUESTS);
  const denied = countOf(DENIED_REQUESTS);
  return { approved, denied, approvalRate: share(approved, approved + denied) };
}

/** A period is whole months, at most two years of them. */
export const MAX_PERIOD_MONTHS = 24;
export const DEFAULT_PERIOD_MONTHS = 6;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalidMonth');

export const dashboardQuery = z
  .strictObject({ from: month.optional(), to: month.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'validation.dateRange',
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
const monthOfIndex = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The month `count` months after a month ('YYYY-MM'; before it when `count` is negative). */
export const addMonths = (value: string, count: number) => monthOfIndex(monthIndex(value) + count);
/** How many months a period spans, both ends included. */
export const periodLength = ({ from, to }: { from: string; to: string }) => monthIndex(to) - monthIndex(from) + 1;

/** The months read: those asked, or the six up to today's; refused beyond 24 (the route's 400). */
export function dashboardPeriod(query: DashboardQuery, today: string): { from: string; to: string } | null {
  const to = query.to ?? today.slice(0, 7);
  const from = query.from ?? addMonths(to, -(DEFAULT_PERIOD_MONTHS - 1));
  if (periodLength({ from, to }) > MAX_PERIOD_MONTHS) return null;
  return { from, to };
}

/** The first day after a month ('YYYY-MM' → its next month's first day). */
export const dayAfterMonth = (value: string) => `${addMonths(value, 1)}-01`;

const cents = z.number().int();
const count = z.number().int();
/** A share, 0 to 1 (null when there was nothing to divide by). */
const ratio = z.number().nullable();

export const dashboardFigures = z.object({
  period: z.object({ from: z.string(), to: z.string(), firstDay: calendarDate, lastDay: calendarDate }),
  outstanding: cents,
  loans: z.object({ active: count, stopped: count, inCollections: count, inAgreement: count }),
  atRisk: z.array(z.object({ days: count, loans: count, balance: cents, ratio })),
  months: z.array(z.object({ month: z.string(), lent: cents, collected: cents, balance: cents })),
  debits: z.object({
    presented: count,
    returned: count,
    rate: ratio,
    reasons: z.array(z.object({ code: z.string(), count })),
  }),
  requests: z.object({
    byStatus: z.array(z.object({ status: z.string(), count })),
    approved: count,
    denied: count,
    approvalRate: ratio,
  }),
  deposits: z.object({
    waiting: z.object({ count, amount: cents }),
    failed: z.object({ count, amount: cents }),
  }),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;
