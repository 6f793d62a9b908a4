import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChangeAgreementInput, CreateAgreementInput } from '../../../domain/agreementRecords';
import { addDays } from '../../../domain/calendarDates';
import { arrearsOf } from '../../../domain/loanArrears';
import {
  agreementRefusal,
  evenAgreement,
  type AgreedPayment,
  type AgreementScope,
} from '../../../domain/paymentAgreements';
import type { PaymentCalendar } from '../../../domain/paymentCalendar';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { agreementPayments, collectionFiles, customers, loanPayments, loans, paymentAgreements } from '../../db/schema';
import { AppError, invalidInput, notFound, refuse, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import { recordFileEvents } from '../collections/collectionEvents';
import { setRequestStatuses } from '../collections/collectionRequests';
import { runLoanActionIn, type ActionContext } from '../loans/loanActionRunner';
import { stopLines } from '../loans/loanLifecycle';
import { settleDuePayments } from '../loans/loanSchedules';
import { calendarOf, readLoanState, toLineState, totalsOf, type LoanState } from '../loans/loanState';
import { stopDateOf } from '../../../domain/loanReschedule';
import { insertLines, nextLineNumber, setLineStatus } from '../loans/loanWrites';
import { changedMessage, publishLiveMany } from '../notifications/liveBus';
import type { UserRow } from '../users/userQueries';
import { getAgreement } from './agreementQueries';

/** How many payments, and how far apart, the first proposal offers. */
const PROPOSED_PAYMENTS = 4;
const PROPOSED_EVERY_DAYS = 14;

export async function lockedFile(tx: Tx, fileId: number) {
  const [file] = await tx.select().from(collectionFiles).where(eq(collectionFiles.id, fileId)).for('update');
  if (!file) throw notFound();
  return file;
}

export async function requestOfLoan(tx: Tx, loanId: number) {
  const [loan] = await tx.select({ requestId: loans.requestId }).from(loans).where(eq(loans.id, loanId));
  return loan.requestId;
}

/** An ongoing agreement locked for a change, at the version the agent read. */
export async function lockedActiveAgreement(tx: Tx, agreementId: number, version: number) {
  const [agreement] = await tx
    .select()
    .from(paymentAgreements)
    .where(eq(paymentAgreements.id, agreementId))
    .for('update');
  if (!agreement) throw notFound();
  if (agreement.version !== version) throw staleVersion();
  if (agreement.status !== 'ACTIVE') throw refuse('AGREEMENT_NOT_ACTIVE');
  return agreement;
}

/** What an agreement would repay today: everything owed, or what is past due on the schedule. */
function amountsOf(state: LoanState, today: string): Record<AgreementScope, number> {
  const owed = totalsOf(state).totalOwing;
  const { amountPastDue } = arrearsOf(
    state.payments.map((row) => ({ date: row.dueDate, amount: row.amountCents, status: row.status, kind: row.kind })),
    today,
  );
  // On the arrears only while some of what is owed is not yet due: otherwise it is the balance.
  return { BALANCE: owed, ARREARS: amountPastDue > 0 && amountPastDue < owed ? amountPastDue : 0 };
}

const proposalFor = (owed: number, today: string, calendar: PaymentCalendar): AgreedPayment[] =>
  owed > 0
    ? evenAgreement(
        owed,
        Math.max(1, Math.min(PROPOSED_PAYMENTS, Math.floor(owed / 100))),
        addDays(today, 7),
        PROPOSED_EVERY_DAYS,
        calendar,
      )
    : [];

async function canDebit(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({
      ok: sql<boolean>`${customers.bankTransit} is not null and ${customers.bankInstitution} is not null and ${customers.bankAccount} is not null`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return Boolean(row?.ok);
}

type FileRow = Awaited<ReturnType<typeof lockedFile>>;

/** The file's agreement still in force, if any: a second one is refused. */
async function activeAgreementOf(tx: Tx, fileId: number) {
  const [active] = await tx
    .select({ id: paymentAgreements.id })
    .from(paymentAgreements)
    .where(and(eq(paymentAgreements.fileId, fileId), eq(paymentAgreements.status, 'ACTIVE')));
  return active ?? null;
}

/**
 * Why no agreement can be made on the file now, whatever its terms (null when one can): the
 * dialog says it before the agent types, and the save refuses for the same reasons.
 */
async function agreementBlocker(tx: Tx, file: FileRow, state: LoanState, owed: number, today: string) {
  if (file.status === 'SETTLED') return refuse('COLLECTION_FILE_SETTLED');
  const active = await activeAgreementOf(tx, file.id);
  if (active) return refuse('AGREEMENT_EXISTS', { id: active.id });
  if (!['ACTIVE', 'STOPPED'].includes(state.loan.status))
    return refuse('LOAN_ACTION_NOT_ALLOWED', { status: state.loan.status });
  if (owed <= 0) return refuse('AGREEMENT_NO_ARREARS');
  // The agreed payments replace the schedule: a debit already at the bank would be paid twice.
  const canStopToday =
    state.loan.status !== 'ACTIVE' ||
    stopDateOf('TODAY', state.payments.map(toLineState), today, calendarOf(state.loan), state.debitLeadDays) !== null;
  if (!canStopToday) return refuse('AGREEMENT_DEBIT_OUT');
  return null;
}

/** What is owed today on the file's loan (its payments due collected first), with an even proposal for each scope. */
export async function agreementOffer(ctx: AppContext, fileId: number) {
  const today = ctx.clock.today();
  return ctx.database.db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    const state = await readLoanState(tx, file.loanId, true);
    await settleDuePayments(tx, state, today);
    const amounts = amountsOf(state, today);
    const calendar = calendarOf(state.loan);
    const blocker = await agreementBlocker(tx, file, state, amounts.BALANCE, today);
    return {
      today,
      owed: amounts.BALANCE,
      pastDue: amounts.ARREARS,
      proposals: {
        BALANCE: proposalFor(amounts.BALANCE, today, calendar),
        ARREARS: proposalFor(amounts.ARREARS, today, calendar),
      },
      canDebit: await canDebit(tx, file.customerId),
      refusal: blocker && { message: blocker.message, params: blocker.params ?? {} },
    };
  });
}

/** The agreed payments checked against what they must add up to, with the refusal on its field. */
function checkPayments(payments: readonly AgreedPayment[], owed: number, today: string, calendar: PaymentCalendar) {
  const refusal = agreementRefusal(payments, owed, today, calendar);
  if (refusal?.key === 'validation.agreementTotal')
    throw new AppError(420, 'errors.AGREEMENT_TOTAL', { amount: owed, total: refusal.params!.total });
  if (refusal) throw invalidInput({ [refusal.field]: refusal.key });
}

/**
 * A payment agreement by debit puts its payments on the loan as lines of their own (kind
 * AGREEMENT, their amounts as agreed): the debits present and collect them like any payment.
 */
async function writeAgreedLines({ tx, state }: ActionContext, payments: readonly AgreedPayment[]) {
  const first = nextLineNumber(state);
  let left = totalsOf(state).totalOwing;
  return insertLines(
    tx,
    state,
    payments.map((payment, index) => {
      left -= payment.amount;
      return {
        number: first + index,
        kind: 'AGREEMENT' as const,
        date: payment.date,
        amount: payment.amount,
        interest: 0,
        capital: payment.amount,
        membershipFee: 0,
        fees: 0,
        balance: Math.max(0, left),
      };
    }),
  );
}

/** How many regular payments were left to come when the agreement suspended them (at least one). */
function regularPaymentsLeft(state: LoanState): number {
  const { stoppedOn } = state.loan;
  const left = state.payments.filter(
    (row) =>
      row.kind === 'SCHEDULED' &&
      (row.status === 'SCHEDULED' || (row.status === 'CANCELLED' && stoppedOn !== null && row.dueDate > stoppedOn)),
  );
  return Math.max(1, new Set(left.map((row) => row.dueDate)).size);
}

/**
 * A payment agreement made from a file, in one transaction: the loan's remaining schedule removed
 * (the loan stopped today, as the agent's Stop does), the agreed payments kept (and, by debit, put
 * on the loan to be presented), the file waiting for the first of them, the request
 * IN_PAYMENT_AGREEMENT. The payments must add up to exactly what the scope covers today; a loan
 * with a debit already at the bank waits for it.
 */
export async function createAgreement(ctx: AppContext, actor: UserRow, fileId: number, input: CreateAgreementInput) {
  const today = ctx.clock.today();
  const id = await ctx.database.db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    if (file.version !== input.version) throw staleVersion();
    if (file.status === 'SETTLED') throw refuse('COLLECTION_FILE_SETTLED');
    const active = await activeAgreementOf(tx, fileId);
    if (active) throw refuse('AGREEMENT_EXISTS', { id: active.id });
    if (input.method === 'PAD' && !(await canDebit(tx, file.customerId))) throw refuse('AGREEMENT_NO_BANK_ACCOUNT');
    let owed = 0;
    let resumePayments: number | null = null;
    let lineIds: number[] = [];
    await runLoanActionIn(
      tx,
      today,
      { actor, loanId: file.loanId, version: null },
      { action: 'loan.payment-agreement' },
      async (action) => {
        const { state } = action;
        if (!['ACTIVE', 'STOPPED'].includes(state.loan.status))
          throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: state.loan.status });
        owed = amountsOf(state, today)[input.scope];
        if (owed <= 0) throw refuse('AGREEMENT_NO_ARREARS');
        checkPayments(input.payments, owed, today, calendarOf(state.loan));
        if (input.scope === 'ARREARS') resumePayments = regularPaymentsLeft(state);
        // The agreed payments replace the schedule: a debit already at the bank would be paid twice.
        const stopped = state.loan.status === 'ACTIVE' ? await stopLinesOrWait(action) : null;
        if (input.method === 'PAD') lineIds = (await writeAgreedLines(action, input.payments)).map((row) => row.id);
        return {
          agreedPayments: input.payments.length,
          method: input.method,
          scope: input.scope,
          total: owed,
          stoppedOn: stopped?.stoppedOn ?? state.loan.stoppedOn,
        };
      },
    );
    const [agreement] = await tx
      .insert(paymentAgreements)
      .values({
        fileId,
        loanId: file.loanId,
        customerId: file.customerId,
        totalCents: owed,
        method: input.method,
        scope: input.scope,
        resumePayments,
        createdBy: actor.id,
      })
      .returning({ id: paymentAgreements.id });
    await tx.insert(agreementPayments).values(
      input.payments.map((payment, index) => ({
        agreementId: agreement.id,
        number: index + 1,
        dueDate: payment.date,
        amountCents: payment.amount,
        paymentLineId: lineIds[index] ?? null,
      })),
    );
    const [saved] = await tx
      .update(collectionFiles)
      .set({
        agreement: 'PAYMENT_AGREEMENT',
        status: 'PROMISED',
        promiseState: 'PENDING',
        expectedTransferOn: input.payments[0].date,
        expectedAmountCents: input.payments[0].amount,
        actualTransferOn: null,
        version: file.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(collectionFiles.id, fileId))
      .returning({ id: collectionFiles.id, version: collectionFiles.version });
    await recordFileEvents(tx, today, actor.id, [
      {
        fileId,
        kind: 'AGREEMENT',
        detail: {
          agreementId: agreement.id,
          payments: input.payments.length,
          total: owed,
          method: input.method,
          scope: input.scope,
        },
      },
    ]);
    await setRequestStatuses(tx, actor.id, [
      { requestId: await requestOfLoan(tx, file.loanId), status: 'IN_PAYMENT_AGREEMENT' },
    ]);
    await publishLiveMany(tx, [changedMessage('collection-files', saved)]);
    return agreement.id;
  });
  return getAgreement(ctx, id);
}

