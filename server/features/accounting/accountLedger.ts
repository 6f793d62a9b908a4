import { sql } from 'drizzle-orm';
import {
  trialBalanceSides,
  type AccountLedgerLineRecord,
  type AccountLedgerSummary,
  type AccountRecord,
} from '../../../domain/accounting';
import type { IsoDate } from '../../../domain/calendarDates';
import type { AppContext } from '../../context';
import { pageWithTotal } from '../../db/listPages';
import { notFound } from '../../http/errors';
import { DEFAULT_TOTAL_CAP, type ListQuery } from '../../http/listQuery';

export type LedgerAccount = Pick<AccountRecord, 'id' | 'number' | 'nameFr' | 'nameEn' | 'type'>;
export interface LedgerPeriod {
  from: IsoDate;
  to: IsoDate;
}

export async function findLedgerAccount(ctx: AppContext, accountId: number): Promise<LedgerAccount> {
  const [account] = await ctx.database.db.execute<{
    id: number;
    number: string;
    name_fr: string;
    name_en: string;
    type: AccountRecord['type'];
  }>(sql`select id, number, name_fr, name_en, type from gl_accounts where id = ${accountId}`);
  if (!account) throw notFound();
  return {
    id: account.id,
    number: account.number,
    nameFr: account.name_fr,
    nameEn: account.name_en,
    type: account.type,
  };
}

/**
 * The balance before the period, what it debited and credited, the balance at its end: read from
 * the day tallies (a few rows per day), so a period of millions of lines costs what its days do.
 */
export async function ledgerSummary(
  ctx: AppContext,
  account: LedgerAccount,
  { from, to }: LedgerPeriod,
): Promise<AccountLedgerSummary> {
  const [row] = await ctx.database.db.execute<{ opening: string; debits: string; credits: string }>(sql`
    select coalesce(sum(debit_cents - credit_cents) filter (where day < ${from}), 0)::text as opening,
           coalesce(sum(debit_cents) filter (where day >= ${from}), 0)::text as debits,
           coalesce(sum(credit_cents) filter (where day >= ${from}), 0)::text as credits
      from journal_day_totals
     where account_id = ${account.id} and day <= ${to}`);
  const [openingCents, debitCents, creditCents] = [Number(row.opening), Number(row.debits), Number(row.credits)];
  return {
    account,
    from,
    to,
    openingCents,
    debitCents,
    creditCents,
    closingCents: openingCents + debitCents - creditCents,
  };
}

export const LEDGER_SORTABLE = ['date'];

type LedgerRow = {
  id: number;
  entry_id: number;
  date: string;
  effective_date: string;
  source: string;
  kind: string;
  loan_id: number | null;
  amount: string;
  balance: string;
};

const toLedgerLine = (row: LedgerRow): AccountLedgerLineRecord => ({
  id: Number(row.id),
  entryId: Number(row.entry_id),
  date: row.date,
  effectiveDate: row.effective_date,
  source: row.source,
  kind: row.kind,
  loanId: row.loan_id,
  ...trialBalanceSides(Number(row.amount)),
  balanceCents: Number(row.balance),
});

/**
 * A page of the account's lines in the period, each with the balance once it counts. The balance
 * never sums the account's history line by line: it is the balance at the end of the day before
 * the line's (the day tallies, as the trial balance reads them), plus the line's day up to it. The
 * page's lines are contiguous, so only its first day can have lines before the page, summed within
 * that day alone (50,000 at most on the busiest day); the page's ids come from the account's index
 * alone, so a deep page skips index entries, not table rows. One statement: one snapshot.
 */
