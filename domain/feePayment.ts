import type { IsoDate } from './calendarDates';
import { isPresentedDebit, type DebitStatus } from './debits';
import { allocatePayment, type OwedParts } from './loanLedger';
import type { PaymentLineKind, PaymentLineStatus } from './loanStatuses';

/*
 * Which payment a fee (or anything else owed now) is collected with. One rule for the loan engine
 * that writes the schedule, the portal's deferral confirmation and the agents' deferral dialog, so
 * that what a borrower or an agent is told is what will be debited. No I/O.
 */

/** A payment line as the rule reads it (the engine's, the portal's and the agents' lines all have these). */
export interface FeeLine {
  id: number;
  date: IsoDate;
  status: PaymentLineStatus;
  kind: PaymentLineKind;
}

/**
 * The payments still to come whose amounts may still change, in date order (lines of one day in
 * the order given): the schedule's scheduled lines whose debit was not presented. A presented
 * debit keeps its amount and an agreed payment its agreed amount: neither takes on a fee, arrears
 * or a re-amortization.
 */
export function openPayments<L extends FeeLine>(lines: readonly L[], presented: ReadonlySet<number>): L[] {
  return lines
    .filter((line) => line.status === 'SCHEDULED' && line.kind !== 'AGREEMENT' && !presented.has(line.id))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The payment a fee charged now is collected with, with any interest and fees already owed: the
 * first payment still to come whose debit was not presented. Null when none is left (what is owed
 * then waits for a restart of the payments).
 */
export const feePaymentOf = <L extends FeeLine>(lines: readonly L[], presented: ReadonlySet<number>): L | null =>
  openPayments(lines, presented)[0] ?? null;

/** The deferred payment itself, back on its new date: what a deferral's fee rides on when nothing else can take it. */
export const DEFERRED_PAYMENT = 'DEFERRED_PAYMENT';

/**
 * The payment a deferral's fee will be collected with, before the deferral is made: the schedule
 * as the deferral leaves it, the deferred payment gone from its date and back on `newDate` (after
 * the last payment when none is chosen). DEFERRED_PAYMENT when that is the one.
 */
export function deferralFeePaymentOf<L extends FeeLine>(
  lines: readonly L[],
  presented: ReadonlySet<number>,
  deferredId: number,
  newDate?: IsoDate | null,
): L | typeof DEFERRED_PAYMENT | null {
  // After every date a schedule can hold: one period after the last payment comes after them all.
  const moved: FeeLine = { id: -1, date: newDate || '9999-12-31', status: 'SCHEDULED', kind: 'SCHEDULED' };
  const target = feePaymentOf<FeeLine>([...lines.filter((line) => line.id !== deferredId), moved], presented);
  return target === moved ? DEFERRED_PAYMENT : (target as L | null);
}

/** The ids of the lines whose debit was presented, from lines that carry their debit's status. */
export const presentedIdsOf = (
  lines: readonly { id: number; debit?: { status: DebitStatus } | null; presented?: boolean }[],
): Set<number> =>
  new Set(lines.filter((line) => line.presented === true || isPresentedDebit(line.debit?.status)).map((l) => l.id));

/** What a presented payment will collect of what is owed: its capital, and the interest and fees it carries. */
export interface PresentedShare {
  capital: number;
  fees: number;
}

/**
 * What the payments still open must repay, once the presented debits collect as presented: what
 * is owed now less what those carry. Fees they were to collect and that are no longer owed (a fee
 * removed since) are paid as capital instead; a presented debit that will repay more than is owed
 * leaves nothing for the open ones (the credit is the borrower's).
 */
export function owedByOpenPayments(
  owed: { capital: number; arrears: number },
  presented: readonly PresentedShare[],
): { capital: number; arrears: number } {
  let capital = owed.capital - presented.reduce((sum, line) => sum + line.capital, 0);
  let arrears = owed.arrears - presented.reduce((sum, line) => sum + line.fees, 0);
  if (arrears < 0) {
    capital += arrears;
    arrears = 0;
  }
  if (capital < 0) {
    arrears = Math.max(0, arrears + capital);
    capital = 0;
  }
  return { capital, arrears };
}

/** What a line of the schedule was planned to collect besides capital (cents). */
export interface LineCharges {
  /** Its period's interest. */
  interest: number;
  membershipFee: number;
  /** The interest and fees already owed when it was planned, that it carries. */
  fees: number;
}

/**
 * How a debit collected for a line of the schedule settles what is owed: the charges its line
 * carries and no others — its period's interest and membership fee, then what it was planned to
 * carry (fees first) — the rest is capital. Interest and fees owed beyond that were charged after
 * the debit was presented: they ride on a later payment, never on a debit already sent. A debit
 * that takes less than its charges pays fees first, as any payment does.
 */
export function allocateLinePayment(amount: number, owed: Pick<OwedParts, 'interest' | 'fees'>, line: LineCharges) {
  const owedInterest = Math.max(owed.interest, 0);
  const owedFees = Math.max(owed.fees, 0);
  const ownInterest = Math.min(owedInterest, Math.max(line.interest, 0));
  const ownFees = Math.min(owedFees, Math.max(line.membershipFee, 0));
  const carriedFees = Math.min(owedFees - ownFees, Math.max(line.fees, 0));
  const carriedInterest = Math.min(owedInterest - ownInterest, Math.max(line.fees, 0) - carriedFees);
  return allocatePayment(amount, { fees: ownFees + carriedFees, interest: ownInterest + carriedInterest });
}
