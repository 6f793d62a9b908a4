import { and, eq, sql } from 'drizzle-orm';
import { collectionReasonAfter, type CollectionReason } from '../../../domain/debits';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import type { ProviderEvent } from '../../adapters/payments/paymentProvider';
import { torontoToday } from '../../businessClock';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { debits, loanPayments, loans } from '../../db/schema';
import { sqlArray } from '../../db/sqlArrays';
import { AppError } from '../../http/errors';
import { reckonLoanChange, recordLoanChanges, type LoanChange } from '../loans/loanActionRunner';
import { readLoanConfiguration } from '../loans/loanConfigurationStore';
import { nsfTakeable, takeNsf } from '../loans/loanPaymentActions';
import type { LoanConfiguration } from '../../../domain/loanConfiguration';
import { collectReturnedLines, settleDuePayments } from '../loans/loanSchedules';
import { writeLineAmounts, type LineAmounts } from '../loans/loanWrites';
import { byDate, readLoanState, readLoanStates, type LoanState } from '../loans/loanState';
import { sendCustomerMessage } from '../messages/sendCustomerMessage';
import { raiseCustomerNotices } from '../notifications/raiseNotification';
import { isDebitedLine } from '../../../domain/loanStatuses';
import { followAgreements } from '../agreements/agreementFollowing';
import { openOrAdvanceFiles } from '../collections/collectionOpening';

/** The reference a debit travels under: the loan's payment line and the attempt. */
export const debitReference = (row: { paymentId: number; attempt: number }) => `PAY-${row.paymentId}-${row.attempt}`;
export function parseDebitReference(reference: string): { paymentId: number; attempt: number } | null {
  const match = /^PAY-(\d{1,10})-(\d{1,6})$/.exec(reference);
  return match ? { paymentId: Number(match[1]), attempt: Number(match[2]) } : null;
}

/** NSFs in a row at the end of the loan's collected payments (this one included). */
function nsfStreak(state: LoanState): number {
  const taken = state.payments
    .filter((row) => isDebitedLine(row) && (row.status === 'PAID' || row.status === 'NSF'))
    .sort(byDate);
  let streak = 0;
  for (let index = taken.length - 1; index >= 0 && taken[index].status === 'NSF'; index--) streak++;
  return streak;
}

/**
 * A debit's news from its provider's callback, applied once: a replay (same sequence) or an older
 * event changes nothing. SETTLED: the bank paid it (its line collected if it was not yet).
 * RETURNED (a provider that reports returns by callback rather than in a returns file): the same
 * as a returns file's J record.
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
    if (event.sequence === row.providerSequence) return 'duplicate' as const;
    if (event.sequence < row.providerSequence) return 'stale' as const;
    // A return's own marks are applyDebitReturns' to write (once, with the file's). A debit already
    // returned stays so: its settlement reported late (callbacks and returns files travel apart)
    // pays nothing.
    const settled = event.status === 'SETTLED' && row.status !== 'RETURNED';
    await tx
      .update(debits)
      .set({
        providerSequence: event.sequence,
        updatedAt: new Date(),
        ...(settled ? { status: 'SETTLED' as const } : {}),
      })
      .where(eq(debits.id, row.id));
    if (settled) await collectSettled(tx, ctx.clock.today(), row);
    if (event.status === 'RETURNED')
      await applyDebitReturns(tx, ctx.clock.today(), provider, [
        {
          ...reference,
          returnCode: event.returnCode ?? '900',
          returnedOn: torontoToday(new Date(event.occurredAt)),
        },
      ]);
    return 'applied' as const;
  });
  if (event.status === 'RETURNED') await sendPendingNsfNotices(ctx);
  return outcome;
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

export interface DebitReturn {
  paymentId: number;
  attempt: number;
  returnCode: string;
  returnedOn: string;
}

/**
 * Returned debits applied in the caller's transaction (a returns file's J records, or one
 * callback): each debit marked RETURNED once (one already returned, or unknown, is ignored), then
 * each loan changed once for all its returns (returnOnLoans). The customers' NSF notices are left
 * pending for sendPendingNsfNotices. A debit back before its line's date (the bank refused it at
 * once) waits for that date, its return pending: the line is not due yet, so neither paid nor
 * reversed, and the customer not told (applyReturnsComeDue does it all on the date). Answers how
 * many were marked.
 */
