/**
 * The words of a loan's life (spec §3, §4, §9): its statuses, the statuses of its payment lines,
 * the kinds of money events its ledger holds, the payment providers and the deposit's state.
 */

/**
 * PENDING: created from an accepted request, still modifiable. ACTIVE: started (its deposit then
 * waits for the deposits screen) and being repaid. STOPPED: future payments removed. LOAN_PAY_IN_FULL:
 * nothing owed any more. DELETED: kept for its history, shown nowhere. WRITTEN_OFF: what it still
 * owed moved to the lender's losses (issue 34): no debit any more, money received is a recovery.
 */
export const LOAN_STATUSES = ['PENDING', 'ACTIVE', 'STOPPED', 'LOAN_PAY_IN_FULL', 'DELETED', 'WRITTEN_OFF'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** The payout to the borrower. The deposits issue adds the provider's own steps after WAITING. */
export const DEPOSIT_STATUSES = ['NONE', 'WAITING', 'IN_PROGRESS', 'DEPOSITED', 'ERROR', 'AUTO_DECLINED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** A deposit sent to the provider or paid out: the loan can no longer be deleted (spec §8). */
export const OUTSTANDING_DEPOSIT_STATUSES: readonly DepositStatus[] = ['IN_PROGRESS', 'DEPOSITED'];

/**
 * SCHEDULED: to be debited on its date. PAID: collected. NSF: returned by the bank. DEFERRED: moved
 * to a later date. CANCELLED: removed when the loan stopped or was rescheduled. REMOVED: a payment an
 * agent entered and then removed.
 */
export const PAYMENT_LINE_STATUSES = ['SCHEDULED', 'PAID', 'NSF', 'DEFERRED', 'CANCELLED', 'REMOVED'] as const;
export type PaymentLineStatus = (typeof PAYMENT_LINE_STATUSES)[number];

/**
 * Where a line comes from: the schedule, a manual payment, a payment on a stopped loan, or a
 * payment of a payment agreement taken by debit (the agreed payments replace a stopped loan's schedule).
 */
export const PAYMENT_LINE_KINDS = ['SCHEDULED', 'MANUAL', 'STOPPED_LOAN', 'AGREEMENT'] as const;
export type PaymentLineKind = (typeof PAYMENT_LINE_KINDS)[number];

/** The lines a pre-authorized debit collects, that the bank may return (NSF). */
export const isDebitedLine = (line: { kind: PaymentLineKind }) =>
  line.kind === 'SCHEDULED' || line.kind === 'AGREEMENT';

/**
 * Every money event of a loan. Each entry moves what is owed in three parts (capital, interest,
 * fees); a correction is a REVERSAL pointing at the entry it cancels.
 */
export const LEDGER_KINDS = [
  'DISBURSEMENT',
  'BROKERAGE_FEE',
  'INSTALMENT_DUE',
  'PAYMENT',
  'MANUAL_PAYMENT',
  'STOPPED_LOAN_PAYMENT',
  'NSF',
  'NSF_FEE',
  'REBATE',
  'BALANCE_INCREASE',
  'DEFERRAL_FEE',
  'REVERSAL',
  // What a loan still owed, written off (its parts brought to zero); and money received after it,
  // owed again for the moment it is paid (a recovery, then its payment).
  'WRITE_OFF',
  'RECOVERY',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What an agent may remove (spec §2: remove rebate / payment / deferred fee, NSF remove). */
export const REVERSIBLE_KINDS: readonly LedgerKind[] = [
  'REBATE',
  'MANUAL_PAYMENT',
  'STOPPED_LOAN_PAYMENT',
  'DEFERRAL_FEE',
  'NSF',
];

/** Spec §9: two providers named in the loan labels, one card-like and one Interac. */
export const PAYMENT_PROVIDERS = ['CARD', 'INTERAC'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Spec §4: a deferral's fee is charged by default, or waived, or added to the balance. */
export const DEFERRAL_FEE_OPTIONS = ['CHARGE', 'WAIVE', 'ADD_TO_BALANCE'] as const;
export type DeferralFeeOption = (typeof DEFERRAL_FEE_OPTIONS)[number];

/** Spec §4: a loan stops today, on its last NSF date, or after a debit already sent to the provider. */
export const STOP_DATE_CHOICES = ['TODAY', 'LAST_NSF', 'AFTER_SENT_DEBIT'] as const;
export type StopDateChoice = (typeof STOP_DATE_CHOICES)[number];

/** The fees of the loan configuration that have effective dates (spec §3). */
export const FEE_KINDS = ['NSF', 'DELAYED_PAYMENT', 'INTERAC_DEPOSIT', 'AUTO_WITHDRAWAL'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
