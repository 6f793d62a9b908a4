import { openOrAdvanceFiles } from '../collections/collectionOpening';
import { readCollectionDegrees } from '../collections/collectionArrears';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  handEnteredDateRefusal,
  type BalanceIncreaseInput,
  type ManualPaymentInput,
  type NsfInput,
  type PaymentProviderInput,
  type RebateInput,
  type ReversalInput,
  type StoppedLoanPaymentInput,
} from '../../../domain/loanActions';
import { nsfFeeFor } from '../../../domain/debits';
import { feeInForce, type LoanConfiguration } from '../../../domain/loanConfiguration';
import { allocatePayment, capitalPartOf, reversalOf, reversalRefusal, reversedIds } from '../../../domain/loanLedger';
import { canTakeNsf } from '../../../domain/loanView';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { deposits, loans } from '../../db/schema';
import { AppError, invalidInput, refuse } from '../../http/errors';
import type { UserRow } from '../users/userQueries';
import { runLoanAction, runLoanActionIn, type ActionContext } from './loanActionRunner';
import { readLoanConfiguration } from './loanConfigurationStore';
import { calendarOf, toLedgerEntry, toLineState, totalsOf, type LoanState } from './loanState';
import { insertLines, nextLineNumber, postEntries, setLineStatus } from './loanWrites';

/** Dates other live lines already hold: a hand-entered payment may not share one (spec §5). */
const takenDates = (state: LoanState) =>
  state.payments.filter((row) => row.status === 'SCHEDULED' || row.status === 'PAID').map((row) => row.dueDate);

/** A date typed in a dialog: the spec's field messages, or its 420 "a payment already exists on {date}". */
export function checkHandEnteredDate(
  state: LoanState,
  date: string,
  field: string,
  bounds: { earliest?: string; latest?: string },
  sameDayAllowed = false,
) {
  const refusal = handEnteredDateRefusal(calendarOf(state.loan), date, {
    ...bounds,
    taken: sameDayAllowed ? [] : takenDates(state),
  });
  if (!refusal) return;
  if (refusal.params) throw new AppError(420, refusal.key, refusal.params);
  throw invalidInput({ [field]: refusal.key });
}

/** A payment received outside the schedule and the line that shows it (already collected). */
async function recordReceivedPayment(
  action: ActionContext,
  kind: 'MANUAL_PAYMENT' | 'STOPPED_LOAN_PAYMENT',
  date: string,
  amount: number,
) {
  const { tx, state, actor } = action;
  const owed = totalsOf(state);
  const parts = allocatePayment(amount, owed);
  const [line] = await insertLines(tx, state, [
    {
      number: nextLineNumber(state),
      kind: kind === 'MANUAL_PAYMENT' ? 'MANUAL' : 'STOPPED_LOAN',
      status: 'PAID',
      date,
      amount,
      interest: -parts.interest,
      capital: -parts.capital,
      membershipFee: 0,
      fees: -parts.fees,
      balance: owed.balance + parts.capital,
    },
  ]);
  await postEntries(tx, state, actor?.id ?? null, [{ kind, date, paymentId: line.id, ...parts }]);
  return { paymentId: line.id, date, amount };
}

/**
 * Spec §2's manual payment: money the borrower paid by hand, on a business day between the loan's
 * start and today. It must leave something for the capital ("The amount entered is too small...")
 * and cannot exceed what repays the loan.
 */
export function addManualPayment(ctx: AppContext, actor: UserRow, loanId: number, input: ManualPaymentInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.manual-payment', requires: 'manualPayment', reschedule: true },
    (action) => takeManualPayment(action, input),
  );
}

async function takeManualPayment(
  action: ActionContext,
  input: { date: string; amount: number },
  fromCollections = false,
) {
  const { state, today } = action;
  const bounds = { earliest: state.loan.startDate ?? undefined, latest: today };
  checkHandEnteredDate(state, input.date, 'date', bounds, fromCollections);
  const totals = totalsOf(state);
  if (input.amount > totals.totalOwing) throw refuse('AMOUNT_ABOVE_PAYOFF', { max: totals.totalOwing });
  if (!fromCollections && capitalPartOf(input.amount, totals) <= 0)
    throw refuse('AMOUNT_TOO_SMALL', { min: totals.interest + totals.fees + 1 });
  return recordReceivedPayment(action, 'MANUAL_PAYMENT', input.date, input.amount);
}

/**
 * Money the borrower sent outside the debits (an Interac transfer a collection agent received), in
 * the caller's transaction: a manual payment, or a stopped loan's payment on a stopped loan, with
 * the same rules as their dialogs.
 */
