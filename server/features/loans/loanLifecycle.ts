import { and, eq, isNull } from 'drizzle-orm';
import { CRIMINAL_RATE_CAP_PERCENT } from '../../../domain/annualPercentageRate';
import { addDays } from '../../../domain/calendarDates';
import type {
  CreateLoanInput,
  RestartLoanInput,
  StopLoanInput,
  UpdateLoanInput,
  VersionInput,
} from '../../../domain/loanActions';
import { handEnteredDateRefusal } from '../../../domain/loanActions';
import { amountMatrixError, type LoanConfiguration } from '../../../domain/loanConfiguration';
import { computeSchedule } from '../../../domain/loanSchedule';
import { isDebitSent, stopDateOf } from '../../../domain/loanReschedule';
import { OUTSTANDING_DEPOSIT_STATUSES, type DepositStatus } from '../../../domain/loanStatuses';
import { createPaymentCalendar } from '../../../domain/paymentCalendar';
import { paymentDates } from '../../../domain/paymentFrequencies';
import type { AppContext } from '../../context';
import { customers, deposits, loans, requests } from '../../db/schema';
import { AppError, invalidInput, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { holdCustomerForChange } from '../customers/mergeLocks';
import type { UserRow } from '../users/userQueries';
import { publishChanged } from '../notifications/liveBus';
import { createWaitingDeposit } from '../deposits/depositPayout';
import { runLoanAction, type ActionContext } from './loanActionRunner';
import { readLoanConfiguration } from './loanConfigurationStore';
import { loanNames, toLoanDetail } from './loanDetail';
import { hasDueCollection, settleDuePayments } from './loanSchedules';
import { calendarOf, readLoanState, toLineState, totalsOf, type LoanState } from './loanState';
import { blankLine, deleteLines, insertLines, nextLineNumber, setLineStatus } from './loanWrites';

type Terms = Omit<CreateLoanInput, 'requestId'>;

/** The earliest first payment: tomorrow (a loan is never repaid on the day it is made). */
const earliestFirstPayment = (today: string) => addDays(today, 1);

/**
 * A new or modified loan's terms, checked as the spec asks (amount matrix, hand-entered first date,
 * the approved amount, the Criminal Code's cap) and turned into its schedule.
 */
function scheduleFor(
  terms: Terms,
  config: LoanConfiguration,
  context: { province: string | null; approvedAmount: number | null; today: string },
) {
  const matrix = amountMatrixError(config, terms.amount, terms.numberOfPayments);
  if (matrix) throw invalidInput({ [matrix.field]: matrix.key });
  if (context.approvedAmount !== null && terms.amount > context.approvedAmount)
    throw refuse('AMOUNT_ABOVE_APPROVED', { max: context.approvedAmount });
  const calendar = createPaymentCalendar({ province: context.province ?? undefined });
  const dateRefusal = handEnteredDateRefusal(calendar, terms.firstPaymentDate, {
    earliest: earliestFirstPayment(context.today),
  });
  if (dateRefusal) throw invalidInput({ firstPaymentDate: dateRefusal.key });
  const schedule = computeSchedule({
    ...terms,
    twiceMonthlyDays: terms.twiceMonthlyDays ?? undefined,
    annualInterestRate: config.annualInterestRate,
    brokerageFee: config.brokerageFee,
    membershipFeePerPayment: config.membershipFeePerPayment,
    province: context.province ?? undefined,
  });
  if (schedule.apr > CRIMINAL_RATE_CAP_PERCENT)
    throw refuse('RATE_CAP_EXCEEDED', { apr: schedule.apr, cap: CRIMINAL_RATE_CAP_PERCENT });
  return schedule;
}

const scheduleLines = (schedule: ReturnType<typeof computeSchedule>) =>
  schedule.payments.map((line) => ({ ...line, fees: 0 }));

/**
 * Spec §4: a loan is created from an accepted request of the customer, once ("loan already created
 * from the request"). It stays PENDING, modifiable, until started.
 */
export async function createLoan(ctx: AppContext, actor: UserRow, input: CreateLoanInput) {
  return ctx.database.db.transaction(async (tx) => {
    const today = ctx.clock.today();
    const [request] = await tx.select().from(requests).where(eq(requests.id, input.requestId)).for('update');
    if (!request) throw invalidInput({ requestId: 'validation.invalid' });
    const [existing] = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.requestId, request.id), isNull(loans.deletedAt)));
    if (existing) throw refuse('LOAN_ALREADY_CREATED', { loanId: existing.id });
    if (request.status !== 'ACCEPTED') throw refuse('REQUEST_NOT_ACCEPTED', { status: request.status });
    const customer = await holdCustomerForChange(tx, request.customerId, actor.id);
    const config = await readLoanConfiguration(tx);
    const { requestId: _requestId, ...terms } = input;
    const schedule = scheduleFor(terms, config, {
      province: customer.province,
      approvedAmount: request.approvedAmountCents,
      today,
    });
    const [loan] = await tx
      .insert(loans)
      .values({
        customerId: customer.id,
        requestId: request.id,
        amountCents: terms.amount,
        annualInterestRate: config.annualInterestRate,
        frequency: terms.frequency,
        numberOfPayments: terms.numberOfPayments,
        firstPaymentDate: terms.firstPaymentDate,
        twiceMonthlyDays: terms.twiceMonthlyDays ?? null,
        brokerageFeeCents: config.brokerageFee,
        membershipFeeCents: config.membershipFeePerPayment,
        province: customer.province,
        apr: schedule.apr,
        paymentProvider: terms.paymentProvider,
        agentId: terms.agentId ?? actor.id,
        endDate: schedule.payments.at(-1)?.date ?? null,
        createdBy: actor.id,
      })
      .returning();
    const state: LoanState = { loan, payments: [], entries: [], debitLeadDays: config.debitLeadBusinessDays };
    await insertLines(tx, state, scheduleLines(schedule));
    await audit(tx, {
      actorId: actor.id,
      action: 'loan.created',
      entity: 'loan',
      entityId: loan.id,
      after: { requestId: request.id, ...terms, apr: schedule.apr },
    });
    await publishChanged(tx, 'loans', loan.id, loan.version);
    return toLoanDetail(state, today, await loanNames(tx, state));
  });
}

