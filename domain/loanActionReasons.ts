/*
 * Why a loan dialog does not apply to a loan as it stands: the screen shows the action disabled
 * with these words rather than hiding it, and the server refuses it for the same reason. No I/O.
 */
import type { LoanStatus } from './loanStatuses';

export const LOAN_ACTION_REASONS = [
  'NOT_STARTED',
  'STARTED',
  'AWAITING_DEPOSIT',
  'ACTIVE',
  'STOPPED',
  'PAID_IN_FULL',
  'DELETED',
  'NOTHING_OWED',
  'PAYMENTS_SCHEDULED',
  'NO_DEFERRABLE_PAYMENT',
  'NO_COLLECTED_DEBIT',
  'DEPOSIT_OUTSTANDING',
  'DEPOSIT_IN_PROGRESS',
  'WRITTEN_OFF',
  'NOT_WRITTEN_OFF',
] as const;
export type LoanActionReason = (typeof LOAN_ACTION_REASONS)[number];

/** A loan's status as its actions see it: a started loan whose deposit has not arrived is only waiting. */
export type LoanStandingStatus = LoanStatus | 'AWAITING_DEPOSIT';

const STATUS_REASONS: Record<LoanStandingStatus, LoanActionReason> = {
  PENDING: 'NOT_STARTED',
  AWAITING_DEPOSIT: 'AWAITING_DEPOSIT',
  ACTIVE: 'ACTIVE',
  STOPPED: 'STOPPED',
  LOAN_PAY_IN_FULL: 'PAID_IN_FULL',
  DELETED: 'DELETED',
  WRITTEN_OFF: 'WRITTEN_OFF',
};

/**
 * Null when the loan's standing is one of `allowed` and the further check (if any) passes; else
 * why not: its standing first (the reason a person thinks of), then the check's own reason.
 */
export function requireStanding(
  status: LoanStandingStatus,
  allowed: readonly LoanStandingStatus[],
  further: () => LoanActionReason | null = () => null,
): LoanActionReason | null {
  if (allowed.includes(status)) return further();
  // What only a loan not yet started may do: a started one is said to be started, whatever it waits for.
  const started = status === 'ACTIVE' || status === 'AWAITING_DEPOSIT';
  return started && allowed.length === 1 && allowed[0] === 'PENDING' ? 'STARTED' : STATUS_REASONS[status];
}
