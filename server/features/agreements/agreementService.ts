import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConfirmDepositInput, CreateAgreementInput } from '../../../domain/agreementRecords';
import { addDays } from '../../../domain/calendarDates';
import { agreementRefusal, evenAgreement, missedPayments } from '../../../domain/paymentAgreements';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { agreementPayments, collectionFiles, loans, paymentAgreements } from '../../db/schema';
import { AppError, invalidInput, notFound, refuse, staleVersion } from '../../http/errors';
import { recordFileEvents, type NewFileEvent } from '../collections/collectionEvents';
import { setRequestStatuses } from '../collections/collectionRequests';
import { runLoanActionIn } from '../loans/loanActionRunner';
import { stopLines } from '../loans/loanLifecycle';
import { receivePaymentIn } from '../loans/loanPaymentActions';
import { settleDuePayments } from '../loans/loanSchedules';
import { calendarOf, readLoanState, totalsOf } from '../loans/loanState';
import { changedMessage, publishLiveMany } from '../notifications/liveBus';
import { raiseCustomerNotices } from '../notifications/raiseNotification';
import type { UserRow } from '../users/userQueries';
import { getAgreement } from './agreementQueries';

/** How many payments, and how far apart, the first proposal offers. */
const PROPOSED_PAYMENTS = 4;
const PROPOSED_EVERY_DAYS = 14;

async function lockedFile(tx: Tx, fileId: number) {
  const [file] = await tx.select().from(collectionFiles).where(eq(collectionFiles.id, fileId)).for('update');
  if (!file) throw notFound();
  return file;
}

async function requestOfLoan(tx: Tx, loanId: number) {
  const [loan] = await tx.select({ requestId: loans.requestId }).from(loans).where(eq(loans.id, loanId));
  return loan.requestId;
}

/** What is owed today on the file's loan (its payments due collected first), and an even proposal. */
export async function agreementOffer(ctx: AppContext, fileId: number) {
  const today = ctx.clock.today();
  return ctx.database.db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    const state = await readLoanState(tx, file.loanId, true);
    await settleDuePayments(tx, state, today);
    const owed = totalsOf(state).totalOwing;
    const count = Math.max(1, Math.min(PROPOSED_PAYMENTS, Math.floor(owed / 100)));
    return {
      today,
      owed,
      proposal:
        owed > 0 ? evenAgreement(owed, count, addDays(today, 7), PROPOSED_EVERY_DAYS, calendarOf(state.loan)) : [],
    };
  });
}

/**
 * A payment agreement made from a file, in one transaction: the loan's remaining schedule removed
 * (the loan stopped today, as the agent's Stop does), the agreed payments kept, the file waiting
 * for the first of them, the request IN_PAYMENT_AGREEMENT. The payments must add up to exactly
 * what is owed today; a loan with a debit already at the bank waits for it.
 */
