import { and, eq, inArray } from 'drizzle-orm';
import { collectsItsLine, DEBITS_COLLECTING, type DebitStatus } from '../../../domain/debits';
import { allocateLinePayment, openPayments, owedByOpenPayments } from '../../../domain/feePayment';
import { allocatePayment } from '../../../domain/loanLedger';
import { reschedule } from '../../../domain/loanReschedule';
import type { Frequency } from '../../../domain/paymentFrequencies';
import type { Tx } from '../../db/client';
import { debits, loans } from '../../db/schema';
import { byDate, toLineState, totalsOf, type LoanState, type PaymentRow } from './loanState';
import { holdPresentedPayments } from './presentedPayments';
import { postEntries, setLineAmountsOf, setLineStatus, updateLineAmounts, type LineAmounts } from './loanWrites';

/**
 * Loans whose debits are collected: an active one, a stopped one's debits that had already gone
 * out, and one paid in full by other means while a debit was with the bank (the money still comes).
 */
const COLLECTING: readonly string[] = ['ACTIVE', 'STOPPED', 'LOAN_PAY_IN_FULL'];

/**
 * The lines whose date came, that a debit gone out collects. Nothing is debited before the
 * borrower has the money. A cancelled line too: re-amortized to nothing while its debit was
 * already with the bank.
 */
function linesComeDue(state: LoanState, today: string): PaymentRow[] {
  if (!COLLECTING.includes(state.loan.status) || state.loan.depositStatus !== 'DEPOSITED') return [];
  return state.payments.filter(
    (row) => (row.status === 'SCHEDULED' || row.status === 'CANCELLED') && row.dueDate <= today,
  );
}

/** Whether a read of the loan must collect first (`debits`: each line's live debit, as the detail reads them). */
export const hasDueCollection = (state: LoanState, debitsByLine: Map<number, { status: DebitStatus }>, today: string) =>
  linesComeDue(state, today).some((row) => {
    const status = debitsByLine.get(row.id)?.status;
    return status !== undefined && collectsItsLine(status);
  });

/**
 * What each due line's debit took, for the lines whose debit is in one of `statuses`: a line is
 * collected by its debit and nothing else.
 */
async function debitsIn(
  tx: Tx,
  loanId: number,
  lineIds: number[],
  statuses: readonly DebitStatus[],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ paymentId: debits.paymentId, amountCents: debits.amountCents })
    .from(debits)
    .where(and(eq(debits.loanId, loanId), inArray(debits.paymentId, lineIds), inArray(debits.status, statuses)));
  return new Map(rows.map((row) => [row.paymentId, row.amountCents]));
}

/**
 * Payments that came due and whose debit went out are collected on their date: each charges its
 * period's interest and membership fee (INSTALMENT_DUE) and pays what its debit took (PAYMENT:
 * the charges its line carries, then capital). A line whose debit never left stays due: it is not paid; nor
 * is one whose debit already came back (its return makes it an NSF: collectReturnedLines).
 * A debit presented before the line was re-amortized takes what it was presented for; the line
 * shows that, and the payments still to come are re-amortized around it.
 */
export async function settleDuePayments(tx: Tx, state: LoanState, today: string): Promise<void> {
  // Whatever the loan's writer posts next is recorded today (the books' day; each entry keeps its own date).
  state.bookedOn ??= today;
  await collectDueLines(tx, state, today, DEBITS_COLLECTING);
}

/**
 * Due lines whose debit came back, collected by it for their return to reverse at once, in the
 * caller's transaction (the same entries as a payment returned after its date): none stays paid.
 */
export async function collectReturnedLines(tx: Tx, state: LoanState, today: string, lineIds: number[]) {
  await collectDueLines(tx, state, today, ['RETURNED'], lineIds);
}

async function collectDueLines(
  tx: Tx,
  state: LoanState,
  today: string,
  statuses: readonly DebitStatus[],
  onlyLines?: number[],
): Promise<void> {
  const candidates = linesComeDue(state, today).filter((row) => !onlyLines || onlyLines.includes(row.id));
  if (candidates.length === 0) return;
  const taken = await debitsIn(
    tx,
    state.loan.id,
    candidates.map((row) => row.id),
    statuses,
  );
  const due = candidates.filter((row) => taken.has(row.id)).sort(byDate);
  let amountsMoved = false;
  for (const line of due) {
    const amount = taken.get(line.id)!;
    await postEntries(tx, state, null, [
      {
        kind: 'INSTALMENT_DUE',
        date: line.dueDate,
        paymentId: line.id,
        interest: line.interestCents,
        fees: line.membershipFeeCents,
      },
    ]);
    const totals = totalsOf(state);
    // A line of the schedule pays the charges it carries, not a fee charged since its debit was
    // presented (that one rides on a later payment); an agreed payment pays what is owed, fees first.
    const parts =
      line.kind === 'SCHEDULED'
        ? allocateLinePayment(amount, totals, {
            interest: line.interestCents,
            membershipFee: line.membershipFeeCents,
            fees: line.feesCents,
          })
        : allocatePayment(amount, totals);
    await postEntries(tx, state, null, [{ kind: 'PAYMENT', date: line.dueDate, paymentId: line.id, ...parts }]);
    if (amount !== line.amountCents) {
      amountsMoved = true;
      const charges = line.interestCents + line.membershipFeeCents + line.feesCents;
      await updateLineAmounts(tx, state, [
        {
          id: line.id,
          amounts: {
            date: line.dueDate,
            amount,
            interest: line.interestCents,
            membershipFee: line.membershipFeeCents,
            fees: line.feesCents,
            capital: amount - charges,
            balance: line.balanceCents,
          },
        },
      ]);
    }
    await setLineStatus(tx, state, [line.id], 'PAID');
  }
  if (amountsMoved) await refreshRemainingSchedule(tx, state, today);
  else if (due.length > 0) await settleStatus(tx, state, today);
}

