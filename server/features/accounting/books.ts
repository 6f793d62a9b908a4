import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
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
import { shownUserNameOf } from '../users/userQueries';
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

/**
 * A page of the journal's lines, newest first by default, with their entries' facts. The order
 * follows an index whatever the filter, so a page costs the same in the first month as in the tenth
 * year: by entry (its date, then its number, the entry's debits first) walking the entries' date
 * index; on one account, by its lines (date, then line), walking that account's index, as its
 * general ledger does.
 */
export async function listJournal(ctx: AppContext, query: ListQuery<JournalListFilter>) {
  const { db } = ctx.database;
  const { from, to, accountId, loanId, kind, source } = query.filter;
  const byAccount = accountId !== undefined;
  const dated = byAccount ? journalLines.entryDate : journalEntries.entryDate;
  const where = and(
    from ? gte(dated, from) : undefined,
    to ? lte(dated, to) : undefined,
    byAccount ? eq(journalLines.accountId, accountId) : undefined,
    loanId ? eq(journalEntries.loanId, loanId) : undefined,
    kind ? eq(journalEntries.kind, kind) : undefined,
    source ? eq(journalEntries.source, source) : undefined,
  );
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const ordering = byAccount
    ? [order(journalLines.entryDate), order(journalLines.id)]
    : // Within an entry, its debits first, as a journal shows them.
      [order(journalEntries.entryDate), order(journalEntries.id), desc(journalLines.amountCents), asc(journalLines.id)];
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
            actorName: shownUserNameOf(sql`journal_entries.actor_id`),
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
          .orderBy(...ordering)
          .limit(query.limit)
          .offset(query.offset)
          .then((rows) => rows.map(toJournalLine)),
      count: () => {
        // One account's lines are counted on its index alone, unless the entries narrow them too.
        const lines = db
          .select({ one: sql`1` })
          .from(journalLines)
          .$dynamic();
        const counted =
          byAccount && !loanId && !kind && !source
            ? lines
            : lines.innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId));
        return db
          .select({ counted: sql<number>`count(*)::int` })
          .from(
            counted
              .where(where)
              .limit(DEFAULT_TOTAL_CAP + 1)
              .as('capped'),
          )
          .then(([row]) => row?.counted ?? 0);
      },
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
