/*
 * A loan's pre-authorized debits (PAD): each due payment presented to the borrower's bank through
 * the loan's provider, and what a return means. No I/O.
 */

/**
 * QUEUED: waiting for its cut-off. IN_FILE: in a CPA-005 file built, not yet taken by the provider.
 * SUBMITTED: the provider took it. SETTLED: the bank paid it on its date. RETURNED: it came back.
 * CANCELLED: the loan stopped (or its schedule changed) before it left.
 */
export const DEBIT_STATUSES = ['QUEUED', 'IN_FILE', 'SUBMITTED', 'SETTLED', 'RETURNED', 'CANCELLED'] as const;
export type DebitStatus = (typeof DEBIT_STATUSES)[number];

/**
 * Gone to the provider: it can no longer be cancelled, its outcome is handled when it comes, and
 * its line counts as paid on its date (a return reverses it).
 */
export const DEBITS_OUT = ['SUBMITTED', 'SETTLED', 'RETURNED'] as const satisfies readonly DebitStatus[];
export const isDebitOut = (status: DebitStatus) => (DEBITS_OUT as readonly DebitStatus[]).includes(status);

/** What a return reason code (Payments Canada, Standard 007) says of the borrower's account. */
export type ReturnCategory =
  'NSF' | 'ACCOUNT_CLOSED' | 'INVALID_ACCOUNT' | 'PAYMENT_STOPPED' | 'NO_AGREEMENT' | 'OTHER';

const CATEGORIES: Record<string, ReturnCategory> = {
  '901': 'NSF',
  '908': 'NSF',
  '905': 'ACCOUNT_CLOSED',
  '902': 'INVALID_ACCOUNT',
  '912': 'INVALID_ACCOUNT',
  '903': 'PAYMENT_STOPPED',
  '917': 'PAYMENT_STOPPED',
  '920': 'PAYMENT_STOPPED',
  '915': 'NO_AGREEMENT',
  '916': 'NO_AGREEMENT',
  '918': 'NO_AGREEMENT',
  '919': 'NO_AGREEMENT',
  '921': 'NO_AGREEMENT',
};

export const returnCategory = (code: string): ReturnCategory => CATEGORIES[code] ?? 'OTHER';

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