/**
 * After anything changed what is owed, the payments still to come are re-amortized so that they
 * repay exactly what the ledger says is owed: the capital with equal payments, the arrears (a fee,
 * an NSF) on the first. Only the payments still open move (domain/feePayment.ts): a debit already
 * presented at the bank keeps its amount and its line with it, so what the borrower is told is
 * what is debited; an agreed payment keeps its agreed amount. Nothing owed any more: they are
 * cancelled and the loan is paid in full.
 */
export async function refreshRemainingSchedule(
  tx: Tx,
  state: LoanState,
  today: string,
  /** Where the new amounts go to be written later with many loans' (writeLineAmounts); unset: written now. */
  amountsLater?: LineAmounts[],
): Promise<void> {
  const scheduled = state.payments.filter((row) => row.status === 'SCHEDULED').sort(byDate);
  const presented = await holdPresentedPayments(tx, state);
  const openIds = new Set(openPayments(scheduled.map(toLineState), presented).map((line) => line.id));
  const open = scheduled.filter((row) => openIds.has(row.id));
  const kept = scheduled.filter((row) => row.kind !== 'AGREEMENT' && presented.has(row.id));
  const totals = totalsOf(state);
  const owed = owedByOpenPayments(
    { capital: totals.balance, arrears: totals.interest + totals.fees },
    kept.map((row) => ({ capital: row.capitalCents, fees: row.feesCents })),
  );
  const amounts = reschedule({
    capital: owed.capital,
    arrears: owed.arrears,
    annualInterestRate: state.loan.annualInterestRate,
    frequency: state.loan.frequency as Frequency,
    membershipFeePerPayment: state.loan.membershipFeeCents,
    dates: open.map((row) => row.dueDate),
  });
  const lineWrites =
    amounts.length === 0
      ? setLineStatus(
          tx,
          state,
          (totals.totalOwing > 0 ? open : scheduled).map((row) => row.id),
          'CANCELLED',
        )
      : writeAmounts(
          tx,
          state,
          open.map((row, index) => ({ id: row.id, amounts: amounts[index] })),
          amountsLater,
        );
  // Each write changes the state before it is sent: settleStatus reads the lines as they now are.
  await Promise.all([lineWrites, settleStatus(tx, state, today)]);
}

async function writeAmounts(tx: Tx, state: LoanState, updates: LineAmounts[], later?: LineAmounts[]) {
  if (!later) return updateLineAmounts(tx, state, updates);
  setLineAmountsOf(state, updates);
  later.push(...updates);
}

/** A started loan with nothing owed is paid in full; one that owes again (an NSF, a removal) is active again. */
async function settleStatus(tx: Tx, state: LoanState, today: string): Promise<void> {
  const { loan } = state;
  const owing = totalsOf(state).totalOwing > 0;
  // A loan whose money is not out yet owes nothing and is not paid off either.
  if (loan.depositStatus !== 'DEPOSITED') return;
  let status = loan.status;
  if (loan.status === 'ACTIVE' && !owing) status = 'LOAN_PAY_IN_FULL';
  // Owing again (an NSF, a removed payment): back to what it was, stopped or being repaid.
  else if (loan.status === 'LOAN_PAY_IN_FULL' && owing) status = loan.stoppedOn ? 'STOPPED' : 'ACTIVE';
  const lastDate =
    state.payments
      .filter((row) => row.status === 'SCHEDULED' || row.status === 'PAID')
      .map((row) => row.dueDate)
      .sort()
      .at(-1) ?? null;
  const endDate = status === 'LOAN_PAY_IN_FULL' ? (lastDate && lastDate > today ? lastDate : today) : lastDate;
  if (status === loan.status && endDate === loan.endDate) return;
  Object.assign(loan, { status, endDate });
  await tx.update(loans).set({ status, endDate }).where(eq(loans.id, loan.id));
}
