import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loanPayments, loans } from '../../db/schema';
import { settleLoan } from './loanLifecycle';

/** How often active loans are swept for payments that came due (loan actions and reads also settle their loan first). */
export const SETTLEMENT_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Collects every active loan's payments that came due, a batch of loans at a time, so that lists
 * and reports show today's balances even for loans nobody opened. Answers how many loans it settled.
 */
export async function settleDueLoans(ctx: AppContext): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await ctx.database.db
      .selectDistinct({ loanId: loanPayments.loanId })
      .from(loanPayments)
      .innerJoin(loans, eq(loans.id, loanPayments.loanId))
      .where(
        and(
          eq(loanPayments.status, 'SCHEDULED'),
          lte(loanPayments.dueDate, ctx.clock.today()),
          eq(loans.status, 'ACTIVE'),
          eq(loans.depositStatus, 'DEPOSITED'),
          sql`${loans.deletedAt} is null`,
        ),
      )
      .limit(BATCH);
    for (const { loanId } of due) await settleLoan(ctx, loanId);
    settled += due.length;
    if (due.length < BATCH) return settled;
  }
}

/** Runs the sweep now and then every hour until `stop` is called; a failed sweep is logged and retried next time. */
export function startSettlementJob(ctx: AppContext, log: (line: string) => void): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = settleDueLoans(ctx)
      .then((count) => count > 0 && log(`settlement: collected the payments due of ${count} loan(s)`))
      .catch((error: unknown) => log(`settlement failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  sweep();
  const timer = setInterval(sweep, SETTLEMENT_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
