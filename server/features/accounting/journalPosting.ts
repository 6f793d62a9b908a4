import { sql, type SQL } from 'drizzle-orm';
import { MOVEMENT_PART, type AccountRole, type JournalSource, type MovementKind } from '../../../domain/accounting';
import type { IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import type { Db, Tx } from '../../db/client';
import { rawStatementsOfTx, withIndexesSetAside } from '../../db/indexesSetAside';

/**
 * The account a mapped line goes to, as two joins (select `coalesce(own.id, <mapped>)`): the
 * clearing account (1010) stands for the account the money really went through, `clearingRole`:
 * the clearing account of the provider that moved it (PROVIDER_CLEARING_ROLE: `<provider>_CLEARING`),
 * or the bank for a payout made by hand. Joins, not a subquery per line: a backfill books millions.
 */
const clearingStandIn = (mapped: SQL, clearingRole: SQL) => sql`
  left join gl_accounts clearing on clearing.id = ${mapped} and clearing.role = 'PROVIDER_CLEARING'
  left join gl_accounts own on own.role = ${clearingRole} and clearing.id is not null`;

/**
 * The journal entries and lines of loan ledger rows, as statements of a `with` (domain/
 * accounting.ts `journalLinesOf` says the rule): each part that is not zero moves its mapping's two
 * accounts by opposite amounts, the debit one by the amount as the borrower owes it; a reversal
 * moves those of the entry it reverses. Each entry is booked on `bookedOn`, the business day it is
 * recorded (or its own date when not given: a backfill), never in a closed month; its own date is its
 * effective date. An entry whose kind moves the clearing account names the
 * loan's provider, and its clearing lines go to that provider's account. `ledger` names a relation
 * with the ledger's columns: the rows just inserted (postEntries), or the table (a backfill). One
 * statement writes an entry's lines, so the database's balance check (migration 0037) sees them
 * together.
 */
export const bookLedgerRows = (ledger: SQL, bookedOn: IsoDate | null = null) => sql`
  books_open as (select greatest(books_open_from(), ${bookedOn}::date) as day),
  -- The kinds whose mapping moves the clearing account: their entries name the loan's provider.
  clearing_kinds as (
    select distinct m.kind from gl_mappings m
      join gl_accounts a on a.id in (m.debit_account_id, m.credit_account_id)
     where a.role = 'PROVIDER_CLEARING'),
  journal_booking as (
    select l.id, l.loan_id, l.actor_id, l.entry_date, l.kind, l.capital_cents, l.interest_cents, l.fees_cents,
           greatest(l.entry_date, (select day from books_open)) as booked_on,
           coalesce(reversed.kind, l.kind) as mapped_kind,
           case when manual.loan_id is null and moves_clearing.kind is not null then lo.payment_provider end as provider,
           case when manual.loan_id is not null then 'BANK' else lo.payment_provider || '_CLEARING' end as clearing_role
      from ${ledger} l
      join loans lo on lo.id = l.loan_id
      left join loan_ledger_entries reversed on reversed.id = l.reverses_entry_id and l.kind = 'REVERSAL'
      -- Money lent by hand (a cheque, a transfer from the bank) never went through a provider.
      left join deposits manual on manual.loan_id = l.loan_id and manual.transaction_type = 'MANUAL'
                               and coalesce(reversed.kind, l.kind) = 'DISBURSEMENT'
      left join clearing_kinds moves_clearing on moves_clearing.kind = coalesce(reversed.kind, l.kind)
     where (l.capital_cents <> 0 or l.interest_cents <> 0 or l.fees_cents <> 0)),
  journal_booked as (
    insert into journal_entries (entry_date, effective_date, source, kind, loan_id, ledger_entry_id, actor_id, provider)
    select b.booked_on, b.entry_date, 'LOAN_LEDGER', b.kind, b.loan_id, b.id, b.actor_id, b.provider
      from journal_booking b
    returning id, ledger_entry_id),
  journal_lines_booked as (
    insert into journal_lines (entry_id, entry_date, account_id, amount_cents)
    select e.id, b.booked_on, coalesce(own.id, side.account_id), side.amount
      from journal_booked e
      join journal_booking b on b.id = e.ledger_entry_id
     cross join lateral (values ('capital', b.capital_cents), ('interest', b.interest_cents), ('fees', b.fees_cents))
           as part(name, cents)
      join gl_mappings m on m.kind = b.mapped_kind and m.part = part.name
     cross join lateral (values (m.debit_account_id, part.cents), (m.credit_account_id, -part.cents))
           as side(account_id, amount)
     ${clearingStandIn(sql`side.account_id`, sql`b.clearing_role`)}
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

/** The journal's tables: a backfill of many entries sets their indexes aside. */
export const JOURNAL_TABLES = ['journal_entries', 'journal_lines', 'journal_day_totals'];

/**
 * bookUnbookedEntries for millions of entries (a bulk load, a database from before the books): the
 * journal's secondary indexes and foreign keys set aside while it writes, then built once, all in
 * the caller's transaction.
 */
export const bookUnbookedEntriesInBulk = (tx: Tx, firstLoanId: number, log: (line: string) => void) =>
  withIndexesSetAside(rawStatementsOfTx(tx), JOURNAL_TABLES, () => bookUnbookedEntries(tx, firstLoanId), log);

export interface Movement {
  kind: MovementKind;
  provider: PaymentProvider;
  /** Money into the provider's clearing account (negative when it left: a fee, a transfer to the bank). */
  amountCents: number;
  /** The day it happened, which the books carry it on unless its month is closed (then the first open day). */
  date: IsoDate;
  effectiveDate?: IsoDate;
  source: Exclude<JournalSource, 'LOAN_LEDGER'>;
  /** What the source calls it: booked once per kind and reference, whoever asks again. */
  reference: string;
  loanId?: number | null;
  actorId?: number | null;
  /** The counter-account, when the one who posts it chose one (a reconciliation's adjustment). */
  counterAccountId?: number;
}

/**
 * A provider's movement in the journal (domain/accounting.ts MOVEMENT_KINDS): the provider's
 * clearing account and the movement's counter-account, in one statement. Answers the entry's id,
 * or null when nothing moved or the reference was booked already.
 */
export async function postMovement(tx: Tx, movement: Movement): Promise<number | null> {
  if (movement.amountCents === 0) return null;
  const [row] = await tx.execute<{ id: number }>(sql`
    with mapping as (
      select coalesce(own.id, m.debit_account_id) as clearing_id,
             coalesce(${movement.counterAccountId ?? null}::int, m.credit_account_id) as counter_id
        from gl_mappings m
        ${clearingStandIn(sql`m.debit_account_id`, sql`${`${movement.provider}_CLEARING`}::text`)}
       where m.kind = ${movement.kind} and m.part = ${MOVEMENT_PART}),
    entry as (
      insert into journal_entries (entry_date, effective_date, source, kind, loan_id, actor_id, provider, source_reference)
      values (greatest(${movement.date}::date, books_open_from()), ${movement.effectiveDate ?? movement.date},
              ${movement.source}, ${movement.kind}, ${movement.loanId ?? null}, ${movement.actorId ?? null},
              ${movement.provider}, ${movement.reference})
      on conflict (kind, source_reference) where source_reference is not null do nothing
      returning id, entry_date),
    lines as (
      insert into journal_lines (entry_id, entry_date, account_id, amount_cents)
      select entry.id, entry.entry_date, side.account_id, side.amount
        from entry, mapping
       cross join lateral (values (mapping.clearing_id, ${movement.amountCents}::bigint),
                                  (mapping.counter_id, -${movement.amountCents}::bigint)) as side(account_id, amount)
      returning 1)
    select id::int from entry`);
  return row?.id ?? null;
}

export interface RoleEntry {
  debitRole: AccountRole;
  creditRole: AccountRole;
  /** Negative: the other way round. */
  amountCents: number;
  date: IsoDate;
  source: Exclude<JournalSource, 'LOAN_LEDGER'>;
  kind: string;
  reference: string;
  actorId: number | null;
}

/**
 * An entry between two accounts of the standard chart found by their role (the allowance and its
 * expense): one statement, booked on the first open day when `date`'s month is closed. Answers the
 * entry's id, or null when nothing moved.
 */
export async function postBetweenRoles(tx: Tx, entry: RoleEntry): Promise<number | null> {
  if (entry.amountCents === 0) return null;
  const [row] = await tx.execute<{ id: number }>(sql`
    with booked as (
      insert into journal_entries (entry_date, effective_date, source, kind, actor_id, source_reference)
      values (greatest(${entry.date}::date, books_open_from()), ${entry.date}, ${entry.source}, ${entry.kind},
              ${entry.actorId}::int, ${entry.reference})
      returning id, entry_date),
    lines as (
      insert into journal_lines (entry_id, entry_date, account_id, amount_cents)
      select booked.id, booked.entry_date, a.id,
             case when a.role = ${entry.debitRole} then ${entry.amountCents}::bigint else -${entry.amountCents}::bigint end
        from booked, gl_accounts a
       where a.role in (${entry.debitRole}, ${entry.creditRole})
      returning 1)
    select id::int from booked`);
  return row?.id ?? null;
}
