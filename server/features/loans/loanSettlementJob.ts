import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { DEBITS_COLLECTING } from '../../../domain/debits';
import type { AppContext } from '../../context';
import { startPeriodicJob, type PeriodicJob } from '../../periodicJob';
import { debits, loanPayments, loans } from '../../db/schema';
import { settleLoan } from './loanLifecycle';
import { sweepCollectionFiles } from '../collections/collectionSweep';

/** How often active loans are swept for payments that came due (loan actions and reads also settle their loan first). */
export const SETTLEMENT_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Collects every loan's payments that came due with their debit gone out (and not come back), a
 * batch of loans at a time, so that lists and reports show today's balances even for loans nobody
 * opened. A line whose date passed without a debit is not collected: the loop cannot find it again
 * and again. Answers how many loans it settled.
 */
export async function settleDueLoans(ctx: AppContext): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await ctx.database.db
      .selectDistinct({ loanId: loanPayments.loanId })
      .from(loanPayments)
      .innerJoin(loans, eq(loans.id, loanPayments.loanId))
      .innerJoin(debits, and(eq(debits.paymentId, loanPayments.id), inArray(debits.status, DEBITS_COLLECTING)))
      .where(
        and(
          eq(loanPayments.status, 'SCHEDULED'),
          lte(loanPayments.dueDate, ctx.clock.today()),
          inArray(loans.status, ['ACTIVE', 'STOPPED']),
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
export function startSettlementJob(ctx: AppContext, log: (line: string) => void): PeriodicJob {
  return startPeriodicJob(
    'settlement',
    SETTLEMENT_INTERVAL_MS,
    async () => {
      const count = await settleDueLoans(ctx);
      if (count > 0) log(`settlement: collected the payments due of ${count} loan(s)`);
      // Collection files follow what was just collected, and the day that passed.
      const swept = await sweepCollectionFiles(ctx);
      if (swept.degreeMoves + swept.settled + swept.broken > 0)
        log(
          `collections: ${swept.files} file(s), ${swept.degreeMoves} degree move(s), ${swept.settled} settled, ${swept.broken} promise(s) broken`,
        );
    },
    log,
  );
}
