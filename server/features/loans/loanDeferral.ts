import type { DeferPaymentInput } from '../../../domain/loanActions';
import { deferralRefusal } from '../../../domain/deferralRules';
import { feePaymentOf } from '../../../domain/feePayment';
import { feeInForce } from '../../../domain/loanConfiguration';
import { nextPaymentDateAfter } from '../../../domain/loanReschedule';
import { isDeferrable } from '../../../domain/loanView';
import type { Frequency } from '../../../domain/paymentFrequencies';
import type { AppContext } from '../../context';
import { AppError, refuse } from '../../http/errors';
import { readDeferralRules } from '../configuration/portalConfiguration';
import type { UserRow } from '../users/userQueries';
import { runLoanAction } from './loanActionRunner';
import { readLoanFees } from './loanConfigurationStore';
import type { LoanDetail } from './loanDetail';
import { checkHandEnteredDate } from './loanPaymentActions';
import { byDate, calendarOf, situationOf, toLineState } from './loanState';
import { blankLine, insertLines, nextLineNumber, postEntries, setLineStatus } from './loanWrites';
import { holdPresentedPayments } from './presentedPayments';

/** What a deferral did: the payment moved, where to, and the fee with the payment that collects it. */
export interface DeferralOutcome {
  deferredPaymentId: number;
  newPaymentId: number;
  newDate: string;
  feeOption: DeferPaymentInput['feeOption'];
  fee: number;
  /** The payment the charged fee is collected with; null when waived or added to the balance. */
  feePaymentId: number | null;
}

/**
 * Spec §2's defer payment: a payment not yet sent to the provider moves to one period after the
 * last one (or a date the agent picks), when the portal's deferral rules allow it (spec §9). Its
 * fee (the configuration's delayed-payment fee) is charged by default, waived, or added to the
 * balance. A charged fee is collected with the first payment whose debit is not yet presented at
 * the bank (feePaymentOf): never with one already sent, whose amount can no longer change.
 */
export async function deferPayment(
  ctx: AppContext,
  actor: UserRow | null,
  loanId: number,
  input: DeferPaymentInput,
): Promise<LoanDetail> {
  return (await deferPaymentTelling(ctx, actor, loanId, input)).loan;
}

/** The same, answering what the deferral did with the loan (the portal says it to the borrower). */
export async function deferPaymentTelling(
  ctx: AppContext,
  actor: UserRow | null,
  loanId: number,
  input: DeferPaymentInput,
  /** The borrower asking in the portal, when no agent acts. */
  borrowerId?: number,
): Promise<{ loan: LoanDetail; deferral: DeferralOutcome }> {
  let deferral: DeferralOutcome | undefined;
  const loan = await runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.deferral', requires: 'defer', reschedule: true, borrowerId },
    async ({ tx, state, today }) => {
      const line = state.payments.find((row) => row.id === input.paymentId);
      if (!line || !isDeferrable(situationOf(state, today), toLineState(line))) {
        throw refuse('PAYMENT_NOT_DEFERRABLE');
      }
      // Spec §9's deferral rules, as the portal configuration sets them.
      const ruleRefusal = deferralRefusal(await readDeferralRules(tx), state.payments.map(toLineState), line.id);
      if (ruleRefusal) throw new AppError(420, ruleRefusal.key, ruleRefusal.params);
      const calendar = calendarOf(state.loan);
      const last = state.payments
        .filter((row) => row.status === 'SCHEDULED')
        .sort(byDate)
        .at(-1)!.dueDate;
      const newDate =
        input.newDate ??
        nextPaymentDateAfter(
          calendar,
          last,
          state.loan.frequency as Frequency,
          state.loan.twiceMonthlyDays ?? undefined,
        );
      checkHandEnteredDate(state, newDate, 'newDate', {
        earliest: calendar.nextBusinessDay(line.dueDate > today ? line.dueDate : today),
      });
      await setLineStatus(tx, state, [line.id], 'DEFERRED');
      const [moved] = await insertLines(tx, state, [blankLine(nextLineNumber(state), newDate)]);
      const fee = input.feeOption === 'WAIVE' ? 0 : feeInForce(await readLoanFees(tx), 'DELAYED_PAYMENT', today);
      let feePaymentId: number | null = null;
      if (fee > 0) {
        const parts = input.feeOption === 'ADD_TO_BALANCE' ? { capital: fee } : { fees: fee };
        await postEntries(tx, state, actor?.id ?? null, [
          { kind: 'DEFERRAL_FEE', date: today, paymentId: moved.id, ...parts },
        ]);
        // The re-amortization that follows puts it there by the same rule.
        if (input.feeOption === 'CHARGE')
          feePaymentId =
            feePaymentOf(state.payments.map(toLineState), await holdPresentedPayments(tx, state))?.id ?? null;
      }
      deferral = {
        deferredPaymentId: line.id,
        newPaymentId: moved.id,
        newDate,
        feeOption: input.feeOption,
        fee,
        feePaymentId,
      };
      return { ...deferral };
    },
  );
  return { loan, deferral: deferral! };
}
