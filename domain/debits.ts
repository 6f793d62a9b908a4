import { isReturnReasonCode, RETURN_REASONS, type ReturnCategory } from './returnReasons';

/*
 * A loan's pre-authorized debits (PAD): each due payment presented to the borrower's bank through
 * the loan's provider, and what a return means. No I/O.
 */

export type { ReturnCategory };

/**
 * QUEUED: waiting for its cut-off. IN_FILE: in a CPA-005 file built, not yet taken by the provider.
 * SUBMITTED: the provider took it. SETTLED: the bank paid it on its date. RETURNED: it came back.
 * CANCELLED: the loan stopped (or its schedule changed) before it left.
 */
export const DEBIT_STATUSES = ['QUEUED', 'IN_FILE', 'SUBMITTED', 'SETTLED', 'RETURNED', 'CANCELLED'] as const;
export type DebitStatus = (typeof DEBIT_STATUSES)[number];

/** Gone to the provider: it can no longer be cancelled, and its outcome is handled when it comes. */
export const DEBITS_OUT = ['SUBMITTED', 'SETTLED', 'RETURNED'] as const satisfies readonly DebitStatus[];

/**
 * Presented at the bank: in a CPA-005 file, or gone to the provider. Its amount no longer changes,
 * whatever becomes of its line. One still waiting for its cut-off (QUEUED) is not presented: it
 * goes for its line's amount as the line then stands.
 */
export const DEBITS_PRESENTED = ['IN_FILE', ...DEBITS_OUT] as const satisfies readonly DebitStatus[];
export const isPresentedDebit = (status: DebitStatus | null | undefined): boolean =>
  (DEBITS_PRESENTED as readonly (DebitStatus | null | undefined)[]).includes(status);

/**
 * Gone and not come back: its line counts as paid on its date. A returned debit pays nothing,
 * whichever came first: returned after the date, the payment is reversed (NSF); returned before
 * it, the line becomes an NSF on its date without ever being paid.
 */
export const DEBITS_COLLECTING = ['SUBMITTED', 'SETTLED'] as const satisfies readonly DebitStatus[];
export const collectsItsLine = (status: DebitStatus) => (DEBITS_COLLECTING as readonly DebitStatus[]).includes(status);

/** What a return reason code says of the borrower's account; a code not in the list, nothing particular. */
export const returnCategory = (code: string): ReturnCategory =>
  isReturnReasonCode(code) ? RETURN_REASONS[code].category : 'OTHER';

/** Where a loan stands with collections after its returns (the collections issue builds its files on this). */
export const COLLECTION_REASONS = [
  'FIRST_NSF',
  'SECOND_NSF',
  'THIRD_NSF',
  'ACCOUNT_CLOSED',
  'INVALID_ACCOUNT',
  'PAYMENT_STOPPED',
  'NO_AGREEMENT',
  'OTHER_RETURN',
] as const;
export type CollectionReason = (typeof COLLECTION_REASONS)[number];

/**
 * The reason a return puts on the loan: a closed, invalid or stopped account says so itself; an NSF
 * is the first, second or third in a row (`consecutive` counts this one, since the last payment that
 * went through).
 */
export function collectionReasonAfter(code: string, consecutive: number): CollectionReason {
  const category = returnCategory(code);
  if (category === 'NSF') return consecutive >= 3 ? 'THIRD_NSF' : consecutive === 2 ? 'SECOND_NSF' : 'FIRST_NSF';
  if (category === 'OTHER') return 'OTHER_RETURN';
  return category;
}

/** A province's cap on what a lender may charge for a dishonoured payment, in cents. */
export interface NsfFeeCap {
  province: string;
  amount: number;
}

/**
 * The caps a fresh installation applies (Ontario's payday-loan rules: $20); the loan configuration
 * holds the caps in force, which an administrator keeps up to date.
 */
export const DEFAULT_NSF_FEE_CAPS: readonly NsfFeeCap[] = [{ province: 'ON', amount: 2_000 }];

/** The NSF fee charged: the configured one, at most the borrower's province's cap. */
export function nsfFeeFor(configured: number, province: string | null, caps: readonly NsfFeeCap[]): number {
  const cap = caps.find((row) => row.province === province);
  return cap ? Math.min(configured, cap.amount) : configured;
}
