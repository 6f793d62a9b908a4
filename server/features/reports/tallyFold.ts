import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { startPeriodicJob, type PeriodicJob } from '../../periodicJob';
import type { Db } from '../../db/client';
import { MONTH_AMOUNT_FIELDS } from './monthAmounts';

/**
 * The tallies: tables a trigger (migrations 0028, 0029) only adds to (what each statement changed in
 * the table they follow, per key), so that no writer ever waits on another's row. A key's figures
 * are the sum of its rows; the fold makes them one row again.
 */
const TALLIES = {
  /** The portfolio's month amounts (loan_month_amounts summed): the reports and the dashboard. */
  portfolioMonths: {
    table: 'portfolio_month_amounts',
    key: 'month',
    sums: MONTH_AMOUNT_FIELDS,
  },
  /** The payments due per day (loan_payments counted): the calendar. */
  paymentDays: { table: 'payment_day_totals', key: 'due_date', sums: ['lines', 'amount_cents'] },
  /** Debits presented and returned per due month: the dashboard's NSF rate. */
  debitMonths: { table: 'debit_month_totals', key: 'month', sums: ['presented', 'returned'] },
  /** Requests per month in and status: the dashboard's funnel and approval rate. */
  requestMonths: { table: 'request_month_totals', key: 'month, status', sums: ['requests'] },
  /** Each account's debits and credits per day (journal_lines summed): the trial balance. */
  journalDays: { table: 'journal_day_totals', key: 'account_id, day', sums: ['debit_cents', 'credit_cents'] },
} as const;

/** How often the tallies are folded: a minute of writes adds a few hundred rows at most. */
export const FOLD_INTERVAL_MS = 60 * 1000;

/**
 * Replaces a tally's rows by one per key with their sums, in one statement: a reader sees either,
 * never both. Rows a write still holds uncommitted are not seen and wait for the next fold; two
 * folds at once take each row once (the second skips what the first deleted).
 */
export async function foldTally(db: Db, name: keyof typeof TALLIES): Promise<void> {
  const { table, key, sums } = TALLIES[name];
  await db.execute(
    sql.raw(`
    with gone as (delete from ${table} returning *)
    insert into ${table} (${key}, ${sums.join(', ')})
    select ${key}, ${sums.map((column) => `sum(${column})`).join(', ')} from gone group by ${key}`),
  );
}

export async function foldTallies(db: Db): Promise<void> {
  for (const name of Object.keys(TALLIES) as (keyof typeof TALLIES)[]) await foldTally(db, name);
}

/** Folds now and every minute until `stop` is called; a failed fold is logged and tried again next time. */
export function startTallyFold(ctx: AppContext, log: (line: string) => void): PeriodicJob {
  return startPeriodicJob('tally fold', FOLD_INTERVAL_MS, () => foldTallies(ctx.database.db), log);
}
