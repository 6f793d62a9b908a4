import { sql } from 'drizzle-orm';
import { reviewMonthOf } from '../../../domain/retention';
import type { AppContext } from '../../context';
import { startPeriodicJob, type PeriodicJob } from '../../periodicJob';
import { anonymizeNextConfirmed } from './anonymizeCustomer';
import { runRetentionReview } from './retentionReview';

/** The job looks every minute: a new month's review, then the lines an administrator confirmed. */
export const RETENTION_JOB_INTERVAL_MS = 60_000;
/** Lines erased per run at most: a long confirmation is carried out over a few minutes. */
const PER_RUN = 50;

/** The month whose review last ran to its end. */
async function lastReviewedMonth(ctx: AppContext): Promise<string | null> {
  const rows = await ctx.database.db.execute<{ month: string }>(
    sql`select value->>'month' as month from configuration_sections where section = 'retentionRun'`,
  );
  return rows[0]?.month ?? null;
}

/** This month's review run now, and noted as run to its end (the job then leaves this month alone). */
export async function reviewThisMonth(ctx: AppContext): Promise<{ reviewMonth: string; listed: number }> {
  const run = await runRetentionReview(ctx);
  await ctx.database.db.execute(sql`
    insert into configuration_sections (section, value) values ('retentionRun', jsonb_build_object('month', ${run.reviewMonth}::text))
    on conflict (section) do update set value = excluded.value, updated_at = now()`);
  return run;
}

/**
 * Runs the month's review once it is a new month (two instances starting it together list nobody
 * twice: a customer has one line a month), then anonymizes what was confirmed.
 */
export async function runRetentionJob(ctx: AppContext): Promise<{ reviewed: boolean; anonymized: number }> {
  const month = reviewMonthOf(ctx.clock.today());
  const reviewed = (await lastReviewedMonth(ctx)) !== month;
  if (reviewed) await reviewThisMonth(ctx);
  return { reviewed, anonymized: await anonymizeConfirmed(ctx) };
}

/** The confirmed lines carried out, up to a run's worth: how many were taken. */
export async function anonymizeConfirmed(ctx: AppContext): Promise<number> {
  let taken = 0;
  while (taken < PER_RUN && (await anonymizeNextConfirmed(ctx))) taken += 1;
  return taken;
}

export const startRetentionJob = (ctx: AppContext, log: (line: string) => void): PeriodicJob =>
  startPeriodicJob('retention', RETENTION_JOB_INTERVAL_MS, () => runRetentionJob(ctx), log);
