import type { IsoDate } from './calendarDates';
import { ledgerTotals, reversalRefusal, type LedgerEntry, type LoanTotals } from './loanLedger';
import { isDebitSent, stopDateOf } from './loanReschedule';
import {
  OUTSTANDING_DEPOSIT_STATUSES,
  STOP_DATE_CHOICES,
  isDebitedLine,
  type DepositStatus,
  type LoanStatus,
  type PaymentLineKind,
  type PaymentLineStatus,
  type StopDateChoice,
} from './loanStatuses';
import type { PaymentCalendar } from './paymentCalendar';
import { requireStanding, type LoanActionReason, type LoanStandingStatus } from './loanActionReasons';

export interface LineState {
  id: number;
  number: number;
  kind: PaymentLineKind;
  date: IsoDate;
  status: PaymentLineStatus;
}

/** Which of spec §2's loan dialogs apply to a loan as it stands (the browser shows those; the server enforces them). */
export interface LoanActions {
  modify: boolean;
  start: boolean;
  delete: boolean;
  stop: boolean;
  restart: boolean;
  manualPayment: boolean;
  stoppedLoanPayment: boolean;
  increaseBalance: boolean;
  rebate: boolean;
  defer: boolean;
  nsf: boolean;
  changeProvider: boolean;
  statement: boolean;
  /** Send the contract (email, fax, e-signature): its requirements (banking info, language) are checked on sending. */
  sendContract: boolean;
  /** Send the customer a message from a template, about this loan. */
  sendMessage: boolean;
  /** Issue 34: write off what it still owes (accounting's managers; its collection file long enough past due). */
  writeOff: boolean;
  /** Money received on a written-off loan. */
  recovery: boolean;
  /** The write-off undone (accounting's managers). */
  reverseWriteOff: boolean;
}

export interface LoanSituation {
  status: LoanStatus;
  depositStatus: DepositStatus;
  lines: readonly LineState[];
  entries: readonly LedgerEntry[];
  today: IsoDate;
  calendar: PaymentCalendar;
  /** Business days before its date a debit is presented (the loan configuration's; 2 when not given). */
  debitLeadDays?: number;
}

export const isScheduled = (line: LineState) => line.status === 'SCHEDULED';

/** A scheduled debit not yet sent to the provider: it can still be deferred. */
export const isDeferrable = (situation: Pick<LoanSituation, 'today' | 'calendar' | 'debitLeadDays'>, line: LineState) =>
  isScheduled(line) && !isDebitSent(situation.calendar, situation.today, line.date, situation.debitLeadDays);

/** A collected debit (of the schedule or of a payment agreement): the bank may still return it (NSF). */
export const canTakeNsf = (line: LineState) => line.status === 'PAID' && isDebitedLine(line);

export type LoanActionReasons = Record<keyof LoanActions, LoanActionReason | null>;

/** Why each of the loan's dialogs does not apply now; null for those that do. */
export function loanActionReasons(
  situation: LoanSituation,
  totals: LoanTotals = ledgerTotals(situation.entries),
): LoanActionReasons {
  const owing = (): LoanActionReason | null => (totals.totalOwing > 0 ? null : 'NOTHING_OWED');
  // Before its deposit is out a started loan is only waiting: nothing to service yet.
  const paidOut = situation.depositStatus === 'DEPOSITED';
  const status: LoanStandingStatus = situation.status === 'ACTIVE' && !paidOut ? 'AWAITING_DEPOSIT' : situation.status;
  const needs = (allowed: readonly LoanStandingStatus[], further?: () => LoanActionReason | null) =>
    requireStanding(status, allowed, further);
  const hasScheduled = situation.lines.some(isScheduled);
  return {
    modify: needs(['PENDING']),
    start: needs(['PENDING']),
    delete:
      status === 'DELETED'
        ? 'DELETED'
        : OUTSTANDING_DEPOSIT_STATUSES.includes(situation.depositStatus)
          ? 'DEPOSIT_OUTSTANDING'
          : null,
    stop: needs(['ACTIVE']),
    restart: needs(
      ['STOPPED', 'ACTIVE'],
      () => owing() ?? (status === 'ACTIVE' && hasScheduled ? 'PAYMENTS_SCHEDULED' : null),
    ),
    manualPayment: needs(['ACTIVE'], owing),
    stoppedLoanPayment: needs(['STOPPED']),
    increaseBalance: needs(['ACTIVE']),
    rebate: needs(['ACTIVE', 'STOPPED'], owing),
    defer: needs(['ACTIVE'], () =>
      situation.lines.some((line) => isDeferrable(situation, line)) ? null : 'NO_DEFERRABLE_PAYMENT',
    ),
    nsf: needs(['ACTIVE', 'STOPPED', 'LOAN_PAY_IN_FULL'], () =>
      situation.lines.some(canTakeNsf) ? null : 'NO_COLLECTED_DEBIT',
    ),
    changeProvider: needs(['PENDING', 'ACTIVE', 'STOPPED', 'AWAITING_DEPOSIT'], () =>
      status === 'AWAITING_DEPOSIT' && situation.depositStatus === 'IN_PROGRESS' ? 'DEPOSIT_IN_PROGRESS' : null,
    ),
    statement: needs(['AWAITING_DEPOSIT', 'ACTIVE', 'STOPPED', 'LOAN_PAY_IN_FULL']),
    sendContract: needs(['PENDING', 'ACTIVE', 'AWAITING_DEPOSIT']),
    sendMessage: needs(['PENDING', 'AWAITING_DEPOSIT', 'ACTIVE', 'STOPPED', 'LOAN_PAY_IN_FULL']),
    // Issue 34: what a loan in collections long enough still owes, moved to losses (the server checks
    // its collection file's days past due); money received after it; the write-off undone.
    writeOff: needs(['ACTIVE', 'STOPPED'], owing),
    recovery: status === 'WRITTEN_OFF' ? null : 'NOT_WRITTEN_OFF',
    reverseWriteOff: status === 'WRITTEN_OFF' ? null : 'NOT_WRITTEN_OFF',
  };
}