export async function receivePaymentIn(
  tx: Tx,
  today: string,
  actor: UserRow,
  loanId: number,
  input: { date: string; amount: number },
  /**
   * Money a borrower in collections sent (an Interac transfer, an agreed payment): taken as it
   * came, whatever its amount up to the payoff and on a day another payment may hold (two agreed
   * payments sent at once). The one-a-day and reach-the-capital rules are the hand-entered dialogs'.
   */
  { fromCollections = false } = {},
) {
  const [loan] = await tx.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
  const stopped = loan?.status === 'STOPPED';
  return runLoanActionIn(
    tx,
    today,
    { actor, loanId, version: null },
    stopped
      ? { action: 'loan.stopped-loan-payment', requires: 'stoppedLoanPayment', reschedule: true }
      : { action: 'loan.manual-payment', requires: 'manualPayment', reschedule: true },
    stopped
      ? async (action) => {
          checkHandEnteredDate(
            action.state,
            input.date,
            'date',
            { earliest: action.state.loan.startDate ?? undefined, latest: action.today },
            fromCollections,
          );
          if (input.amount > totalsOf(action.state).totalOwing)
            throw refuse('AMOUNT_ABOVE_PAYOFF', { max: totalsOf(action.state).totalOwing });
          const result = await recordReceivedPayment(action, 'STOPPED_LOAN_PAYMENT', input.date, input.amount);
          await paidInFullWhenNothingOwed(action, input.date);
          return result;
        }
      : (action) => takeManualPayment(action, input, fromCollections),
  );
}

/** Spec §2's stopped-loan payment; above what remains owed it asks the agent to confirm first. */
export function addStoppedLoanPayment(ctx: AppContext, actor: UserRow, loanId: number, input: StoppedLoanPaymentInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.stopped-loan-payment', requires: 'stoppedLoanPayment', reschedule: true },
    async (action) => {
      const { state, today } = action;
      checkHandEnteredDate(state, input.date, 'date', { earliest: state.loan.startDate ?? undefined, latest: today });
      const owing = totalsOf(state).totalOwing;
      if (input.amount > owing && !input.confirmAboveBalance)
        throw refuse('AMOUNT_ABOVE_BALANCE_CONFIRM', { balance: owing });
      const result = await recordReceivedPayment(action, 'STOPPED_LOAN_PAYMENT', input.date, input.amount);
      await paidInFullWhenNothingOwed(action, input.date);
      return result;
    },
  );
}

/** A stopped loan whose last money came in is paid in full, on that day. */
export async function paidInFullWhenNothingOwed({ tx, state }: ActionContext, date: string) {
  if (totalsOf(state).totalOwing > 0) return;
  await tx.update(loans).set({ status: 'LOAN_PAY_IN_FULL', endDate: date }).where(eq(loans.id, state.loan.id));
  Object.assign(state.loan, { status: 'LOAN_PAY_IN_FULL', endDate: date });
}

/** Spec §2's increase balance: more capital lent, repaid over the remaining payments. */
export function increaseBalance(ctx: AppContext, actor: UserRow, loanId: number, input: BalanceIncreaseInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.balance-increase', requires: 'increaseBalance', reschedule: true },
    async ({ tx, state, today }) => {
      await postEntries(tx, state, actor.id, [
        { kind: 'BALANCE_INCREASE', date: today, capital: input.amount, note: input.reason },
      ]);
      return { amount: input.amount };
    },
  );
}

/** Spec §2's rebate: part of what is owed forgiven, never more than what repays the loan. */
export function addRebate(ctx: AppContext, actor: UserRow, loanId: number, input: RebateInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.rebate', requires: 'rebate', reschedule: true },
    async ({ tx, state, today }) => {
      const owing = totalsOf(state).totalOwing;
      if (input.amount > owing) throw refuse('AMOUNT_ABOVE_PAYOFF', { max: owing });
      await postEntries(tx, state, actor.id, [
        { kind: 'REBATE', date: today, ...allocatePayment(input.amount, totalsOf(state)), note: input.reason },
      ]);
      return { amount: input.amount };
    },
  );
}

/**
 * Spec §2's NSF add: the bank returned a collected payment. What it paid is owed again (a reversing
 * NSF entry), the NSF fee in force on its date is charged, and the NSF count rises.
 */
export function addNsf(ctx: AppContext, actor: UserRow, loanId: number, input: NsfInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.nsf-added', reschedule: true },
    async ({ tx, state, today }) => {
      if (!['ACTIVE', 'STOPPED', 'LOAN_PAY_IN_FULL'].includes(state.loan.status))
        throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: state.loan.status });
      const line = state.payments.find((row) => row.id === input.paymentId);
      if (!line || !nsfTakeable(state, line)) throw refuse('PAYMENT_NOT_NSF_ELIGIBLE');
      const taken = await takeNsf(tx, state, actor.id, line);
      // An NSF the agent enters puts the loan in collections as a returned debit does.
      await openOrAdvanceFiles(tx, today, actor.id, [{ loanId, reason: 'MANUAL_NSF' }], {
        returned: true,
        degrees: await readCollectionDegrees(tx),
      });
      return taken;
    },
  );
}

