import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { followAgreements } from '../agreements/agreementFollowing';
import { readCollectionDegrees, readOpenFiles, refreshFiles, type RefreshOutcome } from './collectionArrears';

/** Files brought up to date per transaction: short locks, and a crash loses at most one batch's work. */
const SWEEP_BATCH = 2_000;

/**
 * The day's pass over every open file: arrears and degrees as the days passed, promises kept or
 * broken, files settled. Safe to run again: a file already up to date is not written. Runs after
 * the settlement job has collected the payments that came due.
 */
export async function sweepCollectionFiles(ctx: AppContext): Promise<RefreshOutcome> {
  const today = ctx.clock.today();
  const total: RefreshOutcome = { files: 0, degreeMoves: 0, settled: 0, kept: 0, broken: 0 };
  const degrees = await readCollectionDegrees(ctx.database.db);
  // A borrower who moved: the lists' province filter reads the file's copy.
  await ctx.database.sql`
    update collection_files f set province = c.province from customers c
     where c.id = f.customer_id and f.status <> 'SETTLED' and f.province is distinct from c.province`;
  // Agreements whose payment's day passed without its money break first: their files are then followed as any other.
  const agreements = await ctx.database.db.transaction((tx) => followAgreements(tx, today));
  total.broken += agreements.broken;
  for (let after = 0; ;) {
    const batch = await ctx.database.db.transaction(async (tx) => {
      const files = await readOpenFiles(tx, sql`f.id > ${after}`, SWEEP_BATCH);
      const outcome = await refreshFiles(tx, today, files, degrees);
      return { outcome, last: files.at(-1)?.id };
    });
    for (const key of Object.keys(total) as (keyof RefreshOutcome)[]) total[key] += batch.outcome[key];
    if (batch.last === undefined || batch.outcome.files < SWEEP_BATCH) return total;
    after = batch.last;
  }
}
