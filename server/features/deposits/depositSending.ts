import { eq } from 'drizzle-orm';
import { fullNameOf } from '../../../domain/customers';
import {
  PROVIDER_TRANSACTION_TYPES,
  sendRefusal,
  type DepositRecordStatus,
  type SendDepositInput,
} from '../../../domain/deposits';
import { nextCutoff } from '../../../domain/eftCutoffs';
import { isKnownInstitutionNumber } from '../../../domain/financialInstitutions';
import { createPaymentCalendar } from '../../../domain/paymentCalendar';
import { ProviderRefusal, type ProviderTransaction } from '../../adapters/payments/paymentProvider';
import { torontoInstant, torontoTime } from '../../businessClock';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { customers, loans } from '../../db/schema';
import { refuse, staleVersion } from '../../http/errors';
import type { UserRow } from '../users/userQueries';
import { postMovement } from '../accounting/journalPosting';
import { depositSituation, postPayout } from './depositPayout';
import { getDepositDetail } from './depositQueries';
import {
  depositReference,
  lockDeposit,
  notifyDeposit,
  recordEvent,
  saveDeposit,
  type DepositRow,
} from './depositStore';

/** A provider's answer to a send or cancel is recorded in its own transaction, after the call. */
const providerKey = (row: DepositRow, what: 'send' | 'cancel') => `${what}-${depositReference(row)}`;

async function situationOf(tx: Tx, row: DepositRow) {
  const [loan] = await tx
    .select({ status: loans.status, deletedAt: loans.deletedAt })
    .from(loans)
    .where(eq(loans.id, row.loanId));
  return depositSituation(tx, row, loan);
}

/**
 * Spec §2's deposit dialog: sends a waiting deposit (or retries one that failed) by Interac
 * e-Transfer, by EFT with the next cut-off's file, or records a manual transaction. Refused, as
 * spec §5 says, once a debit of the loan was presented, and without the customer's banking details.
 */
export async function sendDeposit(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: SendDepositInput,
  retry: boolean,
) {
  const now = ctx.clock.now();
  const today = ctx.clock.today();
  const prepared = await ctx.database.db.transaction(async (tx) => {
    const row = await lockDeposit(tx, id, input.version);
    const refusal = sendRefusal(await situationOf(tx, row), retry);
    if (refusal) throw refuse(refusal);
    if (!PROVIDER_TRANSACTION_TYPES[row.provider].includes(input.transactionType))
      throw refuse('DEPOSIT_TYPE_NOT_OFFERED', { provider: row.provider });
    const [customer] = await tx.select().from(customers).where(eq(customers.id, row.customerId));
    const bank = {
      transit: customer?.bankTransit ?? null,
      institution: customer?.bankInstitution ?? null,
      account: customer?.bankAccount ?? null,
    };
    if (!bank.transit || !bank.institution || !bank.account || !isKnownInstitutionNumber(bank.institution))
      throw refuse('DEPOSIT_BANKING_ERROR');
    const common = {
      transactionType: input.transactionType,
      attempt: row.attempt + 1,
      memo: input.memo ?? null,
      ...bank,
      errorKey: null,
      errorParams: null,
      transactionId: null,
      confirmationCode: null,
      eftFileId: null,
      cutoffAt: null,
      cancelRequestedAt: null,
      processedAt: null,
      completedAt: null,
      providerSequence: 0,
      sentBy: actor.id,
      startedAt: now,
      status: 'WAITING' as DepositRecordStatus,
      paymentStatus: 'IN_PROGRESS' as const,
      manual: false,
      interacEmail: null,
      question: null,
      answer: null,
    };
    if (input.transactionType === 'MANUAL') {
      const saved = await saveDeposit(tx, row, {
        ...common,
        status: 'DEPOSITED',
        paymentStatus: 'DEPOSITED',
        manual: true,
        processedAt: now,
        completedAt: now,
      });
      await recordEvent(
        tx,
        row.id,
        retry ? 'RETRIED' : 'SENT',
        { transactionType: 'MANUAL' },
        { actorId: actor.id, occurredAt: now },
      );
      await recordEvent(tx, row.id, 'DEPOSITED', { manual: true }, { actorId: actor.id, occurredAt: now });
      await postPayout(tx, saved, today, today, actor.id);
      await notifyDeposit(tx, saved, 'SUCCESS_DEPOSIT', actor.id);
      return { saved, customer: null };
    }
    if (input.transactionType === 'EFT') {
      const calendar = createPaymentCalendar();
      const cutoff = nextCutoff(ctx.config.eftCutoffs, today, torontoTime(now), calendar);
      const saved = await saveDeposit(tx, row, { ...common, cutoffAt: torontoInstant(cutoff.date, cutoff.time) });
      await recordEvent(
        tx,
        row.id,
        retry ? 'RETRIED' : 'SENT',
        { transactionType: 'EFT', cutoffDate: cutoff.date, cutoffTime: cutoff.time },
        { actorId: actor.id, occurredAt: now },
      );
      return { saved, customer: null };
    }
    const saved = await saveDeposit(tx, row, {
      ...common,
      interacEmail: input.email,
      question: input.question,
      answer: input.answer,
    });
    await recordEvent(
      tx,
      row.id,
      retry ? 'RETRIED' : 'SENT',
      { transactionType: 'INTERAC_EMAIL', email: input.email },
      { actorId: actor.id, occurredAt: now },
    );
    return { saved, customer };
  });
  if (prepared.saved.transactionType === 'INTERAC_EMAIL' && prepared.customer)
    await callInterac(ctx, prepared.saved, fullNameOf(prepared.customer));
  return getDepositDetail(ctx, id);
}

