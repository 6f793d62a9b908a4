import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sqlArray } from '../../db/sqlArrays';
import { returnOnLoans } from './debitReturns';

/** Returns applied per transaction: a day's early returns are few, a backlog goes in turns. */
const BATCH = 2_000;

/**
 * Debits that came back before their line's date, applied once it came: each line collected by
 * its debit and reversed at once (the NSF with its capped fee, the collection reason,
 * CANCELLED_PAYMENT), as a return after the date would have been, and the customer's NSF notice
 * left pending. One transaction per batch: killed, none of it is kept and the next run does it
 * whole; two instances never take the same debit. Answers how many returns were settled.
 */
export async function applyReturnsComeDue(ctx: AppContext): Promise<number> {
  const today = ctx.clock.today();
  let settled = 0;
  for (;;) {
    const count = await ctx.database.db.transaction(async (tx) => {
      const due = await tx.execute<{ id: number; loan_id: number; payment_id: number; return_code: string }>(sql`
        select d.id, d.loan_id, d.payment_id, d.return_code
          from debits d join loan_payments p on p.id = d.payment_id
         where d.return_pending and p.due_date <= ${today}::date
         order by d.id
         limit ${BATCH}
           for update of d skip locked`);
      if (due.length === 0) return 0;
      const reversed = await returnOnLoans(
        tx,
        today,
        due.map((row) => ({ loanId: row.loan_id, paymentId: row.payment_id, code: row.return_code })),
      );
      // The customer is told of a line made an NSF; one that no longer could be (its loan no
      // longer collected, the line removed) waits for nothing.
      await tx.execute(sql`
        update debits set return_pending = false, notice_pending = payment_id = any(${sqlArray(reversed, 'int')}),
               updated_at = now()
         where id = any(${sqlArray(
           due.map((row) => row.id),
           'int',
         )})`);
      return due.length;
    });
    settled += count;
    if (count < BATCH) return settled;
  }
}
