import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  trialBalanceSides,
  type AccountRecord,
  type JournalLineRecord,
  type JournalListFilter,
  type TrialBalance,
} from '../../../domain/accounting';
import type { IsoDate } from '../../../domain/calendarDates';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { pageWithTotal } from '../../db/listPages';
import { DEFAULT_TOTAL_CAP, type ListQuery } from '../../http/listQuery';
import { glAccounts, journalEntries, journalLines } from './tables';

/** The chart of accounts, by number; `used` when a line names the account (it can then only be disabled). */
export async function listAccounts(ctx: AppContext): Promise<AccountRecord[]> {
  const rows = await ctx.database.db
    .select({
      id: glAccounts.id,
      number: glAccounts.number,
      nameFr: glAccounts.nameFr,
      nameEn: glAccounts.nameEn,
      type: glAccounts.type,
      role: glAccounts.role,
      enabled: glAccounts.enabled,
      used: sql<boolean>`exists (select 1 from journal_day_totals t where t.account_id = ${glAccounts.id})`,
    })
    .from(glAccounts)
    .orderBy(asc(glAccounts.number));
  return rows;
}

/**
 * Each account's debits, credits and balance at the end of `date`, from the day tallies (a few
 * rows per account and day, whatever the number of loans). Σ debits = Σ credits, as every entry is
 * balanced; accounts never moved and disabled are left out.
 */
export async function trialBalanceAt(
  ctx: AppContext,
  date: IsoDate,
  db: Pick<Db | Tx, 'execute'> = ctx.database.db,
): Promise<TrialBalance> {
  const rows = await db.execute<{
    id: number;
    number: string;
    name_fr: string;
    name_en: string;
    type: AccountRecord['type'];
    enabled: boolean;
    moved: boolean;
    balance: string;
  }>(sql`
    select a.id, a.number, a.name_fr, a.name_en, a.type, a.enabled,
           count(t.account_id) > 0 as moved,
           coalesce(sum(t.debit_cents - t.credit_cents), 0)::text as balance
      from gl_accounts a
      left join journal_day_totals t on t.account_id = a.id and t.day <= ${date}
     group by a.id
     order by a.number`);
  const lines = rows
    .filter((row) => row.enabled || row.moved)
    .map((row) => {
      const balanceCents = Number(row.balance);
      return {
        accountId: row.id,
        number: row.number,
        nameFr: row.name_fr,
        nameEn: row.name_en,
        type: row.type,
        ...trialBalanceSides(balanceCents),
        balanceCents,
      };
    });
  return {
    date,
    lines,
    totalDebitCents: lines.reduce((sum, line) => sum + line.debitCents, 0),
    totalCreditCents: lines.reduce((sum, line) => sum + line.creditCents, 0),
  };
}

export const JOURNAL_SORTABLE = ['date', 'id'];

/** A page of the journal's lines, newest first by default, with their entries' facts. */
export async function listJournal(ctx: AppContext, query: ListQuery<JournalListFilter>) {
  const { db } = ctx.database;
  const { from, to, accountId, loanId, kind, source } = query.filter;
  const conditions: (SQL | undefined)[] = [
    from ? gte(journalLines.entryDate, from) : undefined,
    to ? lte(journalLines.entryDate, to) : undefined,
    accountId ? eq(journalLines.accountId, accountId) : undefined,
    loanId ? eq(journalEntries.loanId, loanId) : undefined,
    kind ? eq(journalEntries.kind, kind) : undefined,
    source ? eq(journalEntries.source, source) : undefined,
  ];
  const where = and(...conditions);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  return pageWithTotal(
    {
      rows: () =>
        db
          .select({
            id: journalLines.id,
            entryId: journalLines.entryId,
            date: journalLines.entryDate,
            effectiveDate: journalEntries.effectiveDate,
            source: journalEntries.source,
            kind: journalEntries.kind,
            loanId: journalEntries.loanId,
            accountId: journalLines.accountId,
            accountNumber: glAccounts.number,
            accountNameFr: glAccounts.nameFr,
            accountNameEn: glAccounts.nameEn,
            amountCents: journalLines.amountCents,
          })
          .from(journalLines)
          .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
          .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId))
          .where(where)
          .orderBy(
            order(journalLines.entryDate),
            order(journalLines.entryId),
            // Within an entry, its debits first, as a journal shows them.
            desc(journalLines.amountCents),
            asc(journalLines.id),
          )
          .limit(query.limit)
          .offset(query.offset)
          .then((rows) => rows.map(toJournalLine)),
      count: () =>
        db
          .select({ counted: sql<number>`count(*)::int` })
          .from(
            db
              .select({ one: sql`1` })
              .from(journalLines)
              .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
              .where(where)
              .limit(DEFAULT_TOTAL_CAP + 1)
              .as('capped'),
          )
          .then(([row]) => row?.counted ?? 0),
    },
    query,
    DEFAULT_TOTAL_CAP,
  );
}

const toJournalLine = ({
  amountCents,
  ...line
}: Omit<JournalLineRecord, 'debitCents' | 'creditCents'> & { amountCents: number }): JournalLineRecord => ({
  ...line,
  ...trialBalanceSides(amountCents),
});
