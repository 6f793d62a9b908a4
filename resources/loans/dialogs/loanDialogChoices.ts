import type { LedgerKind } from '../../../domain/loanStatuses';
import type { LedgerEntryRecord, LoanRecord, PaymentLineRecord } from '../../../providers/loanWire';
import { messageKey } from '../../../providers/translation';

/** Scheduled debits not yet sent to the provider: the ones a deferral can still move (spec §4). */
export const deferrablePayments = (loan: Pick<LoanRecord, 'payments'>): PaymentLineRecord[] =>
  loan.payments.filter((line) => line.status === 'SCHEDULED' && line.kind === 'SCHEDULED' && !line.sent);

/** Collected debits of the schedule, latest first: the bank may still return them (NSF). */
export const nsfEligiblePayments = (loan: Pick<LoanRecord, 'payments'>): PaymentLineRecord[] =>
  loan.payments.filter((line) => line.status === 'PAID' && line.kind === 'SCHEDULED').reverse();

/** Rebates, hand-entered payments, deferral fees and NSFs the server says can be removed now. */
export const removableEntries = (loan: Pick<LoanRecord, 'ledger'>): LedgerEntryRecord[] =>
  loan.ledger.filter((entry) => entry.removable);

/** Spec §8's message for each removal: the NSF, the rebate, the deferred fee, or the payment removed. */
const REMOVAL_MESSAGES: Partial<Record<LedgerKind, string>> = {
  NSF: messageKey('messages.NSF_DELETED'),
  REBATE: messageKey('messages.REBATE_DELETED'),
  DEFERRAL_FEE: messageKey('messages.DEFERRED_FEE_DELETED'),
  MANUAL_PAYMENT: messageKey('messages.PAYMENT_DELETED'),
  STOPPED_LOAN_PAYMENT: messageKey('messages.PAYMENT_DELETED'),
};

export const removalMessage = (kind: LedgerKind | undefined): string =>
  (kind && REMOVAL_MESSAGES[kind]) || messageKey('messages.PAYMENT_DELETED');

/** A chosen id as the body wants it: radio buttons hand their value back as text. */
export const asId = (value: unknown): number =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : (value as number);