/** Spec §2's modify loan: the terms of a loan not yet started, with a fresh schedule. */
export function updateLoan(ctx: AppContext, actor: UserRow, loanId: number, input: UpdateLoanInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.updated', requires: 'modify' },
    async ({ tx, state, today }) => {
      const { version: _version, ...terms } = input;
      const [request] = await tx
        .select({ approved: requests.approvedAmountCents })
        .from(requests)
        .where(eq(requests.id, state.loan.requestId));
      const config = await readLoanConfiguration(tx);
      const schedule = scheduleFor(terms, config, {
        province: state.loan.province,
        approvedAmount: request?.approved ?? null,
        today,
      });
      const changes = {
        amountCents: terms.amount,
        frequency: terms.frequency,
        numberOfPayments: terms.numberOfPayments,
        firstPaymentDate: terms.firstPaymentDate,
        twiceMonthlyDays: terms.twiceMonthlyDays ?? null,
        apr: schedule.apr,
        paymentProvider: terms.paymentProvider,
        agentId: terms.agentId ?? state.loan.agentId,
        endDate: schedule.payments.at(-1)?.date ?? null,
      };
      await tx.update(loans).set(changes).where(eq(loans.id, loanId));
      Object.assign(state.loan, changes);
      await deleteLines(tx, state);
      await insertLines(tx, state, scheduleLines(schedule));
      return terms;
    },
  );
}

/**
 * Spec §2's start loan: the loan is active and its deposit waits on the deposits screen; the money
 * is lent (DISBURSEMENT, and the brokerage fee financed with it) when the deposit is out. Spec §5:
 * the customer's banking information is required.
 */
export function startLoan(ctx: AppContext, actor: UserRow, loanId: number, input: VersionInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.started', requires: 'start' },
    async ({ tx, state, today }) => {
      const [bank] = await tx
        .select({
          transit: customers.bankTransit,
          institution: customers.bankInstitution,
          account: customers.bankAccount,
        })
        .from(customers)
        .where(eq(customers.id, state.loan.customerId));
      if (!bank?.transit || !bank.institution || !bank.account) throw refuse('BANKING_INFO_REQUIRED');
      if (state.loan.firstPaymentDate <= today)
        throw refuse('FIRST_PAYMENT_DATE_PASSED', { date: state.loan.firstPaymentDate });
      const changes = { status: 'ACTIVE' as const, depositStatus: 'WAITING' as const, startDate: today };
      await tx.update(loans).set(changes).where(eq(loans.id, loanId));
      Object.assign(state.loan, changes);
      // The ledger owes nothing yet: what is lent is written when the deposit is out (deposits feature).
      await createWaitingDeposit(tx, state.loan);
      return changes;
    },
  );
}

/** Spec §4's stop: the payments after the stop date are removed (a debit already sent stays). */
export function stopLoan(ctx: AppContext, actor: UserRow, loanId: number, input: StopLoanInput) {
  return runLoanAction(ctx, actor, loanId, input.version, { action: 'loan.stopped', requires: 'stop' }, (action) =>
    stopLines(action, input.stopDate),
  );
}

/** The stop itself, in the caller's loan action: the payments after the stop date removed, the loan STOPPED. */
export async function stopLines({ tx, state, today }: ActionContext, stopDate: StopLoanInput['stopDate']) {
  const stoppedOn = stopDateOf(
    stopDate,
    state.payments.map(toLineState),
    today,
    calendarOf(state.loan),
    state.debitLeadDays,
  );
  if (!stoppedOn) throw refuse('STOP_DATE_NOT_AVAILABLE');
  const removed = state.payments
    .filter((row) => row.status === 'SCHEDULED' && row.dueDate > stoppedOn)
    .map((row) => row.id);
  await setLineStatus(tx, state, removed, 'CANCELLED');
  await tx.update(loans).set({ status: 'STOPPED', stoppedOn }).where(eq(loans.id, state.loan.id));
  Object.assign(state.loan, { status: 'STOPPED', stoppedOn });
  return { stopDate, stoppedOn, removedPayments: removed.length };
}

