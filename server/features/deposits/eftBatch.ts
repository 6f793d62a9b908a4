import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../domain/loanStatuses';
import { buildCpa005, CPA_CODE_LOAN_DEBIT, CPA_CODE_PAYOUT, type Cpa005Item } from '../../adapters/payments/cpa005';
import { ProviderRefusal } from '../../adapters/payments/paymentProvider';
import { torontoToday } from '../../businessClock';
import { addDays } from '../../../domain/calendarDates';
import { createPaymentCalendar } from '../../../domain/paymentCalendar';
import type { AppContext } from '../../context';
import { customers, debits, depositEvents, deposits, eftFiles, loans } from '../../db/schema';
import { sqlArray } from '../../db/sqlArrays';
import { changedMessage, publishLiveMany } from '../notifications/liveBus';
import { debitReference } from '../debits/debitReturns';
import { readGeneralSettings } from '../configuration/generalSettings';
import { depositReference, parseDepositReference } from './depositStore';

/** Items per file: a cut-off with more makes several files, each its own unit. */
export const EFT_FILE_MAX_ITEMS = 20_000;

export interface EftBatchResult {
  files: number;
  items: number;
}

/**
 * A cut-off's work, as idempotent units: each file is built and its items marked in one
 * transaction (BUILT), then handed to the provider under the file's own key, then marked
 * SUBMITTED with the provider's transaction ids. Killed anywhere, the next run submits the BUILT
 * files again (the provider answers the same receipt) and builds the rest: nothing twice, nothing lost.
 * `sendNow` takes every queued item without waiting for its cut-off (the administrators' action).
 */
export async function runEftCutoffs(ctx: AppContext, now: Date, sendNow = false): Promise<EftBatchResult> {
  const result: EftBatchResult = { files: 0, items: 0 };
  for (const provider of PAYMENT_PROVIDERS) {
    for (const file of await builtFiles(ctx, provider)) await submitFile(ctx, file.id, result);
    for (;;) {
      const built = await buildNextFile(ctx, provider, now, sendNow);
      if (!built) break;
      await submitFile(ctx, built, result);
    }
  }
  return result;
}

const builtFiles = (ctx: AppContext, provider: PaymentProvider) =>
  ctx.database.db
    .select({ id: eftFiles.id })
    .from(eftFiles)
    .where(and(eq(eftFiles.provider, provider), eq(eftFiles.status, 'BUILT')))
    .orderBy(asc(eftFiles.id));

