import { eq } from 'drizzle-orm';
import { allocatePayment } from '../../../domain/loanLedger';
import { reschedule } from '../../../domain/loanReschedule';
import type { Frequency } from '../../../domain/paymentFrequencies';
import type { Tx } from '../../db/client';
import { loans } from '../../db/schema';
import { byDate, totalsOf, type LoanState } from './loanState';
import { postEntries, setLineStatus, updateLineAmounts } from './loanWrites';

/**
 * Payments that came due are collected: each charges its period's interest and membership fee
 * (INSTALMENT_DUE) and pays what it debits (PAYMENT: fees, then interest, then capital). The
 * payment providers' issue replaces "collected on its date" by the provider's answer.
 */
export async function settleDuePayments(tx: Tx, state: LoanState, today: string): Promise<void> {
  // Nothing is debited before the borrower has the money.
  if (state.loan.status !== 'ACTIVE' || state.loan.depositStatus !== 'DEPOSITED') return;
  const due = state.payments.filter((row) => row.status === 'SCHEDULED' && row.dueDate <= today).sort(byDate);
  for (const line of due) {
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
    await postEntries(tx, state, null, [
      { kind: 'PAYMENT', date: line.dueDate, paymentId: line.id, ...allocatePayment(line.amountCents, totals) },
    ]);
    await setLineStatus(tx, state, [line.id], 'PAID');
  }
  if (due.length > 0) await settleStatus(tx, state, today);
}

/**
 * After anything changed what is owed, the payments still to come are re-amortized so that they
 * repay exactly what the ledger says is owed: the capital with equal payments, the arrears on the
 * first. Nothing owed any more: they are cancelled and the loan is paid in full.
 */
export async function refreshRemainingSchedule(tx: Tx, state: LoanState, today: string): Promise<void> {
  const remaining = state.payments.filter((row) => row.status === 'SCHEDULED').sort(byDate);
  const totals = totalsOf(state);
  const amounts = reschedule({
    capital: totals.balance,
    arrears: totals.interest + totals.fees,
    annualInterestRate: state.loan.annualInterestRate,
    frequency: state.loan.frequency as Frequency,
    membershipFeePerPayment: state.loan.membershipFeeCents,
    dates: remaining.map((row) => row.dueDate),
  });
  if (amounts.length === 0)
    await setLineStatus(
      tx,
      state,
      remaining.map((row) => row.id),
      'CANCELLED',
    );
  else
    await updateLineAmounts(
      tx,
      state,
      remaining.map((row, index) => ({ id: row.id, amounts: amounts[index] })),
    );
  await settleStatus(tx, state, today);
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
  await tx.update(loans).set({ status, endDate }).where(eq(loans.id, loan.id));
  Object.assign(loan, { status, endDate });
}