/** Spec §2's restart payments: a new schedule, from a date the agent picks, for what is owed. */
export function restartLoan(ctx: AppContext, actor: UserRow, loanId: number, input: RestartLoanInput) {
  return runLoanAction(
    ctx,
    actor,
    loanId,
    input.version,
    { action: 'loan.restarted', requires: 'restart', reschedule: true },
    (action) => restartLines(action, input),
  );
}

/**
 * The restart itself, in the caller's loan action (a reschedule one): the payments not yet sent
 * cancelled, a new schedule from the first payment date, the loan ACTIVE again.
 */
export async function restartLines(
  { tx, state, today }: ActionContext,
  input: Pick<RestartLoanInput, 'firstPaymentDate' | 'frequency' | 'numberOfPayments' | 'twiceMonthlyDays'>,
) {
  const loanId = state.loan.id;
  const calendar = calendarOf(state.loan);
  const refusal = handEnteredDateRefusal(calendar, input.firstPaymentDate, {
    earliest: earliestFirstPayment(today),
  });
  if (refusal) throw invalidInput({ firstPaymentDate: refusal.key });
  // A debit already sent to the provider cannot be recalled: it stays, and the new schedule comes after it.
  const scheduled = state.payments.filter((row) => row.status === 'SCHEDULED');
  const sent = scheduled.filter((row) => isDebitSent(calendar, today, row.dueDate, state.debitLeadDays));
  await setLineStatus(
    tx,
    state,
    scheduled.filter((row) => !sent.includes(row)).map((row) => row.id),
    'CANCELLED',
  );
  const dates = paymentDates(
    calendar,
    input.firstPaymentDate,
    input.frequency,
    input.numberOfPayments,
    input.twiceMonthlyDays ?? undefined,
  );
  const lastKept = sent
    .map((row) => row.dueDate)
    .sort()
    .at(-1);
  if (lastKept && dates[0] <= lastKept) throw new AppError(420, 'validation.paymentDateTaken', { date: lastKept });
  const first = nextLineNumber(state);
  await insertLines(
    tx,
    state,
    dates.map((date, index) => blankLine(first + index, date)),
  );
  const changes = {
    status: 'ACTIVE' as const,
    stoppedOn: null,
    frequency: input.frequency,
    twiceMonthlyDays: input.twiceMonthlyDays ?? null,
  };
  await tx.update(loans).set(changes).where(eq(loans.id, loanId));
  Object.assign(state.loan, changes);
  // A kept debit whose date has passed was taken while the loan was stopped: collect it first.
  await settleDuePayments(tx, state, today);
  return {
    frequency: input.frequency,
    numberOfPayments: input.numberOfPayments,
    firstPaymentDate: input.firstPaymentDate,
    owing: totalsOf(state).totalOwing,
  };
}

/**
 * Spec §8's delete loan: refused once its deposit went out. The loan and its ledger are kept for
 * the record, hidden everywhere, and its request can have a new loan.
 */
export function deleteLoan(ctx: AppContext, actor: UserRow, loanId: number, input: VersionInput) {
  return runLoanAction(ctx, actor, loanId, input.version, { action: 'loan.deleted' }, async ({ tx, state }) => {
    if (OUTSTANDING_DEPOSIT_STATUSES.includes(state.loan.depositStatus as DepositStatus))
      throw refuse('LOAN_HAS_OUTSTANDING_DEPOSIT');
    const changes = {
      status: 'DELETED' as const,
      depositStatus: state.loan.depositStatus === 'WAITING' ? ('NONE' as const) : state.loan.depositStatus,
      deletedAt: new Date(),
    };
    await tx.update(loans).set(changes).where(eq(loans.id, loanId));
    Object.assign(state.loan, changes);
    // Its deposit, never sent or sent back, goes with it.
    await tx.update(deposits).set({ withdrawnAt: changes.deletedAt }).where(eq(deposits.loanId, loanId));
  });
}

/** The loan as its screen shows it, with payments that came due (their debits gone out) collected first. */
export async function getLoanDetail(ctx: AppContext, loanId: number) {
  const today = ctx.clock.today();
  const state = await readLoanState(ctx.database.db, loanId);
  const names = await loanNames(ctx.database.db, state);
  // Collecting changes the ledger and the lines, not the names nor the debits read with them.
  if (hasDueCollection(state, names.debits, today)) return toLoanDetail(await settleLoan(ctx, loanId), today, names);
  return toLoanDetail(state, today, names);
}

/** Collects one loan's payments that came due (the hourly job and a detail read both use it). */
export async function settleLoan(ctx: AppContext, loanId: number): Promise<LoanState> {
  return ctx.database.db.transaction(async (tx) => {
    const state = await readLoanState(tx, loanId, true);
    await settleDuePayments(tx, state, ctx.clock.today());
    return state;
  });
}
