import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './loanStatuses';
import { calendarDate, textSearch } from './fieldSchemas';
import { REPORT_COLUMNS } from './reportColumns';
import { REPORTS } from './reports';

/*
 * What the report routes take and answer, described once (the routes' schemas, /api/docs, and the
 * browser's types). Money is integer cents, days calendar dates.
 */

const id = z.number().int();
const money = z.number().int();
const province = z.string().length(2).optional();
const provider = z.enum(PAYMENT_PROVIDERS).optional();

const year = z.coerce.number().int().min(2000).max(2100).optional();

/** GET /api/reports/:name and its export: which report. */
export const reportParams = z.object({ name: z.enum(REPORTS) });

/** A dated report's range: both days, at most 31 days apart (checked by the route, on `to`). */
const range = { from: calendarDate.optional(), to: calendarDate.optional() };

export const reportFilters = {
  renew: z.strictObject({
    q: textSearch.optional(),
    /** Loans with at most this many payments still to come. */
    maxRemaining: z.coerce.number().int().min(1).max(12).optional(),
    offerSent: z.boolean().optional(),
  }),
  stopped: z.strictObject({ q: textSearch.optional(), province }),
  writtenOff: z.strictObject({ q: textSearch.optional(), province, year }),
  upcoming: z.strictObject({ ...range, provider, q: textSearch.optional() }),
  past: z.strictObject({ ...range, provider, q: textSearch.optional(), returned: z.boolean().optional() }),
  rejections: z.strictObject({ ...range, provider, province }),
  yearEnd: z.strictObject({ year, month: z.coerce.number().int().min(1).max(12).optional() }),
  monthly: z.strictObject({ year }),
} satisfies Record<(typeof REPORTS)[number], z.ZodType>;
export type ReportFilter<N extends keyof typeof reportFilters> = z.output<(typeof reportFilters)[N]>;

/** The columns each report may be sorted on (the server's whitelist): those REPORT_COLUMNS marks. */
export const REPORT_SORTABLE = Object.fromEntries(
  REPORTS.map((name) => [
    name,
    REPORT_COLUMNS[name].filter((column) => column.sortable).map((column) => column.source),
  ]),
) as Record<(typeof REPORTS)[number], string[]>;

export const REPORT_DEFAULT_SORT: Record<(typeof REPORTS)[number], [string, 'ASC' | 'DESC']> = {
  renew: ['remaining', 'ASC'],
  stopped: ['stoppedOn', 'DESC'],
  writtenOff: ['writtenOffOn', 'DESC'],
  upcoming: ['date', 'ASC'],
  past: ['date', 'DESC'],
  rejections: ['returnedOn', 'DESC'],
  yearEnd: ['part', 'ASC'],
  monthly: ['month', 'ASC'],
};

const borrower = {
  customerId: id,
  firstName: z.string(),
  lastName: z.string(),
};

export const reportRows = {
  renew: z.object({
    id,
    loanNumber: id,
    ...borrower,
    email: z.string().nullable(),
    remaining: z.number().int(),
    balance: money,
    paymentAmount: money.nullable(),
    status: z.string(),
    lastPaymentDate: calendarDate.nullable(),
    endDate: calendarDate.nullable(),
    offerSentOn: calendarDate.nullable(),
  }),
  stopped: z.object({
    id,
    loanNumber: id,
    ...borrower,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    province: z.string().nullable(),
    stoppedOn: calendarDate.nullable(),
    balance: money,
    totalOwing: money,
    lastPaymentDate: calendarDate.nullable(),
    collectionFileId: id.nullable(),
  }),
  writtenOff: z.object({
    id,
    loanNumber: id,
    ...borrower,
    province: z.string().nullable(),
    writtenOffOn: calendarDate,
    /** What the write-off took off the loan: capital, interest and fees then owed. */
    writtenOffAmount: money,
    /** Money received since (recoveries), net of those returned. */
    recovered: money,
    /** What the lender lost: written off less recovered. */
    netLoss: money,
    collectionFileId: id.nullable(),
  }),
  upcoming: z.object({
    id,
    loanId: id,
    loanNumber: id,
    ...borrower,
    date: calendarDate,
    amount: money,
    provider: z.string(),
    presented: z.boolean(),
  }),
  past: z.object({
    id,
    loanId: id,
    loanNumber: id,
    ...borrower,
    date: calendarDate,
    amount: money,
    kind: z.string(),
    status: z.string(),
    provider: z.string(),
  }),
  rejections: z.object({
    id,
    loanId: id,
    loanNumber: id,
    ...borrower,
    returnedOn: calendarDate,
    dueDate: calendarDate,
    province: z.string().nullable(),
    returnCode: z.string().nullable(),
    language: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    amount: money,
    provider: z.string(),
  }),
  yearEnd: z.object({
    id: z.string(),
    /** A YEAR_END_PARTS member, or 'total'. */
    part: z.string(),
    chargedAmount: money,
    collectedAmount: money,
  }),
  monthly: z.object({
    id: z.string(),
    month: z.string(),
    lent: money,
    brokerageFees: money,
    billedInterest: money,
    billedFees: money,
    collectedCapital: money,
    collectedInterest: money,
    collectedFees: money,
    collected: money,
  }),
} satisfies Record<(typeof REPORTS)[number], z.ZodType>;
export type ReportRow<N extends keyof typeof reportRows> = z.infer<(typeof reportRows)[N]>;

/** GET /api/reports/:name/totals: the sums over the whole filter (not the page), per provider where it applies. */
export const reportTotals = z.object({
  /** The days read: those asked for, or the report's default 31. */
  range: z.object({ from: calendarDate, to: calendarDate }),
  rows: z.number().int(),
  amount: money,
  byProvider: z.array(z.object({ provider: z.string(), rows: z.number().int(), amount: money })),
});
export type ReportTotals = z.infer<typeof reportTotals>;
