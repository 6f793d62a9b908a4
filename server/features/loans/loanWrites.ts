import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/calendarDates';
import type { LedgerEntry, OwedParts } from '../../../domain/loanLedger';
import type { LedgerKind, PaymentLineKind, PaymentLineStatus } from '../../../domain/loanStatuses';
import type { ScheduledAmounts } from '../../../domain/loanReschedule';
import type { Tx } from '../../db/client';
import { debits, loanPayments } from '../../db/schema';
import { sqlArray } from '../../db/sqlArrays';
import { bookLedgerRows } from '../accounting/journalPosting';
import { monthAmountRows, upsertMonthAmounts } from '../reports/monthAmounts';
import { entryRows, toLedgerEntry, type EntryRow, type LoanState, type PaymentRow } from './loanState';

export interface NewEntry extends Partial<OwedParts> {
  kind: LedgerKind;
  date: IsoDate;
  paymentId?: number | null;
  reversesEntryId?: number | null;
  note?: string | null;
}

/** Appends entries to the loan's ledger (and to `state`, so later steps of the action see them). */
export async function postEntries(
  tx: Tx,
  state: LoanState,
  actorId: number | null,
  entries: NewEntry[],
): Promise<EntryRow[]> {
  if (entries.length === 0) return [];
  // One JSON parameter for all the entries: a plain statement costs a tenth of drizzle's insert
  // builder to prepare, and a returns file posts thousands.
  const values = entries.map((entry) => ({
    kind: entry.kind,
    entry_date: entry.date,
    capital_cents: entry.capital ?? 0,
    interest_cents: entry.interest ?? 0,
    fees_cents: entry.fees ?? 0,
    payment_id: entry.paymentId ?? null,
    reverses_entry_id: entry.reversesEntryId ?? null,
    note: entry.note ?? null,
  }));
  const inserted = await tx.execute(sql`
    with inserted as (
      insert into loan_ledger_entries
             (loan_id, actor_id, kind, entry_date, capital_cents, interest_cents, fees_cents, payment_id, reverses_entry_id, note)
      select ${state.loan.id}::int, ${actorId}::int, e.*
        from json_to_recordset(${JSON.stringify(values)}::json) as e(kind text, entry_date date, capital_cents bigint,
             interest_cents bigint, fees_cents bigint, payment_id int, reverses_entry_id bigint, note text)
      returning ${entryRows.columns}),
    -- The reports' month amounts and the books move in the same statement (no round trip of their own).
    month_amounts as (${upsertMonthAmounts(monthAmountsAfter(state, entries))}),
    ${bookLedgerRows(sql`inserted`, state.bookedOn ?? null)}
    select * from inserted`);
  // Ids come from the sequence in the order the rows were given: ascending ids, the entries' order.
  const rows = entryRows.decode(inserted).sort((a, b) => a.id - b.id);
  state.entries.push(...rows);
  return rows;
}

/**
 * The loan's month amounts for the months the new entries fall in, read from its whole ledger with
 * them (they take ids after every entry it has: only their own months change).
 */
function monthAmountsAfter(state: LoanState, entries: NewEntry[]) {
  const known = state.entries.map(toLedgerEntry);
  let nextId = known.reduce((max, entry) => Math.max(max, entry.id), 0);
  const added = entries.map((entry): LedgerEntry => ({
    id: (nextId += 1),
    kind: entry.kind,
    date: entry.date,
    capital: entry.capital ?? 0,
    interest: entry.interest ?? 0,
    fees: entry.fees ?? 0,
    paymentId: entry.paymentId ?? null,
    reversesEntryId: entry.reversesEntryId ?? null,
  }));
  const months = new Set(entries.map((entry) => entry.date.slice(0, 7)));
  return monthAmountRows(state.loan.id, [...known, ...added], months);
}

type LineValues = Omit<ScheduledAmounts, 'date'> & {
  date: IsoDate;
  number: number;
  kind?: PaymentLineKind;
  status?: PaymentLineStatus;
};

/** Adds payment lines (a schedule, a deferral's new date, a hand-entered payment). */
export async function insertLines(tx: Tx, state: LoanState, lines: LineValues[]): Promise<PaymentRow[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(loanPayments)
    .values(
      lines.map((line) => ({
        loanId: state.loan.id,
        number: line.number,
        kind: line.kind ?? 'SCHEDULED',
        dueDate: line.date,
        amountCents: line.amount,
        interestCents: line.interest,
        capitalCents: line.capital,
        membershipFeeCents: line.membershipFee,
        feesCents: line.fees,
        balanceCents: line.balance,
        status: line.status ?? 'SCHEDULED',
      })),
    )
    .returning();
  state.payments.push(...rows);
  return rows;
}

