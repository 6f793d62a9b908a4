import { sql } from 'drizzle-orm';
import { lastDayOf } from '../../../domain/accountingPeriods';
import { rateOf, type AllowanceRunRecord, type ProvisionMatrix } from '../../../domain/allowance';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { postBetweenRoles } from '../accounting/journalPosting';
import { readLoanConfiguration } from '../loans/loanConfigurationStore';
import { readAccountingPolicy } from './accountingPolicy';
import { readAllowanceRun } from './allowanceQueries';
import { allowanceRunLines, allowanceRuns } from './tables';

/**
 * The allowance for credit losses at a month's end (domain/allowance.ts says the rule): what each loan
 * owes at that day (its ledger's sums), in the bucket of the degree its collection file had that day
 * (read back from the file's degree moves) or the current loans', at the matrix's rate; the books' allowance
 * brought to the total, the change posted as provision expense on the month's last day. One statement
 * reads the portfolio, whatever its size.
 */
export async function computeAllowance(
  ctx: AppContext,
  actor: { id: number } | null,
  month: string,
): Promise<AllowanceRunRecord> {
  const asOf = lastDayOf(month);
  if (asOf >= ctx.clock.today()) throw refuse('MONTH_NOT_OVER', { month });
  const runId = await ctx.database.db.transaction(async (tx) => {
    // One run at a time: each posts the change from what the one before left in the books.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guichet allowance'))`);
    const [closed] = await tx.execute<{ closed: boolean }>(sql`select books_open_from() > ${asOf}::date as closed`);
    if (closed?.closed) throw refuse('MONTH_CLOSED', { month });
    const policy = await readAccountingPolicy(tx);
    const { collectionDegrees } = await readLoanConfiguration(tx);
    const matrix: ProvisionMatrix = { currentRateBp: policy.currentRateBp, degreeRatesBp: policy.degreeRatesBp };
    const buckets = [
      { bucket: 0, nameFr: 'Prêts courants', nameEn: 'Current loans' },
      ...collectionDegrees.map((degree, index) => ({
        bucket: index + 1,
        nameFr: degree.nameFr,
        nameEn: degree.nameEn,
      })),
    ].map((bucket) => ({ ...bucket, rateBp: rateOf(bucket.bucket, matrix) }));
    const lines = await portfolioByBucket(tx, asOf, buckets);
    const owedCents = lines.reduce((sum, line) => sum + line.owedCents, 0);
    const allowanceCents = lines.reduce((sum, line) => sum + line.allowanceCents, 0);
    const [books] = await tx.execute<{ balance: string }>(sql`
      select coalesce(sum(t.credit_cents - t.debit_cents), 0)::text as balance
        from journal_day_totals t join gl_accounts a on a.id = t.account_id
       where a.role = 'ALLOWANCE' and t.day <= ${asOf}`);
    const changeCents = allowanceCents - Number(books?.balance ?? 0);
    const [run] = await tx
      .insert(allowanceRuns)
      .values({ month, asOf, owedCents, allowanceCents, changeCents, matrix, computedBy: actor?.id ?? null })
      .returning({ id: allowanceRuns.id });
    await tx.insert(allowanceRunLines).values(lines.map((line) => ({ ...line, runId: run.id })));
    const journalEntryId = await postBetweenRoles(tx, {
      debitRole: 'PROVISION_EXPENSE',
      creditRole: 'ALLOWANCE',
      amountCents: changeCents,
      date: asOf,
      source: 'ALLOWANCE',
      kind: 'PROVISION',
      reference: `allowance ${run.id}`,
      actorId: actor?.id ?? null,
    });
    await tx.execute(sql`update allowance_runs set journal_entry_id = ${journalEntryId} where id = ${run.id}`);
    await audit(tx, {
      actorId: actor?.id ?? null,
      action: 'allowance.computed',
      entity: 'booksMonth',
      entityId: month,
      after: { owedCents, allowanceCents, changeCents },
    });
    return run.id;
  });
  const run = await readAllowanceRun(ctx.database.db, runId);
  if (!run) throw new Error(`allowance run ${runId} was not kept`);
  return run;
}

interface Bucket {
  bucket: number;
  nameFr: string;
  nameEn: string;
  rateBp: number;
}

/** Each bucket's loans that owe something at `asOf`, what they owe, and their allowance loan by loan. */
async function portfolioByBucket(tx: Tx, asOf: string, buckets: Bucket[]) {
  const last = buckets.length - 1;
  const rows = await tx.execute<{ bucket: number; loans: number; owed: string; allowance: string }>(sql`
    with owed as (
      select e.loan_id, sum(e.capital_cents + e.interest_cents + e.fees_cents) as cents
        from loan_ledger_entries e
       where e.entry_date <= ${asOf}
       group by e.loan_id
      having sum(e.capital_cents + e.interest_cents + e.fees_cents) > 0),
    rates as (
      select (r->>'bucket')::int as bucket, (r->>'rateBp')::int as rate_bp
        from json_array_elements(${JSON.stringify(buckets)}::json) r),
    -- Each file open at that day, in the degree it had then: the last move on or before the day,
    -- or the one the first move after it left (a file's first degree is no move), or its own.
    degrees as (
      select f.loan_id, coalesce(
               (select (e.detail->>'to')::int from collection_file_events e
                 where e.file_id = f.id and e.kind = 'DEGREE' and e.business_day <= ${asOf}
                 order by e.id desc limit 1),
               (select (e.detail->>'from')::int from collection_file_events e
                 where e.file_id = f.id and e.kind = 'DEGREE' and e.business_day > ${asOf}
                 order by e.id limit 1),
               f.degree) as degree
        from collection_files f
       where f.opened_on <= ${asOf} and (f.settled_on is null or f.settled_on > ${asOf})),
    placed as (
      select o.cents, least(coalesce(d.degree + 1, 0), ${last}::int) as bucket
        from owed o
        left join degrees d on d.loan_id = o.loan_id)
    select p.bucket, count(*)::int as loans, sum(p.cents)::text as owed,
           sum(round(p.cents * r.rate_bp / 10000.0))::text as allowance
      from placed p join rates r on r.bucket = p.bucket
     group by p.bucket`);
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return buckets.map((bucket) => {
    const row = byBucket.get(bucket.bucket);
    return {
      ...bucket,
      loans: row?.loans ?? 0,
      owedCents: Number(row?.owed ?? 0),
      allowanceCents: Number(row?.allowance ?? 0),
    };
  });
}