/** Builds one file of the provider's queued EFTs whose cut-off came; null when none waits. */
async function buildNextFile(ctx: AppContext, provider: PaymentProvider, now: Date, sendNow: boolean) {
  return ctx.database.db.transaction(async (tx) => {
    // One builder per provider at a time, whichever instance runs the batch.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`eft-batch-${provider}`}))`);
    const queued = await tx
      .select({
        id: deposits.id,
        attempt: deposits.attempt,
        amountCents: deposits.amountCents,
        transit: deposits.transit,
        institution: deposits.institution,
        account: deposits.account,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(deposits)
      .innerJoin(customers, eq(customers.id, deposits.customerId))
      .where(
        and(
          eq(deposits.provider, provider),
          eq(deposits.transactionType, 'EFT'),
          eq(deposits.paymentStatus, 'IN_PROGRESS'),
          isNull(deposits.eftFileId),
          sendNow ? undefined : lte(deposits.cutoffAt, now),
        ),
      )
      .orderBy(asc(deposits.id))
      .limit(EFT_FILE_MAX_ITEMS)
      .for('update', { of: deposits, skipLocked: true });
    const dueDebits = await tx
      .select({
        id: debits.id,
        paymentId: debits.paymentId,
        attempt: debits.attempt,
        amountCents: debits.amountCents,
        dueDate: debits.dueDate,
        transit: customers.bankTransit,
        institution: customers.bankInstitution,
        account: customers.bankAccount,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(debits)
      .innerJoin(loans, eq(loans.id, debits.loanId))
      .innerJoin(customers, eq(customers.id, loans.customerId))
      .where(
        and(
          eq(debits.provider, provider),
          eq(debits.status, 'QUEUED'),
          sendNow ? undefined : lte(debits.cutoffAt, now),
        ),
      )
      .orderBy(asc(debits.id))
      .limit(EFT_FILE_MAX_ITEMS - queued.length)
      .for('update', { of: debits, skipLocked: true });
    if (queued.length === 0 && dueDebits.length === 0) return null;
    const businessDate = torontoToday(now);
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${eftFiles.creationNumber}), 0)::int` })
      .from(eftFiles)
      .where(eq(eftFiles.provider, provider));
    const settings = await readGeneralSettings(tx);
    const company = settings.companyName || 'Guichet';
    // A credit sent at today's cut-off is available to the borrower the next business day.
    const fundsAvailable = createPaymentCalendar().nextBusinessDay(addDays(businessDate, 1));
    const items: Cpa005Item[] = queued.map((row) => ({
      recordType: 'C',
      cpaCode: CPA_CODE_PAYOUT,
      amountCents: row.amountCents,
      date: fundsAvailable,
      institution: row.institution!,
      transit: row.transit!,
      account: row.account!,
      payeeName: `${row.firstName} ${row.lastName}`,
      crossReference: depositReference(row),
    }));
    // Each debit on its due date, never before the file's own day (a late one is taken at once).
    const debitItems: Cpa005Item[] = dueDebits.map((row) => ({
      recordType: 'D',
      cpaCode: CPA_CODE_LOAN_DEBIT,
      amountCents: row.amountCents,
      date: row.dueDate > businessDate ? row.dueDate : businessDate,
      institution: row.institution!,
      transit: row.transit!,
      account: row.account!,
      payeeName: `${row.firstName} ${row.lastName}`,
      crossReference: debitReference(row),
    }));
    const creationNumber = last + 1;
    const content = buildCpa005(
      {
        originatorId: ctx.config.eftOriginatorId,
        originatorShortName: company.slice(0, 15),
        originatorLongName: company.slice(0, 30),
        fileCreationNumber: creationNumber,
        creationDate: businessDate,
        destinationDataCentre: ctx.adapters.payments.of(provider).eftDataCentre,
      },
      [...items, ...debitItems],
    );
    const [file] = await tx
      .insert(eftFiles)
      .values({
        provider,
        creationNumber,
        cutoffAt: now,
        businessDate,
        content,
        creditCount: items.length,
        creditCents: items.reduce((sum, item) => sum + item.amountCents, 0),
        debitCount: debitItems.length,
        debitCents: debitItems.reduce((sum, item) => sum + item.amountCents, 0),
      })
      .returning({ id: eftFiles.id });
    if (dueDebits.length > 0)
      await tx
        .update(debits)
        .set({ status: 'IN_FILE', eftFileId: file.id, updatedAt: new Date() })
        .where(
          sql`${debits.id} = any(${sqlArray(
            dueDebits.map((row) => row.id),
            'int',
          )})`,
        );
    const ids = queued.map((row) => row.id);
    if (ids.length === 0) return file.id;
    await tx
      .update(deposits)
      .set({ eftFileId: file.id, version: sql`${deposits.version} + 1`, updatedAt: new Date() })
      .where(sql`${deposits.id} = any(${sqlArray(ids, 'int')})`);
    await tx.insert(depositEvents).values(
      ids.map((depositId) => ({
        depositId,
        kind: 'IN_FILE',
        detail: { fileId: file.id, creationNumber },
        occurredAt: now,
      })),
    );
    return file.id;
  });
}

/** Hands a BUILT file to its provider (again, after a crash: same key, same receipt) and records the receipt. */
async function submitFile(ctx: AppContext, fileId: number, result: EftBatchResult) {
  const { db } = ctx.database;
  const [file] = await db.select().from(eftFiles).where(eq(eftFiles.id, fileId));
  if (!file || file.status !== 'BUILT') return;
  const provider = ctx.adapters.payments.of(file.provider);
  let receipt: Awaited<ReturnType<typeof provider.submitEftFile>>;
  try {
    receipt = await provider.submitEftFile({
      idempotencyKey: `eft-file-${file.provider}-${file.id}`,
      content: file.content,
    });
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    await rejectFile(ctx, file.id, error);
    return;
  }
  const submittedAt = ctx.clock.now();
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(eftFiles)
      .set({ status: 'SUBMITTED', providerReference: receipt.fileReference, submittedAt })
      .where(and(eq(eftFiles.id, file.id), eq(eftFiles.status, 'BUILT')))
      .returning({ id: eftFiles.id });
    if (!claimed) return;
    // The receipt by reference, split into columns: joined on keys, not on strings built per row.
    const payouts = receiptRows(receipt.transactions, parseDepositReference);
    await tx.execute(sql`
      update deposits d
         set transaction_id = m.transaction_id, processed_at = ${submittedAt.toISOString()}::timestamptz, version = d.version + 1, updated_at = now()
        from unnest(${sqlArray(payouts.keys, 'int')}, ${sqlArray(payouts.attempts, 'int')}, ${sqlArray(payouts.ids, 'text')})
             as m(deposit_id, attempt, transaction_id)
       where d.id = m.deposit_id and d.attempt = m.attempt and d.eft_file_id = ${file.id}`);
    // The file's debits read first, then each given its transaction by id: a status test inside the
    // join would let the planner, whose statistics have not yet seen a debit IN_FILE, loop over
    // the receipt once per debit (73 s for 20,000 at 200,000 loans; 0.3 s this way).
    const inFile = await tx
      .select({ id: debits.id, paymentId: debits.paymentId, attempt: debits.attempt })
      .from(debits)
      .where(and(eq(debits.eftFileId, file.id), eq(debits.status, 'IN_FILE')));
    const submitted = inFile.flatMap((row) => {
      const transactionId = receipt.transactions[debitReference(row)];
      return transactionId ? [{ id: row.id, transactionId }] : [];
    });
    const debitIds = sqlArray(
      submitted.map((row) => row.id),
      'int',
    );
    const transactionIds = sqlArray(
      submitted.map((row) => row.transactionId),
      'text',
    );
    await tx.execute(sql`
      update debits b set transaction_id = m.transaction_id, status = 'SUBMITTED', updated_at = now()
        from unnest(${debitIds}, ${transactionIds}) as m(id, transaction_id)
       where b.id = m.id`);
    await tx.execute(sql`
      insert into deposit_events (deposit_id, kind, detail, occurred_at)
      select d.id, 'SUBMITTED', jsonb_build_object('fileReference', ${receipt.fileReference}::text, 'transactionId', d.transaction_id),
             ${submittedAt.toISOString()}::timestamptz
        from deposits d where d.eft_file_id = ${file.id}`);
  });
  result.files += 1;
  result.items += file.creditCount + file.debitCount;
}

/** The provider refused the whole file (malformed, unknown originator): its items fail, to be retried. */
async function rejectFile(ctx: AppContext, fileId: number, refusal: ProviderRefusal) {
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(eftFiles).set({ status: 'REJECTED' }).where(eq(eftFiles.id, fileId));
    const failed = await tx.execute<{ id: number; version: number }>(sql`
      update deposits
         set status = 'ERROR', payment_status = 'FAILED', error_key = 'DEPOSIT_PROVIDER_ERROR',
             error_params = ${JSON.stringify({ reason: refusal.params.reason ?? refusal.key })}::jsonb,
             version = version + 1, updated_at = now()
       where eft_file_id = ${fileId}
      returning id, version`);
    const loansInError = await tx.execute<{ id: number; version: number }>(sql`
      update loans set deposit_status = 'ERROR', version = version + 1, updated_at = now()
       where id in (select loan_id from deposits where eft_file_id = ${fileId})
      returning id, version`);
    // The screens open on them hear of it, as of any other change.
    await publishLiveMany(tx, [
      ...failed.map((row) => changedMessage('deposits', row)),
      ...loansInError.map((row) => changedMessage('loans', row)),
    ]);
    // Its debits were not presented: they go again with the next file.
    await tx.execute(sql`
      update debits set status = 'QUEUED', eft_file_id = null, attempt = attempt + 1, updated_at = now()
       where eft_file_id = ${fileId} and status = 'IN_FILE'`);
  });
}

/** The receipt's transactions of one kind (deposits or debits), by their key and attempt. */
function receiptRows(
  transactions: Record<string, string>,
  parse: (reference: string) => { attempt: number; id: number } | null,
) {
  const rows = { keys: [] as number[], attempts: [] as number[], ids: [] as string[] };
  for (const [reference, transactionId] of Object.entries(transactions)) {
    const key = parse(reference);
    if (!key) continue;
    rows.keys.push(key.id);
    rows.attempts.push(key.attempt);
    rows.ids.push(transactionId);
  }
  return rows;
}