/**
 * Asks the Interac provider for the transfer (outside any database transaction: a provider call
 * can take seconds) and records its answer. Killed in between, the money sweep asks again under
 * the same key and the provider answers the same transfer.
 */
export async function callInterac(ctx: AppContext, row: DepositRow, recipientName: string) {
  const provider = ctx.adapters.payments.of(row.provider);
  let answer: ProviderTransaction | ProviderRefusal;
  try {
    answer = await provider.sendInterac({
      idempotencyKey: providerKey(row, 'send'),
      amountCents: row.amountCents,
      recipientName,
      email: row.interacEmail!,
      question: row.question!,
      answer: row.answer!,
      memo: row.memo,
      reference: depositReference(row),
    });
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    answer = error;
  }
  await ctx.database.db.transaction(async (tx) => {
    const current = await lockDeposit(tx, row.id);
    // Another attempt started meanwhile, or the answer was already recorded.
    if (current.attempt !== row.attempt || current.transactionId || current.paymentStatus !== 'IN_PROGRESS') return;
    if (answer instanceof ProviderRefusal) {
      await saveDeposit(tx, current, {
        status: answer.limit ? 'AUTO_DECLINED' : 'ERROR',
        paymentStatus: 'FAILED',
        errorKey: answer.key,
        errorParams: answer.params,
      });
      await recordEvent(
        tx,
        row.id,
        'REFUSED',
        { key: answer.key, params: answer.params },
        { occurredAt: ctx.clock.now() },
      );
      await notifyDeposit(tx, current, answer.limit ?? 'CANCELLED_DEPOSIT');
      return;
    }
    await saveDeposit(tx, current, { transactionId: answer.transactionId });
    await recordEvent(
      tx,
      row.id,
      'ACCEPTED',
      { transactionId: answer.transactionId, status: answer.status },
      { occurredAt: ctx.clock.now() },
    );
  });
}

/**
 * Spec §4's cancel: an EFT still waiting for its cut-off is simply taken out; otherwise the
 * provider is asked, and refuses as spec §8 words it (too late, or "try again in 30 minutes").
 */
export async function cancelDeposit(ctx: AppContext, actor: UserRow, id: number, version: number) {
  const now = ctx.clock.now();
  const asked = await ctx.database.db.transaction(async (tx) => {
    // Too late is said as such, even to a screen that missed the provider's last news (its version is older).
    const row = await lockDeposit(tx, id);
    if (row.status !== 'WAITING' || row.paymentStatus !== 'IN_PROGRESS') throw refuse('DEPOSIT_CANNOT_CANCEL');
    if (row.version !== version) throw staleVersion();
    if (row.transactionType === 'EFT' && row.eftFileId === null) {
      await saveDeposit(tx, row, { paymentStatus: 'CANCELED', cancelRequestedAt: now, cutoffAt: null });
      await recordEvent(tx, row.id, 'CANCELLED', { beforeCutoff: true }, { actorId: actor.id, occurredAt: now });
      await notifyDeposit(tx, row, 'CANCELLED_DEPOSIT', actor.id);
      return null;
    }
    if (!row.transactionId) throw refuse('DEPOSIT_CANCEL_RETRY_LATER', { minutes: 30 });
    const saved = await saveDeposit(tx, row, { paymentStatus: 'CANCEL_REQUESTED', cancelRequestedAt: now });
    await recordEvent(tx, row.id, 'CANCEL_REQUESTED', {}, { actorId: actor.id, occurredAt: now });
    return saved;
  });
  if (asked) await askProviderToCancel(ctx, actor, asked);
  return getDepositDetail(ctx, id);
}

async function askProviderToCancel(ctx: AppContext, actor: UserRow, row: DepositRow) {
  const now = ctx.clock.now();
  const provider = ctx.adapters.payments.of(row.provider);
  let answer: ProviderTransaction | ProviderRefusal;
  try {
    answer = await provider.cancel(row.transactionId!, providerKey(row, 'cancel'));
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    answer = error;
  }
  const refusal = await ctx.database.db.transaction(async (tx) => {
    const current = await lockDeposit(tx, row.id);
    if (current.paymentStatus !== 'CANCEL_REQUESTED') return null;
    if (answer instanceof ProviderRefusal) {
      await saveDeposit(tx, current, { paymentStatus: 'IN_PROGRESS', cancelRequestedAt: null });
      await recordEvent(tx, row.id, 'CANCEL_REFUSED', { key: answer.key }, { actorId: actor.id, occurredAt: now });
      return answer;
    }
    await saveDeposit(tx, current, { paymentStatus: 'CANCELED', cancellationFeeCents: answer.feeCents ?? 0 });
    // The provider's fee leaves the lender's money with it: booked with the cancel, once per attempt.
    await postMovement(tx, {
      kind: 'DEPOSIT_CANCELLATION_FEE',
      provider: current.provider,
      amountCents: -(answer.feeCents ?? 0),
      date: ctx.clock.today(),
      source: 'DEPOSIT',
      reference: depositReference(current),
      loanId: current.loanId,
      actorId: actor.id,
    });
    await recordEvent(
      tx,
      row.id,
      'CANCELLED',
      { feeCents: answer.feeCents ?? 0 },
      { actorId: actor.id, occurredAt: now },
    );
    await notifyDeposit(tx, current, 'CANCELLED_DEPOSIT', actor.id);
    return null;
  });
  if (refusal) throw refuse(refusal.key, refusal.params);
}
