import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * The journal entries and lines of loan ledger rows, as two statements of a `with` (domain/
 * accounting.ts `journalLinesOf` says the rule): each part that is not zero moves its mapping's two
 * accounts by opposite amounts, the debit one by the amount as the borrower owes it; a reversal
 * moves those of the entry it reverses. `ledger` names a relation with the ledger's columns: the
 * rows just inserted (postEntries), or the table (a backfill). One statement writes an entry's
 * lines, so the database's balance check (migration 0037) sees them together.
 */
export const bookLedgerRows = (ledger: SQL) => sql`
  journal_booked as (
    insert into journal_entries (entry_date, effective_date, source, kind, loan_id, ledger_entry_id, actor_id)
    select l.entry_date, l.entry_date, 'LOAN_LEDGER', l.kind, l.loan_id, l.id, l.actor_id
      from ${ledger} l
     where (l.capital_cents <> 0 or l.interest_cents <> 0 or l.fees_cents <> 0)
    returning id, ledger_entry_id, entry_date),
  journal_lines_booked as (
    insert into journal_lines (entry_id, entry_date, account_id, amount_cents)
    select e.id, e.entry_date, side.account_id, side.amount
      from journal_booked e
      join ${ledger} l on l.id = e.ledger_entry_id
      left join loan_ledger_entries reversed on reversed.id = l.reverses_entry_id and l.kind = 'REVERSAL'
     cross join lateral (values ('capital', l.capital_cents), ('interest', l.interest_cents), ('fees', l.fees_cents))
           as part(name, cents)
      join gl_mappings m on m.kind = coalesce(reversed.kind, l.kind) and m.part = part.name
     cross join lateral (values (m.debit_account_id, part.cents), (m.credit_account_id, -part.cents))
           as side(account_id, amount)
     where part.cents <> 0
    returning 1)`;

/**
 * Books the ledger entries that have no journal entry yet (of loans from `firstLoanId` on): loans
 * that came by bulk copy (the bench's), or a database that had loans before the books existed.
 * Answers how many entries it booked.
 */
export async function bookUnbookedEntries(db: Db | Tx, firstLoanId = 0): Promise<number> {
  const [row] = await db.execute<{ booked: number }>(sql`
    with unbooked as (
      select * from loan_ledger_entries l
       where l.loan_id >= ${firstLoanId}
         and not exists (select 1 from journal_entries j where j.ledger_entry_id = l.id)),
    ${bookLedgerRows(sql`unbooked`)}
    select count(*)::int as booked from journal_booked`);
  return row?.booked ?? 0;
}
