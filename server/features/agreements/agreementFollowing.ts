import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConfirmDepositInput } from '../../../domain/agreementRecords';
import { addDays } from '../../../domain/calendarDates';
import {
  agreementPaymentNews,
  agreementStanding,
  resumeFirstDate,
  type AgreementPaymentStatus,
} from '../../../domain/paymentAgreements';
import type { Frequency } from '../../../domain/paymentFrequencies';
import { paymentDates } from '../../../domain/paymentFrequencies';
import type { RequestStatus } from '../../../domain/requests';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { agreementPayments, collectionFiles, loanPayments, loans, paymentAgreements } from '../../db/schema';
import { sqlArray } from '../../db/sqlArrays';
import { AppError, invalidInput, notFound, refuse } from '../../http/errors';
import { recordFileEvents, type NewFileEvent } from '../collections/collectionEvents';
import { restoreRequestStatuses, setRequestStatuses } from '../collections/collectionRequests';
import { runLoanActionIn } from '../loans/loanActionRunner';
import { restartLines } from '../loans/loanLifecycle';
import { paidInFullWhenNothingOwed, receivePaymentIn } from '../loans/loanPaymentActions';
import { calendarOf, totalsOf } from '../loans/loanState';
import { setLineStatus } from '../loans/loanWrites';
import { changedMessage, publishLiveMany } from '../notifications/liveBus';
import { raiseCustomerNotices } from '../notifications/raiseNotification';
import type { UserRow } from '../users/userQueries';
import { getAgreement } from './agreementQueries';
import { lockedActiveAgreement, lockedFile } from './agreementService';

type AgreementRow = typeof paymentAgreements.$inferSelect;