/** A collected payment of the schedule that the bank may still return. */
export function nsfTakeable(state: LoanState, line: LoanState['payments'][number]): boolean {
  const payment = state.entries.find((entry) => entry.kind === 'PAYMENT' && entry.paymentId === line.id);
  return Boolean(payment) && canTakeNsf(toLineState(line));
}

/** What an NSF fee depends on: the fee history and the provinces' caps (loan configuration). */
export type NsfTerms = Pick<LoanConfiguration, 'fees' | 'nsfFeeCaps'>;

/**
 * The entries of a returned payment, the same whoever records it (an agent's NSF, a provider's
 * return): what it paid reversed, the NSF fee in force on its date charged (at most a province's
 * cap on dishonoured-payment fees), the line marked NSF.
 */
export async function takeNsf(
  tx: Tx,
  state: LoanState,
  actorId: number | null,
  line: LoanState['payments'][number],
  /** The fees and caps, when the caller read them once for many loans (a returns file). */
  terms?: NsfTerms,
) {
  const payment = state.entries.find((entry) => entry.kind === 'PAYMENT' && entry.paymentId === line.id)!;
  const { fees, nsfFeeCaps } = terms ?? (await readLoanConfiguration(tx));
  const fee = nsfFeeFor(feeInForce(fees, 'NSF', line.dueDate), state.loan.province, nsfFeeCaps);
  // Independent writes, sent together (one round trip: a returns file takes thousands).
  await Promise.all([
    postEntries(tx, state, actorId, [
      {
        kind: 'NSF',
        date: line.dueDate,
        paymentId: line.id,
        reversesEntryId: payment.id,
        ...reversalOf(toLedgerEntry(payment)),
      },
      ...(fee > 0 ? [{ kind: 'NSF_FEE' as const, date: line.dueDate, paymentId: line.id, fees: fee }] : []),
    ]),
    setLineStatus(tx, state, [line.id], 'NSF'),
  ]);
  return { paymentId: line.id, fee };
}

/**
 * Spec §2's removals (rebate, payment, deferred fee) and NSF remove: a REVERSAL entry cancels the
 * chosen one. Removing an NSF also cancels its fee and puts the payment back as collected.
 */
export function reverseEntry(ctx: AppContext, actor: UserRow, loanId: number, input: ReversalInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.entry-removed', reschedule: true },
    async ({ tx, state, today }) => {
      const entries = state.entries.map(toLedgerEntry);
      const target = entries.find((entry) => entry.id === input.entryId);
      if (!target) throw refuse('ENTRY_NOT_FOUND');
      const refusal = reversalRefusal(target, entries);
      if (refusal) throw refuse(refusal);
      const reversals = [target];
      if (target.kind === 'NSF') {
        const reversed = reversedIds(entries);
        const fee = entries.findLast(
          (entry) => entry.kind === 'NSF_FEE' && entry.paymentId === target.paymentId && !reversed.has(entry.id),
        );
        if (fee) reversals.push(fee);
      }
      await postEntries(
        tx,
        state,
        actor.id,
        reversals.map((entry) => ({
          kind: 'REVERSAL' as const,
          date: today,
          paymentId: entry.paymentId,
          reversesEntryId: entry.id,
          ...reversalOf(entry),
        })),
      );
      if (target.paymentId !== null) {
        if (target.kind === 'NSF') await setLineStatus(tx, state, [target.paymentId], 'PAID');
        if (target.kind === 'MANUAL_PAYMENT' || target.kind === 'STOPPED_LOAN_PAYMENT')
          await setLineStatus(tx, state, [target.paymentId], 'REMOVED');
      }
      return { entryId: target.id, kind: target.kind };
    },
  );
}

/** Spec §2's change payment provider. */
export function changePaymentProvider(ctx: AppContext, actor: UserRow, loanId: number, input: PaymentProviderInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.payment-provider', requires: 'changeProvider' },
    async ({ tx, state }) => {
      const from = state.loan.paymentProvider;
      if (from === input.paymentProvider) throw invalidInput({ paymentProvider: 'validation.sameAsCurrent' });
      await tx.update(loans).set({ paymentProvider: input.paymentProvider }).where(eq(loans.id, loanId));
      state.loan.paymentProvider = input.paymentProvider;
      // A deposit not yet out goes through the new provider too.
      await tx
        .update(deposits)
        .set({ provider: input.paymentProvider, version: sql`${deposits.version} + 1`, updatedAt: new Date() })
        .where(and(eq(deposits.loanId, loanId), ne(deposits.status, 'DEPOSITED'), isNull(deposits.transactionId)));
      return { from, to: input.paymentProvider };
    },
  );
}