export async function createAgreement(ctx: AppContext, actor: UserRow, fileId: number, input: CreateAgreementInput) {
  const today = ctx.clock.today();
  const id = await ctx.database.db.transaction(async (tx) => {
    const file = await lockedFile(tx, fileId);
    if (file.version !== input.version) throw staleVersion();
    if (file.status === 'SETTLED') throw refuse('COLLECTION_FILE_SETTLED');
    const [active] = await tx
      .select({ id: paymentAgreements.id })
      .from(paymentAgreements)
      .where(and(eq(paymentAgreements.fileId, fileId), eq(paymentAgreements.status, 'ACTIVE')));
    if (active) throw refuse('AGREEMENT_EXISTS', { id: active.id });
    let owed = 0;
    await runLoanActionIn(
      tx,
      today,
      { actor, loanId: file.loanId, version: null },
      { action: 'loan.payment-agreement' },
      async (action) => {
        const { state } = action;
        if (!['ACTIVE', 'STOPPED'].includes(state.loan.status))
          throw refuse('LOAN_ACTION_NOT_ALLOWED', { status: state.loan.status });
        owed = totalsOf(state).totalOwing;
        const refusal = agreementRefusal(input.payments, owed, today, calendarOf(state.loan));
        if (refusal?.key === 'validation.agreementTotal')
          throw new AppError(420, 'errors.AGREEMENT_TOTAL', { amount: owed, total: refusal.params!.total });
        if (refusal) throw invalidInput({ [refusal.field]: refusal.key });
        // The agreed payments replace the schedule: a debit already at the bank would be paid twice.
        const stopped = state.loan.status === 'ACTIVE' ? await stopLinesOrWait(action) : null;
        return {
          agreedPayments: input.payments.length,
          total: owed,
          stoppedOn: stopped?.stoppedOn ?? state.loan.stoppedOn,
        };
      },
    );
    const [agreement] = await tx
      .insert(paymentAgreements)
      .values({ fileId, loanId: file.loanId, customerId: file.customerId, totalCents: owed, createdBy: actor.id })
      .returning({ id: paymentAgreements.id });
    await tx.insert(agreementPayments).values(
      input.payments.map((payment, index) => ({
        agreementId: agreement.id,
        number: index + 1,
        dueDate: payment.date,
        amountCents: payment.amount,
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
        detail: { agreementId: agreement.id, payments: input.payments.length, total: owed },
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
 * "Confirm deposit date": an agreed payment's money arrived on that day. It is a payment on the
 * loan's ledger; the file then waits for the next one, or, with the last one in, the agreement is
 * completed, the loan paid in full and the file settled.
 */
export async function confirmDeposit(
  ctx: AppContext,
  actor: UserRow,
  agreementId: number,
  paymentId: number,
  input: ConfirmDepositInput,
) {
  const today = ctx.clock.today();
  await ctx.database.db.transaction(async (tx) => {
    const [agreement] = await tx
      .select()
      .from(paymentAgreements)
      .where(eq(paymentAgreements.id, agreementId))
      .for('update');
    if (!agreement) throw notFound();
    if (agreement.version !== input.version) throw staleVersion();
    if (agreement.status !== 'ACTIVE') throw refuse('AGREEMENT_NOT_ACTIVE');
    const payments = await tx
      .select()
      .from(agreementPayments)
      .where(eq(agreementPayments.agreementId, agreementId))
      .orderBy(asc(agreementPayments.number));
    const payment = payments.find((row) => row.id === paymentId);
    if (!payment) throw notFound();
    if (payment.status !== 'SCHEDULED') throw refuse('AGREEMENT_PAYMENT_DEPOSITED');
    const file = await lockedFile(tx, agreement.fileId);
    await receivePaymentIn(tx, today, actor, agreement.loanId, {
      date: input.depositedOn,
      amount: payment.amountCents,
    }).catch((error: unknown) => {
      // The loan action names its date "date": here it is the deposit date.
      const errors = error instanceof AppError ? error.errors : undefined;
      if (errors?.date) throw invalidInput({ depositedOn: errors.date });
      throw error;
    });
    await tx
      .update(agreementPayments)
      .set({ status: 'DEPOSITED', depositedOn: input.depositedOn })
      .where(eq(agreementPayments.id, paymentId));
    const next = payments.find((row) => row.status === 'SCHEDULED' && row.id !== paymentId);
    await tx
      .update(paymentAgreements)
      .set({ status: next ? 'ACTIVE' : 'COMPLETED', version: agreement.version + 1, updatedAt: new Date() })
      .where(eq(paymentAgreements.id, agreementId));
    const events: NewFileEvent[] = [
      {
        fileId: file.id,
        kind: 'TRANSFER_RECEIVED',
        detail: { receivedOn: input.depositedOn, amount: payment.amountCents, agreementId },
      },
    ];
    if (!next) events.push({ fileId: file.id, kind: 'SETTLED', detail: { agreementId } });
    const [saved] = await tx
      .update(collectionFiles)
      .set({
        ...(next
          ? { expectedTransferOn: next.dueDate, expectedAmountCents: next.amountCents }
          : { status: 'SETTLED' as const, promiseState: 'KEPT' as const, settledOn: today }),
        actualTransferOn: input.depositedOn,
        version: sql`${collectionFiles.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(collectionFiles.id, file.id))
      .returning({ id: collectionFiles.id, version: collectionFiles.version });
    await recordFileEvents(tx, today, actor.id, events);
    if (!next)
      await setRequestStatuses(tx, actor.id, [
        { requestId: await requestOfLoan(tx, agreement.loanId), status: 'LOAN_PAY_IN_FULL' },
      ]);
    await publishLiveMany(tx, [changedMessage('collection-files', saved)]);
  });
  return getAgreement(ctx, agreementId);
}

/**
 * The day's check of the agreements: one whose payment's day passed without its money is broken —
 * that payment missed, the file back to follow up with its promise broken (the agents told), the
 * request back IN_COLLECTIONS. The loan stays stopped: the agent restarts its payments or agrees anew.
 */
export async function breakMissedAgreements(tx: Tx, today: string): Promise<number> {
  const waiting = await tx
    .select({
      id: agreementPayments.id,
      agreementId: agreementPayments.agreementId,
      date: agreementPayments.dueDate,
      status: agreementPayments.status,
    })
    .from(agreementPayments)
    .innerJoin(paymentAgreements, eq(paymentAgreements.id, agreementPayments.agreementId))
    .where(and(eq(paymentAgreements.status, 'ACTIVE'), eq(agreementPayments.status, 'SCHEDULED')));
  const missed = missedPayments(waiting, today);
  if (missed.length === 0) return 0;
  const agreementIds = [...new Set(missed.map((payment) => payment.agreementId))];
  await tx
    .update(agreementPayments)
    .set({ status: 'MISSED' })
    .where(
      inArray(
        agreementPayments.id,
        missed.map((payment) => payment.id),
      ),
    );
  const broken = await tx
    .update(paymentAgreements)
    .set({ status: 'BROKEN', version: sql`${paymentAgreements.version} + 1`, updatedAt: new Date() })
    .where(inArray(paymentAgreements.id, agreementIds))
    .returning({
      id: paymentAgreements.id,
      fileId: paymentAgreements.fileId,
      loanId: paymentAgreements.loanId,
      customerId: paymentAgreements.customerId,
    });
  const files = await tx
    .update(collectionFiles)
    .set({
      status: 'FOLLOW_UP',
      promiseState: 'BROKEN',
      version: sql`${collectionFiles.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      inArray(
        collectionFiles.id,
        broken.map((row) => row.fileId),
      ),
    )
    .returning({
      id: collectionFiles.id,
      version: collectionFiles.version,
      expectedOn: collectionFiles.expectedTransferOn,
    });
  await recordFileEvents(
    tx,
    today,
    null,
    files.map((file) => ({ fileId: file.id, kind: 'PROMISE_BROKEN', detail: { expectedOn: file.expectedOn } })),
  );
  const requests = await tx
    .select({ requestId: loans.requestId })
    .from(loans)
    .where(
      inArray(
        loans.id,
        broken.map((row) => row.loanId),
      ),
    );
  await setRequestStatuses(
    tx,
    null,
    requests.map((row) => ({ requestId: row.requestId, status: 'IN_COLLECTIONS' as const })),
  );
  await raiseCustomerNotices(
    tx,
    'PROMISE_BROKEN',
    broken.map((row) => ({ customerId: row.customerId, path: `/apps/collections/${row.fileId}` })),
  );
  await publishLiveMany(
    tx,
    files.map((file) => changedMessage('collection-files', file)),
  );
  return broken.length;
}