export async function applyDebitReturns(
  tx: Tx,
  today: string,
  provider: PaymentProvider,
  returns: DebitReturn[],
): Promise<number> {
  if (returns.length === 0) return 0;
  const column = (pick: (row: DebitReturn) => number | string, type: 'int' | 'text') =>
    sqlArray(returns.map(pick), type);
  const marked = await tx.execute<{
    loan_id: number;
    payment_id: number;
    return_code: string;
    return_pending: boolean;
  }>(sql`
    update debits d set status = 'RETURNED', return_code = r.code, returned_on = r.returned_on::date,
           return_pending = line.early, notice_pending = not line.early, updated_at = now()
      from unnest(${column((row) => row.paymentId, 'int')}, ${column((row) => row.attempt, 'int')},
                  ${column((row) => row.returnCode, 'text')}, ${column((row) => row.returnedOn, 'text')})
           as r(payment_id, attempt, code, returned_on)
           cross join lateral (
             select p.status in ('SCHEDULED', 'CANCELLED') and p.due_date > ${today}::date as early
               from loan_payments p where p.id = r.payment_id) line
     where d.payment_id = r.payment_id and d.attempt = r.attempt and d.provider = ${provider}
       and d.status in ('SUBMITTED', 'SETTLED')
    returning d.loan_id, d.payment_id, d.return_code, d.return_pending`);
  await returnOnLoans(
    tx,
    today,
    marked
      .filter((row) => !row.return_pending)
      .map((row) => ({ loanId: row.loan_id, paymentId: row.payment_id, code: row.return_code })),
  );
  return marked.length;
}

/**
 * Each loan changed once for all its returned debits: the payments reversed with the NSF fee (the
 * same entries as an agent's NSF), the collection reason set, CANCELLED_PAYMENT raised. Answers
 * the payment lines reversed.
 */
export async function returnOnLoans(
  tx: Tx,
  today: string,
  returned: { loanId: number; paymentId: number; code: string }[],
): Promise<number[]> {
  if (returned.length === 0) return [];
  const byLoan = new Map<number, { paymentId: number; code: string }[]>();
  for (const row of returned) {
    const list = byLoan.get(row.loanId) ?? [];
    list.push({ paymentId: row.paymentId, code: row.code });
    byLoan.set(row.loanId, list);
  }
  const terms = await readLoanConfiguration(tx);
  // Every returned loan read and locked at once (in id order), rather than three reads each.
  const states = await readLoanStates(tx, [...byLoan.keys()], true, terms.debitLeadBusinessDays);
  const changes: LoanChange[] = [];
  const changed: LoanReturned[] = [];
  const reversed: number[] = [];
  const lineAmounts: LineAmounts[] = [];
  // Many loans at a time on the transaction's one connection: their statements are pipelined, so
  // one loan's reckoning overlaps another's round trips. Each loan's own steps stay in order, and
  // no two lanes touch the same loan. A loan deleted since its debit left is not changed.
  const queue = [...states.values()];
  const lane = async () => {
    for (let state = queue.shift(); state; state = queue.shift()) {
      const { change, outcome } = await returnOnLoan(tx, today, state, byLoan.get(state.loan.id)!, terms, lineAmounts);
      changes.push(change);
      if (outcome) {
        changed.push(outcome);
        reversed.push(...outcome.paymentIds);
      }
    }
  };
  await Promise.all(Array.from({ length: RETURN_LANES }, lane));
  changes.sort((a, b) => a.state.loan.id - b.state.loan.id);
  changed.sort((a, b) => a.loanId - b.loanId);
  // What every returned loan gets alike goes out in a statement or two for all of them: the
  // re-amortized payments, the versions and audit, the collection reasons, the notifications.
  await writeLineAmounts(tx, lineAmounts);
  await recordLoanChanges(tx, null, 'loan.payment-returned', changes);
  if (changed.length > 0) {
    const loanIds = sqlArray(
      changed.map((row) => row.loanId),
      'int',
    );
    const reasons = sqlArray(
      changed.map((row) => row.reason),
      'text',
    );
    await tx.execute(sql`
      update loans l set collection_reason = c.reason, collection_since = coalesce(l.collection_since, ${today}::date)
        from unnest(${loanIds}, ${reasons}) as c(loan_id, reason)
       where l.id = c.loan_id`);
    await openOrAdvanceFiles(
      tx,
      today,
      null,
      changed.map((row) => ({ loanId: row.loanId, reason: row.reason })),
      { returned: true, degrees: terms.collectionDegrees },
    );
    // A returned debit of a payment agreement breaks it now, not at the next sweep.
    await followAgreements(
      tx,
      today,
      changed.map((row) => row.loanId),
    );
    await raiseCustomerNotices(
      tx,
      'CANCELLED_PAYMENT',
      changed.map((row) => ({ customerId: row.customerId, path: `/apps/loans/${row.loanId}` })),
    );
  }
  return reversed;
}