/** Which dialogs apply now: those with no reason against them. */
export function loanActions(situation: LoanSituation, totals?: LoanTotals): LoanActions {
  const reasons = loanActionReasons(situation, totals);
  return Object.fromEntries(
    Object.entries(reasons).map(([action, reason]) => [action, reason === null]),
  ) as unknown as LoanActions;
}

/** The stop choices that apply now, with the date each would stop the loan on. */
export function stopChoices(situation: LoanSituation): { choice: StopDateChoice; date: IsoDate }[] {
  return STOP_DATE_CHOICES.flatMap((choice) => {
    const date = stopDateOf(choice, situation.lines, situation.today, situation.calendar, situation.debitLeadDays);
    return date ? [{ choice, date }] : [];
  });
}

/** Whether an entry can be removed now (a rebate, a hand-entered payment, a deferral fee, an NSF). */
export const isEntryRemovable = (entry: LedgerEntry, entries: readonly LedgerEntry[]) =>
  reversalRefusal(entry, entries) === null;

/** Payment lines in date order; lines of one day in the order they were numbered. */
export const byLineDate = (a: LineState, b: LineState) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.number - b.number;

/** Lines that no longer count towards what is owed: moved (deferred), replaced (cancelled) or removed. */
const HISTORY_STATUSES: readonly PaymentLineStatus[] = ['DEFERRED', 'CANCELLED', 'REMOVED'];
export const isHistoryLine = (line: Pick<LineState, 'status'>) => HISTORY_STATUSES.includes(line.status);

/**
 * The schedule as it stands: each current scheduled line's place in it, in date order, and how many
 * there are. Deferred, cancelled and removed lines have no place: a deferral or a restart used to
 * read "Payment 14 of 13", counting lines that no longer mean anything owed.
 */
export function schedulePositions(lines: readonly LineState[]): { positions: Map<number, number>; count: number } {
  const current = lines.filter((line) => line.kind === 'SCHEDULED' && !isHistoryLine(line)).sort(byLineDate);
  return { positions: new Map(current.map((line, index) => [line.id, index + 1])), count: current.length };
}

/**
 * The English and French description of a payment line (spec §3's descriptionEN / descriptionFR):
 * "Payment 3 of 12" for a line of the schedule as it stands (its `position` of `count`), what became
 * of it for a line of its history.
 */
export function paymentLineDescriptions(
  line: LineState,
  position: number | null,
  count: number,
): { descriptionEN: string; descriptionFR: string } {
  const nsf = line.status === 'NSF';
  if (line.kind === 'MANUAL')
    return line.status === 'REMOVED'
      ? { descriptionEN: 'Manual payment (removed)', descriptionFR: 'Paiement manuel (retiré)' }
      : { descriptionEN: 'Manual payment', descriptionFR: 'Paiement manuel' };
  if (line.kind === 'STOPPED_LOAN')
    return line.status === 'REMOVED'
      ? { descriptionEN: 'Payment on stopped loan (removed)', descriptionFR: 'Paiement sur prêt arrêté (retiré)' }
      : { descriptionEN: 'Payment on stopped loan', descriptionFR: 'Paiement sur prêt arrêté' };
  if (line.kind === 'AGREEMENT')
    return line.status === 'CANCELLED'
      ? { descriptionEN: 'Agreed payment (cancelled)', descriptionFR: 'Paiement convenu (annulé)' }
      : {
          descriptionEN: `Agreed payment${nsf ? ' (NSF)' : ''}`,
          descriptionFR: `Paiement convenu${nsf ? ' (NSF)' : ''}`,
        };
  if (line.status === 'DEFERRED') return { descriptionEN: 'Deferred payment', descriptionFR: 'Paiement reporté' };
  if (line.status === 'CANCELLED') return { descriptionEN: 'Cancelled payment', descriptionFR: 'Paiement annulé' };
  if (line.status === 'REMOVED' || position === null)
    return { descriptionEN: 'Removed payment', descriptionFR: 'Paiement retiré' };
  return {
    descriptionEN: `Payment ${position} of ${count}${nsf ? ' (NSF)' : ''}`,
    descriptionFR: `Paiement ${position} de ${count}${nsf ? ' (NSF)' : ''}`,
  };
}