async function stopLinesOrWait(action: Parameters<typeof stopLines>[0]) {
  try {
    return await stopLines(action, 'TODAY');
  } catch (error) {
    if (error instanceof AppError && error.message === 'errors.STOP_DATE_NOT_AVAILABLE')
      throw refuse('AGREEMENT_DEBIT_OUT');
    throw error;
  }
}

/**
 * An agreement changed: the payments still to come (not deposited, and by debit not yet at the
 * bank) replaced by new ones that add up to the same money, the rest kept as it stands. The loan's
 * lines follow in the same transaction, audited on both the loan and the agreement.
 */
export async function changeAgreement(
  ctx: AppContext,
  actor: UserRow,
  agreementId: number,
  input: ChangeAgreementInput,
) {
  const today = ctx.clock.today();
  await ctx.database.db.transaction(async (tx) => {
    const agreement = await lockedActiveAgreement(tx, agreementId, input.version);
    const rows = await tx
      .select({ payment: agreementPayments, presented: loanPayments.presented })
      .from(agreementPayments)
      .leftJoin(loanPayments, eq(loanPayments.id, agreementPayments.paymentLineId))
      .where(eq(agreementPayments.agreementId, agreementId))
      .orderBy(asc(agreementPayments.number));
    const changeable = rows.filter(({ payment, presented }) => payment.status === 'SCHEDULED' && !presented);
    if (changeable.length === 0) throw refuse('AGREEMENT_NOTHING_TO_CHANGE');
    const kept = rows.filter((row) => !changeable.includes(row)).map(({ payment }) => payment);
    const owed = changeable.reduce((sum, { payment }) => sum + payment.amountCents, 0);
    // A payment already at the bank keeps its day: the new ones come after it.
    const lastKept = kept
      .filter((payment) => payment.status === 'SCHEDULED')
      .map((payment) => payment.dueDate)
      .sort()
      .at(-1);
    let lineIds: number[] = [];
    await runLoanActionIn(
      tx,
      today,
      { actor, loanId: agreement.loanId, version: null },
      { action: 'loan.payment-agreement-changed' },
      async (action) => {
        checkPayments(input.payments, owed, today, calendarOf(action.state.loan));
        if (lastKept && input.payments[0].date <= lastKept)
          throw invalidInput({ 'payments.0.date': 'validation.agreementDateOrder' });
        if (agreement.method === 'PAD') {
          const replaced = changeable.map(({ payment }) => payment.paymentLineId).filter((id) => id !== null);
          await setLineStatus(action.tx, action.state, replaced, 'CANCELLED');
          lineIds = (await writeAgreedLines(action, input.payments)).map((row) => row.id);
        }
        return { agreementId, replacedPayments: changeable.length, payments: input.payments.length };
      },
    );
    await tx
      .delete(agreementPayments)
      .where(
        sql`${agreementPayments.id} = any(${`{${changeable.map(({ payment }) => payment.id).join(',')}}`}::int[])`,
      );
    const firstNumber = Math.max(0, ...kept.map((payment) => payment.number)) + 1;
    await tx.insert(agreementPayments).values(
      input.payments.map((payment, index) => ({
        agreementId,
        number: firstNumber + index,
        dueDate: payment.date,
        amountCents: payment.amount,
        paymentLineId: lineIds[index] ?? null,
      })),
    );
    await tx
      .update(paymentAgreements)
      .set({ version: agreement.version + 1, updatedAt: new Date() })
      .where(eq(paymentAgreements.id, agreementId));
    await audit(tx, {
      actorId: actor.id,
      action: 'agreement.changed',
      entity: 'agreement',
      entityId: agreementId,
      before: changeable.map(({ payment }) => ({ date: payment.dueDate, amount: payment.amountCents })),
      after: input.payments,
    });
    const next = [
      ...kept.filter((payment) => payment.status === 'SCHEDULED'),
      ...input.payments.map((payment) => ({ dueDate: payment.date, amountCents: payment.amount })),
    ].sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1))[0];
    const [saved] = await tx
      .update(collectionFiles)
      .set({
        expectedTransferOn: next.dueDate,
        expectedAmountCents: next.amountCents,
        version: sql`${collectionFiles.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(collectionFiles.id, agreement.fileId))
      .returning({ id: collectionFiles.id, version: collectionFiles.version });
    await recordFileEvents(tx, today, actor.id, [
      {
        fileId: agreement.fileId,
        kind: 'AGREEMENT_CHANGED',
        detail: { agreementId, payments: input.payments.length, total: owed },
      },
    ]);
    await publishLiveMany(tx, [changedMessage('collection-files', saved)]);
  });
  return getAgreement(ctx, agreementId);
}
