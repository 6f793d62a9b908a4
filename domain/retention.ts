/*
 * Issue 35's retention (PIPEDA): a person's information is kept while it serves — a loan or a
 * request still open, or the legal period after the last one closed — then reviewed and anonymized.
 * Which customers are due for review; no I/O.
 */
import { z } from 'zod';
import type { LoanStatus } from './loanStatuses';
import type { RequestStatus } from './requestStatuses';

/** How many years after their last file closed a person's information is kept, unless the lender says otherwise. */
export const DEFAULT_RETENTION_YEARS = 7;
export const RETENTION_YEARS_MIN = 1;
export const RETENTION_YEARS_MAX = 30;

/** A loan in one of these is over: paid, written off (the books keep the loss) or deleted. */
export const FINISHED_LOAN_STATUSES: readonly LoanStatus[] = ['LOAN_PAY_IN_FULL', 'WRITTEN_OFF', 'DELETED'];

/** A request in one of these is over: nothing more will come of it. */
export const FINISHED_REQUEST_STATUSES: readonly RequestStatus[] = [
  'CANCELLED_BY_CLIENT',
  'DENIED',
  'DUPLICATE',
  'AUTO_DECLINED',
  'LOAN_PAY_IN_FULL',
  'FRAUDSTER',
  'BANKRUPTCY',
];

/** What the review needs to know of one customer. */
export interface RetentionFacts {
  /** Loans, requests and collection files not over. */
  openLoans: number;
  openRequests: number;
  openCollectionFiles: number;
  /** The day their last file moved (a loan paid, a request closed, the profile changed), as YYYY-MM-DD. */
  lastActivity: string;
  anonymizedAt: string | null;
}

/** The same calendar day `years` earlier (29 February falls back to the 28th). */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastDay)).padStart(2, '0')}`;
}

/**
 * Whether a customer is due for review on `today`: not anonymized already, nothing of theirs open,
 * and their last activity at least `years` years ago (to the day).
 */
export function dueForRetentionReview(facts: RetentionFacts, today: string, years: number): boolean {
  if (facts.anonymizedAt !== null) return false;
  if (facts.openLoans + facts.openRequests + facts.openCollectionFiles > 0) return false;
  return facts.lastActivity <= yearsBefore(today, years);
}

/** The month's review of one customer: listed, then confirmed (the job anonymizes) or kept with a reason. */
export const RETENTION_REVIEW_STATUSES = ['DUE', 'CONFIRMED', 'KEPT', 'ANONYMIZED'] as const;
export type RetentionReviewStatus = (typeof RETENTION_REVIEW_STATUSES)[number];

/** The reason a confirmed line was not carried out: the person had a file open again by then. */
export const OPEN_FILE_REASON = 'OPEN_FILE';

/** The month a review belongs to, YYYY-MM, from a business day. */
export const reviewMonthOf = (day: string) => day.slice(0, 7);

/** The anonymized profile's name: the customer number alone, so the books and reports still name a file. */
export const anonymizedLastName = (customerNumber: number) => `#${customerNumber}`;

/** Configuration of the retention: how many years after the last file closed. */
export const retentionSettingsValue = z.strictObject({
  years: z.number().int().min(RETENTION_YEARS_MIN).max(RETENTION_YEARS_MAX),
});
export const retentionSettingsRecord = retentionSettingsValue.extend({ version: z.number().int() });
export type RetentionSettingsRecord = z.infer<typeof retentionSettingsRecord>;
export const updateRetentionSettingsBody = retentionSettingsRecord;

/** One line of the review list. */
export const retentionReviewRecord = z.object({
  id: z.number().int(),
  reviewMonth: z.string(),
  customerId: z.number().int(),
  customerNumber: z.number().int(),
  name: z.string(),
  lastActivity: z.iso.date(),
  status: z.enum(RETENTION_REVIEW_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
  anonymizedAt: z.iso.datetime().nullable(),
});
export type RetentionReviewRecord = z.infer<typeof retentionReviewRecord>;

export const retentionReviewFilter = z.strictObject({
  status: z.enum(RETENTION_REVIEW_STATUSES).optional(),
  reviewMonth: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
});

/** Confirming: the lines chosen (at most a page's worth at once). */
export const confirmAnonymizationBody = z.strictObject({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200),
});
/** Keeping: why this person's information stays (a dispute, a legal hold). */
export const keepCustomerBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });

/** What running the review answered: the month and how many it listed. */
export const retentionRunRecord = z.object({ reviewMonth: z.string(), listed: z.number().int() });