/**
 * Loans of a returns file applied side by side in its transaction: at 200,000 loans, 48 lanes took
 * 2,000 returns in 1.7-2.9 s where 4 took 2.8-4.7 and 128 no less than 48 (more statements share a
 * write to Postgres).
 */
const RETURN_LANES = 48;

interface LoanReturned {
  loanId: number;
  customerId: number;
  reason: CollectionReason;
  /** The payment lines reversed. */
  paymentIds: number[];
}

/**
 * One loan's side of its returns, in date order: each payment reversed with its NSF fee, the
 * streak of NSFs deciding the collection reason. Null when none was a collected payment any more.
 */
async function returnOnLoan(
  tx: Tx,
  today: string,
  read: LoanState,
  returned: { paymentId: number; code: string }[],
  terms: LoanConfiguration,
  lineAmounts: LineAmounts[],
): Promise<{ change: LoanChange; outcome: LoanReturned | null }> {
  const loanId = read.loan.id;
  let outcome: LoanReturned | null = null;
  const change = await reckonLoanChange(
    tx,
    today,
    { actor: null, loanId, version: null, state: read },
    { action: 'loan.payment-returned', reschedule: true, lineAmountsLater: lineAmounts },
    async ({ state }) => {
      // A line whose date came with its debit already back is collected by it here, to be
      // reversed below like any returned payment: it never stays paid.
      await collectReturnedLines(
        tx,
        state,
        today,
        returned.map((item) => item.paymentId),
      );
      const lines = returned
        .map((item) => ({ item, line: state.payments.find((payment) => payment.id === item.paymentId) }))
        .filter((found) => found.line && nsfTakeable(state, found.line))
        .sort((a, b) => byDate(a.line!, b.line!));
      if (lines.length === 0) return { returned: returned.map((item) => item.paymentId), reversed: false };
      let reason: CollectionReason = 'OTHER_RETURN';
      for (const { item, line } of lines) {
        await takeNsf(tx, state, null, line!, terms);
        reason = collectionReasonAfter(item.code, nsfStreak(state));
      }
      outcome = { loanId, customerId: state.loan.customerId, reason, paymentIds: lines.map(({ line }) => line!.id) };
      return {
        returned: lines.map(({ item }) => ({ paymentId: item.paymentId, returnCode: item.code })),
        collectionReason: reason,
        reversed: true,
      };
    },
  );
  return { change, outcome };
}

/**
 * The customers' NSF notices (template NSF_NOTICE) of returned debits not told yet: once per
 * return whatever the retries (the message's idempotency key), and none lost to a crash between a
 * returns file and its notices (the pending mark is cleared only once sent).
 */
export async function sendPendingNsfNotices(ctx: AppContext): Promise<number> {
  const pending = await ctx.database.db
    .select({
      id: debits.id,
      paymentId: debits.paymentId,
      attempt: debits.attempt,
      loanId: debits.loanId,
      customerId: loans.customerId,
    })
    .from(debits)
    .innerJoin(loans, eq(loans.id, debits.loanId))
    .where(eq(debits.noticePending, true))
    .limit(5_000);
  for (const row of pending) {
    await sendCustomerMessage(ctx, null, {
      templateCode: 'NSF_NOTICE',
      customerId: row.customerId,
      loanId: row.loanId,
      channels: ['EMAIL'],
      idempotencyKey: `nsf-notice-${debitReference(row)}`,
    }).catch(() => undefined);
    await ctx.database.db.update(debits).set({ noticePending: false }).where(eq(debits.id, row.id));
  }
  return pending.length;
}