/**
 * "Confirm deposit date" (an agreement paid by Interac): an agreed payment's money arrived on that
 * day. It is a payment on the loan's ledger; the file then waits for the next one, or, with the
 * last one in, the agreement is kept. A payment by debit is confirmed by its debit, not by hand.
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
    const agreement = await lockedActiveAgreement(tx, agreementId, input.version);
    const payments = await tx
      .select()
      .from(agreementPayments)
      .where(eq(agreementPayments.agreementId, agreementId))
      .orderBy(asc(agreementPayments.number));
    const payment = payments.find((row) => row.id === paymentId);
    if (!payment) throw notFound();
    if (payment.status !== 'SCHEDULED') throw refuse('AGREEMENT_PAYMENT_DEPOSITED');
    if (payment.paymentLineId !== null) throw refuse('AGREEMENT_PAYMENT_BY_DEBIT');
    await lockedFile(tx, agreement.fileId);
    await receivePaymentIn(
      tx,
      today,
      actor,
      agreement.loanId,
      { date: input.depositedOn, amount: payment.amountCents },
      { fromCollections: true },
    ).catch((error: unknown) => {
      // The loan action names its date "date": here it is the deposit date.
      const errors = error instanceof AppError ? error.errors : undefined;
      if (errors?.date) throw invalidInput({ depositedOn: errors.date });
      throw error;
    });
    await tx
      .update(agreementPayments)
      .set({ status: 'DEPOSITED', depositedOn: input.depositedOn })
      .where(eq(agreementPayments.id, paymentId));
    await tx
      .update(paymentAgreements)
      .set({ version: agreement.version + 1, updatedAt: new Date() })
      .where(eq(paymentAgreements.id, agreementId));
    await fileReceived(tx, today, actor, agreement, [{ amount: payment.amountCents, on: input.depositedOn }]);
    const statuses = payments.map((row) => (row.id === paymentId ? 'DEPOSITED' : row.status));
    if (agreementStanding(statuses) === 'COMPLETED') await keepAgreement(tx, today, actor, agreement);
  });
  return getAgreement(ctx, agreementId);
}

/** The file of an agreement told of money in: the history, and the next payment it waits for. */
async function fileReceived(
  tx: Tx,
  today: string,
  actor: UserRow | null,
  agreement: Pick<AgreementRow, 'id' | 'fileId'>,
  received: { amount: number; on: string }[],
) {
  const [next] = await tx
    .select({ date: agreementPayments.dueDate, amount: agreementPayments.amountCents })
    .from(agreementPayments)
    .where(and(eq(agreementPayments.agreementId, agreement.id), eq(agreementPayments.status, 'SCHEDULED')))
    .orderBy(asc(agreementPayments.dueDate))
    .limit(1);
  const [saved] = await tx
    .update(collectionFiles)
    .set({
      ...(next ? { expectedTransferOn: next.date, expectedAmountCents: next.amount } : {}),
      actualTransferOn: received.at(-1)!.on,
      version: sql`${collectionFiles.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(collectionFiles.id, agreement.fileId))
    .returning({ id: collectionFiles.id, version: collectionFiles.version });
  await recordFileEvents(
    tx,
    today,
    actor?.id ?? null,
    received.map((money) => ({
      fileId: agreement.fileId,
      kind: 'TRANSFER_RECEIVED' as const,
      detail: { receivedOn: money.on, amount: money.amount, agreementId: agreement.id, byDebit: actor === null },
    })),
  );
  await publishLiveMany(tx, [changedMessage('collection-files', saved)]);
}

/**
 * An agreement kept (every payment in): on the balance, the loan is paid in full; on the arrears,
 * its regular payments resume one period after the last agreed payment, as many as were left, and
 * the loan is active again. The file settles and the request leaves IN_PAYMENT_AGREEMENT.
 */
async function keepAgreement(tx: Tx, today: string, actor: UserRow | null, agreement: AgreementRow) {
  const payments = await tx
    .select({ date: agreementPayments.dueDate })
    .from(agreementPayments)
    .where(eq(agreementPayments.agreementId, agreement.id));
  const lastAgreed = payments
    .map((row) => row.date)
    .sort()
    .at(-1)!;
  const resumes = agreement.scope === 'ARREARS';
  await runLoanActionIn(
    tx,
    today,
    { actor, loanId: agreement.loanId, version: null },
    { action: 'loan.payment-agreement-kept', reschedule: resumes },
    async (action) => {
      const { state } = action;
      if (state.loan.status !== 'STOPPED') return { agreementId: agreement.id, status: state.loan.status };
      if (!resumes || totalsOf(state).totalOwing <= 0) {
        await paidInFullWhenNothingOwed(action, today);
        return { agreementId: agreement.id, status: state.loan.status };
      }
      const frequency = state.loan.frequency as Frequency;
      const twiceMonthlyDays = state.loan.twiceMonthlyDays ?? undefined;
      const datesFrom = (first: string, count: number) =>
        paymentDates(calendarOf(state.loan), first, frequency, count, twiceMonthlyDays);
      const restarted = await restartLines(action, {
        firstPaymentDate: resumeFirstDate(lastAgreed, addDays(today, 1), datesFrom),
        frequency,
        numberOfPayments: agreement.resumePayments ?? 1,
        twiceMonthlyDays: state.loan.twiceMonthlyDays,
      });
      return { agreementId: agreement.id, ...restarted };
    },
  );
  const [loan] = await tx
    .select({ status: loans.status, requestId: loans.requestId })
    .from(loans)
    .where(eq(loans.id, agreement.loanId));
  await tx
    .update(paymentAgreements)
    .set({ status: 'COMPLETED', version: sql`${paymentAgreements.version} + 1`, updatedAt: new Date() })
    .where(eq(paymentAgreements.id, agreement.id));
  const [file] = await tx
    .update(collectionFiles)
    .set({
      status: 'SETTLED',
      promiseState: 'KEPT',
      settledOn: today,
      version: sql`${collectionFiles.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(collectionFiles.id, agreement.fileId))
    .returning({
      id: collectionFiles.id,
      version: collectionFiles.version,
      requestStatusBefore: collectionFiles.requestStatusBefore,
    });
  await recordFileEvents(tx, today, actor?.id ?? null, [
    { fileId: file.id, kind: 'PROMISE_KEPT', detail: { agreementId: agreement.id } },
    { fileId: file.id, kind: 'SETTLED', detail: { agreementId: agreement.id, loanStatus: loan.status } },
  ]);
  if (loan.status === 'LOAN_PAY_IN_FULL')
    await setRequestStatuses(tx, actor?.id ?? null, [{ requestId: loan.requestId, status: 'LOAN_PAY_IN_FULL' }]);
  // Back to active: the request gets back what it was before collections.
  else await restoreRequestStatuses(tx, [{ requestId: loan.requestId, requestStatusBefore: file.requestStatusBefore }]);
  await publishLiveMany(tx, [changedMessage('collection-files', file)]);
}

/**
 * The agreements' news, in the caller's transaction (the hourly sweep; a returns file for its
 * loans): each payment by debit follows its line (collected, returned, cancelled), each payment by
 * Interac whose day passed without its money is missed. A miss breaks the agreement (the file back
 * to follow up, its agents told, the request IN_COLLECTIONS; the loan stays stopped for the agent
 * to restart or agree anew); the last payment in keeps it. Answers how many broke and were kept.
 */
export async function followAgreements(
  tx: Tx,
  today: string,
  loanIds?: number[],
): Promise<{ broken: number; kept: number }> {
  const rows = await tx
    .select({
      id: agreementPayments.id,
      agreementId: agreementPayments.agreementId,
      date: agreementPayments.dueDate,
      amount: agreementPayments.amountCents,
      status: agreementPayments.status,
      lineStatus: loanPayments.status,
    })
    .from(agreementPayments)
    .innerJoin(paymentAgreements, eq(paymentAgreements.id, agreementPayments.agreementId))
    .leftJoin(loanPayments, eq(loanPayments.id, agreementPayments.paymentLineId))
    .where(
      and(
        eq(paymentAgreements.status, 'ACTIVE'),
        loanIds ? sql`${paymentAgreements.loanId} = any(${sqlArray(loanIds, 'int')})` : undefined,
      ),
    );
  const news = agreementPaymentNews(rows, today);
  if (news.length === 0) return { broken: 0, kept: 0 };
  for (const status of ['DEPOSITED', 'MISSED', 'CANCELLED'] as const) {
    const ids = news.filter((item) => item.status === status).map((item) => item.payment.id);
    if (ids.length === 0) continue;
    await tx
      .update(agreementPayments)
      .set({ status, ...(status === 'DEPOSITED' ? { depositedOn: sql`${agreementPayments.dueDate}` } : {}) })
      .where(inArray(agreementPayments.id, ids));
  }
  const statusOf = new Map<number, AgreementPaymentStatus>(news.map((item) => [item.payment.id, item.status]));
  const byAgreement = new Map<number, typeof rows>();
  for (const row of rows) byAgreement.set(row.agreementId, [...(byAgreement.get(row.agreementId) ?? []), row]);
  const touched = [...new Set(news.map((item) => item.payment.agreementId))];
  const agreements = await tx
    .select()
    .from(paymentAgreements)
    .where(inArray(paymentAgreements.id, touched))
    .orderBy(asc(paymentAgreements.id))
    .for('update');
  const broken: AgreementRow[] = [];
  let kept = 0;
  for (const agreement of agreements) {
    const payments = byAgreement.get(agreement.id)!;
    const deposited = news.filter((item) => item.payment.agreementId === agreement.id && item.status === 'DEPOSITED');
    if (deposited.length > 0)
      await fileReceived(
        tx,
        today,
        null,
        agreement,
        deposited.map((item) => ({ amount: item.payment.amount, on: item.payment.date })),
      );
    const standing = agreementStanding(payments.map((row) => statusOf.get(row.id) ?? row.status));
    if (standing === 'BROKEN') broken.push(agreement);
    else if (standing === 'COMPLETED') {
      await keepAgreement(tx, today, null, agreement);
      kept++;
    }
  }
  await breakAgreements(tx, today, broken);
  return { broken: broken.length, kept };
}

/** Agreements broken by a missed payment: the file back to follow up, its agents told, the request in collections. */
async function breakAgreements(tx: Tx, today: string, broken: AgreementRow[]) {
  if (broken.length === 0) return;
  await tx
    .update(paymentAgreements)
    .set({ status: 'BROKEN', version: sql`${paymentAgreements.version} + 1`, updatedAt: new Date() })
    .where(
      inArray(
        paymentAgreements.id,
        broken.map((row) => row.id),
      ),
    );
  // Its payments by debit still to come are taken off the loan: the agreement no longer holds.
  for (const agreement of broken) {
    const lines = await tx
      .select({ id: agreementPayments.paymentLineId })
      .from(agreementPayments)
      .innerJoin(loanPayments, eq(loanPayments.id, agreementPayments.paymentLineId))
      .where(
        and(
          eq(agreementPayments.agreementId, agreement.id),
          eq(loanPayments.status, 'SCHEDULED'),
          eq(loanPayments.presented, false),
        ),
      );
    if (lines.length === 0) continue;
    const ids = lines.map((line) => line.id!);
    await runLoanActionIn(
      tx,
      today,
      { actor: null, loanId: agreement.loanId, version: null },
      { action: 'loan.payment-agreement-broken' },
      async (action) => {
        await setLineStatus(action.tx, action.state, ids, 'CANCELLED');
        return { agreementId: agreement.id, cancelledPayments: ids.length };
      },
    );
    await tx
      .update(agreementPayments)
      .set({ status: 'CANCELLED' })
      .where(inArray(agreementPayments.paymentLineId, ids));
  }
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
      assignedTo: collectionFiles.assignedTo,
    });
  const events: NewFileEvent[] = files.map((file) => ({
    fileId: file.id,
    kind: 'PROMISE_BROKEN',
    detail: { expectedOn: file.expectedOn },
  }));
  await recordFileEvents(tx, today, null, events);
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
    requests.map((row) => ({ requestId: row.requestId, status: 'IN_COLLECTIONS' as RequestStatus })),
  );
  await raiseCustomerNotices(
    tx,
    'PROMISE_BROKEN',
    // The file's agent is told; a file nobody works tells every agent.
    broken.map((row) => ({
      customerId: row.customerId,
      path: `/apps/collections/${row.fileId}`,
      recipientId: files.find((file) => file.id === row.fileId)?.assignedTo ?? null,
    })),
  );
  await publishLiveMany(
    tx,
    files.map((file) => changedMessage('collection-files', file)),
  );
}
