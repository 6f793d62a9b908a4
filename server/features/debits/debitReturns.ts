import { and, eq, sql } from 'drizzle-orm';
import { collectionReasonAfter } from '../../../domain/debits';
import type { ProviderEvent } from '../../adapters/payments/paymentProvider';
import { torontoToday } from '../../businessClock';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { debits, loanPayments, loans } from '../../db/schema';
import { AppError } from '../../http/errors';
import { runLoanActionIn } from '../loans/loanActionRunner';
import { settleDuePayments } from '../loans/loanSchedules';
import { byDate, readLoanState, type LoanState } from '../loans/loanState';
import { nsfTakeable, takeNsf } from '../loans/loanPaymentActions';
import { sendCustomerMessage } from '../messages/sendCustomerMessage';
import { raiseCustomerNotice } from '../notifications/raiseNotification';
import type { PaymentProvider } from '../../../domain/loanStatuses';

/** The reference a debit travels under: the loan's payment line and the attempt. */
export const debitReference = (row: { paymentId: number; attempt: number }) => `PAY-${row.paymentId}-${row.attempt}`;
export function parseDebitReference(reference: string): { paymentId: number; attempt: number } | null {
  const match = /^PAY-(\d{1,10})-(\d{1,6})$/.exec(reference);
  return match ? { paymentId: Number(match[1]), attempt: Number(match[2]) } : null;
}

/** NSFs in a row at the end of the loan's collected payments (this one included). */
function nsfStreak(state: LoanState): number {
  const taken = state.payments
    .filter((row) => row.kind === 'SCHEDULED' && (row.status === 'PAID' || row.status === 'NSF'))
    .sort(byDate);
  let streak = 0;
  for (let index = taken.length - 1; index >= 0 && taken[index].status === 'NSF'; index--) streak++;
  return streak;
}

/**
 * A debit's news from its provider, applied once: a replay (same sequence) or an older event
 * changes nothing. SETTLED: the bank paid it. RETURNED: the payment is reversed with the NSF fee
 * (the same entries as an agent's NSF), the loan's collection reason set, CANCELLED_PAYMENT raised
 * in the same transaction; then the customer's NSF notice goes out from its template.
 */
export async function applyDebitEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<'applied' | 'duplicate' | 'stale'> {
  const reference = parseDebitReference(event.reference);
  if (!reference) throw new AppError(404, 'errors.CALLBACK_UNKNOWN_TRANSACTION');
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(debits)
      .where(
        and(
          eq(debits.paymentId, reference.paymentId),
          eq(debits.attempt, reference.attempt),
          eq(debits.provider, provider),
        ),
      )
      .for('update');
    if (!row) throw new AppError(404, 'errors.CALLBACK_UNKNOWN_TRANSACTION');
    if (event.sequence === row.providerSequence) return { result: 'duplicate' as const };
    if (event.sequence < row.providerSequence) return { result: 'stale' as const };
    const changes: Partial<typeof debits.$inferInsert> = { providerSequence: event.sequence, updatedAt: new Date() };
    if (event.status === 'SETTLED') changes.status = 'SETTLED';
    if (event.status === 'RETURNED') {
      changes.status = 'RETURNED';
      changes.returnCode = event.returnCode ?? '900';
      changes.returnedOn = torontoToday(new Date(event.occurredAt));
    }
    await tx.update(debits).set(changes).where(eq(debits.id, row.id));
    if (event.status === 'SETTLED') await collectSettled(tx, ctx.clock.today(), row);
    if (event.status !== 'RETURNED') return { result: 'applied' as const };
    const returned = await applyReturn(tx, ctx.clock.today(), row, changes.returnCode!);
    return { result: 'applied' as const, notice: returned ? row : null };
  });
  if ('notice' in outcome && outcome.notice) await sendNsfNotice(ctx, outcome.notice);
  return outcome.result;
}

/**
 * The bank paid a debit whose line is not collected yet (the sweep had not come, or the line was
 * re-amortized to nothing while the debit was out): it is collected now, with the news.
 */
async function collectSettled(tx: Tx, today: string, row: typeof debits.$inferSelect) {
  const [line] = await tx
    .select({ status: loanPayments.status })
    .from(loanPayments)
    .where(eq(loanPayments.id, row.paymentId));
  if (line?.status !== 'SCHEDULED' && line?.status !== 'CANCELLED') return;
  await settleDuePayments(tx, await readLoanState(tx, row.loanId, true), today);
}

/** The loan's side of a return; false when the line was no longer a collected payment (nothing to reverse). */
async function applyReturn(tx: Tx, today: string, row: typeof debits.$inferSelect, code: string): Promise<boolean> {
  let reversed = false;
  await runLoanActionIn(
    tx,
    today,
    { actor: null, loanId: row.loanId, version: null },
    { action: 'loan.payment-returned', reschedule: true },
    async ({ state }) => {
      const line = state.payments.find((payment) => payment.id === row.paymentId);
      if (!line || !nsfTakeable(state, line)) return { paymentId: row.paymentId, returnCode: code, reversed: false };
      const taken = await takeNsf(tx, state, null, line);
      reversed = true;
      const reason = collectionReasonAfter(code, nsfStreak(state));
      await tx
        .update(loans)
        .set({ collectionReason: reason, collectionSince: sql`coalesce(${loans.collectionSince}, ${today}::date)` })
        .where(eq(loans.id, row.loanId));
      await raiseCustomerNotice(tx, {
        type: 'CANCELLED_PAYMENT',
        customerId: state.loan.customerId,
        path: `/apps/loans/${row.loanId}`,
      });
      return { ...taken, returnCode: code, collectionReason: reason, reversed: true };
    },
  );
  return reversed;
}

/** The customer's NSF notice (template NSF_NOTICE), once per return whatever the retries. */
async function sendNsfNotice(ctx: AppContext, row: typeof debits.$inferSelect) {
  const [loan] = await ctx.database.db
    .select({ customerId: loans.customerId })
    .from(loans)
    .where(eq(loans.id, row.loanId));
  if (!loan) return;
  await sendCustomerMessage(ctx, null, {
    templateCode: 'NSF_NOTICE',
    customerId: loan.customerId,
    loanId: row.loanId,
    channels: ['EMAIL'],
    idempotencyKey: `nsf-notice-${debitReference(row)}`,
  }).catch(() => undefined);
}
