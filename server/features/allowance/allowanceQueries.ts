import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AllowanceRunRecord } from '../../../domain/allowance';
import type { Db, Tx } from '../../db/client';
import { shownUserNameOf } from '../users/userQueries';
import { allowanceRunLines, allowanceRuns } from './tables';

/** A run with its buckets and who ran it. */
export async function readAllowanceRun(db: Db | Tx, id: number): Promise<AllowanceRunRecord | null> {
  const [run] = await db
    .select({
      run: allowanceRuns,
      computedByName: shownUserNameOf(sql`allowance_runs.computed_by`),
    })
    .from(allowanceRuns)
    .where(eq(allowanceRuns.id, id));
  if (!run) return null;
  const lines = await db
    .select()
    .from(allowanceRunLines)
    .where(eq(allowanceRunLines.runId, id))
    .orderBy(asc(allowanceRunLines.bucket));
  const { matrix: _matrix, computedBy: _by, computedAt, ...figures } = run.run;
  return {
    ...figures,
    computedAt: computedAt.toISOString(),
    computedByName: run.computedByName,
    lines: lines.map(({ runId: _runId, ...line }) => line),
  };
}

/** The last run of a month, or null when it was never computed. */
export async function latestAllowanceRun(db: Db | Tx, month: string): Promise<AllowanceRunRecord | null> {
  const [last] = await db
    .select({ id: allowanceRuns.id })
    .from(allowanceRuns)
    .where(eq(allowanceRuns.month, month))
    .orderBy(desc(allowanceRuns.id))
    .limit(1);
  return last ? readAllowanceRun(db, last.id) : null;
}
