import type { IsoDate } from './calendarDates';
import { DEFAULT_COLLECTION_DEGREES, type CollectionDegree } from './collectionDegrees';
import { DEFAULT_CONTACT_PACING, type ContactPacing } from './collections';
import { DEFAULT_NSF_FEE_CAPS, type NsfFeeCap } from './debits';
import { DEBIT_SUBMISSION_BUSINESS_DAYS } from './loanReschedule';
import type { FeeKind, PaymentProvider } from './loanStatuses';
import type { Frequency } from './paymentFrequencies';

/** One row of the amount matrix: an amount offered and the numbers of payments it can be repaid in. */
export interface AmountMatrixRow {
  amount: number;
  numberOfPayments: number[];
}

/** A fee of the configuration in force from its effective date (spec §3): earlier values still apply before it. */
export interface FeeRate {
  kind: FeeKind;
  amount: number;
  effectiveDate: IsoDate;
}

/** Spec §3's loan configuration as the loan engine reads it (the configuration issue edits it). */
export interface LoanConfiguration {
  /** Nominal annual rate in percent, e.g. 18.9. */
  annualInterestRate: number;
  defaultFrequency: Frequency;
  /** Days from today to the earliest first payment. */
  delayDays: number;
  brokerageFee: number;
  membershipFeePerPayment: number;
  amountMatrix: AmountMatrixRow[];
  /** The provider new loans go through (changing it takes the provider's team). */
  defaultPaymentProvider: PaymentProvider;
  /** Business days before its date each payment is presented as a pre-authorized debit (1 to 5). */
  debitLeadBusinessDays: number;
  /** Provinces' caps on the NSF fee, in cents (Ontario: $20). */
  nsfFeeCaps: NsfFeeCap[];
  /** The delinquency ranges a collection file moves through by its days past due. */
  collectionDegrees: CollectionDegree[];
  /** How often collection agents may contact a borrower (Ontario's rule by default). */
  contactPacing: ContactPacing;
  fees: FeeRate[];
}

export const amountsOffered = (config: Pick<LoanConfiguration, 'amountMatrix'>) =>
  config.amountMatrix.map((row) => row.amount).sort((a, b) => a - b);

export const paymentsOfferedFor = (config: Pick<LoanConfiguration, 'amountMatrix'>, amount: number): number[] =>
  config.amountMatrix.find((row) => row.amount === amount)?.numberOfPayments ?? [];

/** Why an amount and number of payments are not offered, as a field error, or null. */
export function amountMatrixError(
  config: Pick<LoanConfiguration, 'amountMatrix'>,
  amount: number,
  numberOfPayments: number,
): { field: 'amount' | 'numberOfPayments'; key: string } | null {
  const row = config.amountMatrix.find((candidate) => candidate.amount === amount);
  if (!row) return { field: 'amount', key: 'validation.amountNotOffered' };
  if (!row.numberOfPayments.includes(numberOfPayments))
    return { field: 'numberOfPayments', key: 'validation.paymentsNotOffered' };
  return null;
}

/** The fee of a kind in force on a date: the latest whose effective date is on or before it (0 when none). */
export function feeInForce(fees: readonly FeeRate[], kind: FeeKind, date: IsoDate): number {
  let best: FeeRate | undefined;
  for (const fee of fees) {
    if (fee.kind === kind && fee.effectiveDate <= date && (!best || fee.effectiveDate > best.effectiveDate)) best = fee;
  }
  return best?.amount ?? 0;
}

/**
 * What a fresh installation offers, until an administrator changes it: every amount from $300 to
 * $1,500 over 6 to 26 payments every two weeks, at 18.9 % with a $1 membership fee per payment. Every
 * combination stays under the Criminal Code's cap (a test checks).
 */
export const DEFAULT_LOAN_CONFIGURATION: LoanConfiguration = {
  annualInterestRate: 18.9,
  defaultFrequency: 'BIWEEKLY',
  delayDays: 7,
  brokerageFee: 0,
  membershipFeePerPayment: 100,
  defaultPaymentProvider: 'CARD',
  debitLeadBusinessDays: DEBIT_SUBMISSION_BUSINESS_DAYS,
  collectionDegrees: DEFAULT_COLLECTION_DEGREES.map((degree) => ({ ...degree })),
  contactPacing: { ...DEFAULT_CONTACT_PACING },
  nsfFeeCaps: [...DEFAULT_NSF_FEE_CAPS],
  amountMatrix: [30_000, 50_000, 75_000, 100_000, 125_000, 150_000].map((amount) => ({
    amount,
    numberOfPayments: amount <= 50_000 ? [6, 8, 10, 12] : amount <= 100_000 ? [10, 12, 16, 20] : [16, 20, 24, 26],
  })),
  fees: [
    { kind: 'NSF', amount: 4_500, effectiveDate: '2000-01-01' },
    { kind: 'DELAYED_PAYMENT', amount: 2_500, effectiveDate: '2000-01-01' },
    { kind: 'INTERAC_DEPOSIT', amount: 0, effectiveDate: '2000-01-01' },
    { kind: 'AUTO_WITHDRAWAL', amount: 0, effectiveDate: '2000-01-01' },
  ],
};