export interface LineAmounts {
  id: number;
  amounts: ScheduledAmounts;
}

/** Rewrites the amounts of lines in one statement (a reschedule touches up to a few hundred). */
export async function updateLineAmounts(tx: Tx, state: LoanState, updates: LineAmounts[]): Promise<void> {
  setLineAmountsOf(state, updates);
  await writeLineAmounts(tx, updates);
}

/** The lines' new amounts in the state only (their write sent by the caller, with others). */
export function setLineAmountsOf(state: LoanState, updates: LineAmounts[]): void {
  const byId = new Map(updates.map((update) => [update.id, update.amounts]));
  for (const row of state.payments) {
    const a = byId.get(row.id);
    if (!a) continue;
    Object.assign(row, {
      amountCents: a.amount,
      interestCents: a.interest,
      capitalCents: a.capital,
      membershipFeeCents: a.membershipFee,
      feesCents: a.fees,
      balanceCents: a.balance,
    });
  }
}

/**
 * Lines' new amounts written in one statement, of one loan or of many (a returns file's thousands
 * of re-amortized schedules): seven array parameters whatever the number of lines (a query of
 * hundreds of parameters costs more to build than to run).
 */
export async function writeLineAmounts(tx: Tx, updates: LineAmounts[]): Promise<void> {
  if (updates.length === 0) return;
  const column = (pick: (amounts: ScheduledAmounts) => number) =>
    sqlArray(
      updates.map((update) => pick(update.amounts)),
      'int8',
    );
  const ids = sqlArray(
    updates.map((update) => update.id),
    'int',
  );
  // A debit still waiting for its cut-off goes for the line's new amount; one gone out keeps its own.
  await tx.execute(sql`
    with v(id, amount, interest, capital, membership_fee, fees, balance) as (
      select * from unnest(${ids}, ${column((a) => a.amount)}, ${column((a) => a.interest)}, ${column((a) => a.capital)},
        ${column((a) => a.membershipFee)}, ${column((a) => a.fees)}, ${column((a) => a.balance)})),
    lines as (
      update loan_payments as p set amount_cents = v.amount, interest_cents = v.interest, capital_cents = v.capital,
        membership_fee_cents = v.membership_fee, fees_cents = v.fees, balance_cents = v.balance, updated_at = now()
      from v where p.id = v.id)
    update debits as d set amount_cents = v.amount, updated_at = now()
      from v where d.payment_id = v.id and d.status = 'QUEUED' and d.amount_cents <> v.amount`);
}

export async function setLineStatus(tx: Tx, state: LoanState, ids: number[], status: PaymentLineStatus): Promise<void> {
  if (ids.length === 0) return;
  // The state first, then the writes (together): a caller may send others before these answer.
  for (const row of state.payments) if (ids.includes(row.id)) row.status = status;
  await Promise.all([
    tx.execute(
      sql`update loan_payments set status = ${status}, updated_at = now() where id = any(${sqlArray(ids, 'int')})`,
    ),
    // A line taken off the schedule takes its debit with it while that still waits for its cut-off;
    // one already sent stays, and its outcome is handled when it comes.
    (status === 'CANCELLED' || status === 'DEFERRED') &&
      tx
        .update(debits)
        .set({ status: 'CANCELLED', updatedAt: new Date() })
        .where(and(inArray(debits.paymentId, ids), eq(debits.status, 'QUEUED'))),
  ]);
}

export async function deleteLines(tx: Tx, state: LoanState): Promise<void> {
  await tx.delete(loanPayments).where(eq(loanPayments.loanId, state.loan.id));
  state.payments = [];
}

export const nextLineNumber = (state: LoanState) =>
  state.payments.reduce((max, row) => Math.max(max, row.number), 0) + 1;

/** A line of the schedule with its date only: its amounts are the re-amortization's to write. */
export const blankLine = (number: number, date: string): LineValues => ({
  number,
  date,
  amount: 0,
  interest: 0,
  capital: 0,
  membershipFee: 0,
  fees: 0,
  balance: 0,
});