export async function ledgerPage(
  ctx: AppContext,
  accountId: number,
  { from, to }: LedgerPeriod,
  query: ListQuery<unknown>,
) {
  const { db } = ctx.database;
  const direction = sql.raw(query.sortOrder === 'DESC' ? 'desc' : 'asc');
  return pageWithTotal(
    {
      rows: () =>
        db
          .execute<LedgerRow>(
            sql`
    with page as materialized (
      select id, entry_date from journal_lines
       where account_id = ${accountId} and entry_date >= ${from} and entry_date <= ${to}
       order by entry_date ${direction}, id ${direction}
       limit ${query.limit} offset ${query.offset}),
    first_line as (select entry_date, id from page order by entry_date, id limit 1),
    span as (select min(entry_date) as first_day, max(entry_date) as last_day from page),
    opening as (
      select coalesce(sum(t.debit_cents - t.credit_cents), 0) as cents
        from journal_day_totals t, span
       where t.account_id = ${accountId} and t.day < span.first_day),
    days_between as (
      select t.day, sum(t.debit_cents - t.credit_cents) as cents
        from journal_day_totals t, span
       where t.account_id = ${accountId} and t.day >= span.first_day and t.day < span.last_day
       group by t.day),
    before_page as (
      select coalesce(sum(l.amount_cents), 0) as cents
        from journal_lines l, first_line f
       where l.account_id = ${accountId} and l.entry_date = f.entry_date and l.id < f.id)
    select l.id, l.entry_id, l.entry_date::text as date, e.effective_date::text as effective_date,
           e.source, e.kind, e.loan_id, l.amount_cents::text as amount,
           ((select cents from opening)
            + coalesce((select sum(d.cents) from days_between d where d.day < l.entry_date), 0)
            + case when l.entry_date = (select entry_date from first_line)
                   then (select cents from before_page) else 0 end
            + sum(l.amount_cents) over (partition by l.entry_date order by l.id))::text as balance
      from page p
      join journal_lines l on l.id = p.id
      join journal_entries e on e.id = l.entry_id
     order by l.entry_date ${direction}, l.id ${direction}`,
          )
          .then((rows) => rows.map(toLedgerLine)),
      count: () =>
        db
          .execute<{ counted: number }>(
            sql`select count(*)::int as counted from (
                  select 1 from journal_lines
                   where account_id = ${accountId} and entry_date >= ${from} and entry_date <= ${to}
                   limit ${DEFAULT_TOTAL_CAP + 1}) capped`,
          )
          .then(([row]) => row?.counted ?? 0),
    },
    query,
    DEFAULT_TOTAL_CAP,
  );
}

/** A line of the account's ledger as the files read it (the balance is counted as they are written). */
export interface LedgerBatchLine {
  id: number;
  entryId: number;
  date: IsoDate;
  effectiveDate: IsoDate;
  source: string;
  kind: string;
  loanId: number | null;
  amountCents: number;
}

/** How many lines the files read at a time: a few megabytes, whatever the period holds. */
export const LEDGER_BATCH_LINES = 5_000;

/**
 * The account's lines in the period, oldest first, a batch at a time by their place in the
 * account's index (date, id): each batch starts where the last one ended, never by an offset. Lines
 * posted after the first batch are left out, so the file is the ledger as it stood when it began.
 */
export async function* ledgerLineBatches(
  ctx: AppContext,
  accountId: number,
  { from, to }: LedgerPeriod,
  batchLines = LEDGER_BATCH_LINES,
): AsyncGenerator<LedgerBatchLine[]> {
  const { db } = ctx.database;
  const [{ last }] = await db.execute<{ last: string | null }>(sql`select max(id)::text as last from journal_lines`);
  const lastLineId = Number(last ?? 0);
  let after = { date: from, id: 0 };
  for (;;) {
    const rows = await db.execute<Omit<LedgerRow, 'balance'>>(sql`
      select l.id, l.entry_id, l.entry_date::text as date, e.effective_date::text as effective_date,
             e.source, e.kind, e.loan_id, l.amount_cents::text as amount
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
       where l.account_id = ${accountId} and l.entry_date <= ${to} and l.id <= ${lastLineId}
         and (l.entry_date, l.id) > (${after.date}::date, ${after.id})
       order by l.entry_date, l.id
       limit ${batchLines}`);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: Number(row.id),
      entryId: Number(row.entry_id),
      date: row.date,
      effectiveDate: row.effective_date,
      source: row.source,
      kind: row.kind,
      loanId: row.loan_id,
      amountCents: Number(row.amount),
    }));
    const lastRow = rows[rows.length - 1];
    after = { date: lastRow.date, id: Number(lastRow.id) };
    if (rows.length < batchLines) return;
  }
}

/** Counts the period's lines up to `max + 1`: enough to know whether a PDF would be too long. */
export async function ledgerLinesOver(ctx: AppContext, accountId: number, { from, to }: LedgerPeriod, max: number) {
  const [row] = await ctx.database.db.execute<{ counted: number }>(sql`
    select count(*)::int as counted from (
      select 1 from journal_lines
       where account_id = ${accountId} and entry_date >= ${from} and entry_date <= ${to}
       limit ${max + 1}) capped`);
  return (row?.counted ?? 0) > max;
}
