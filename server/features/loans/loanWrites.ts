import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/calendarDates';
import type { OwedParts } from '../../../domain/loanLedger';
import type { LedgerKind, PaymentLineKind, PaymentLineStatus } from '../../../domain/loanStatuses';
import type { ScheduledAmounts } from '../../../domain/loanReschedule';
import type { Tx } from '../../db/client';
import { debits, loanLedgerEntries, loanPayments } from '../../db/schema';
import { sqlArray } from '../../db/sqlArrays';
import type { EntryRow, LoanState, PaymentRow } from './loanState';

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
  const rows = await tx
    .insert(loanLedgerEntries)
    .values(
      entries.map((entry) => ({
        loanId: state.loan.id,
        kind: entry.kind,
        entryDate: entry.date,
        capitalCents: entry.capital ?? 0,
        interestCents: entry.interest ?? 0,
        feesCents: entry.fees ?? 0,
        paymentId: entry.paymentId ?? null,
        reversesEntryId: entry.reversesEntryId ?? null,
        note: entry.note ?? null,
        actorId,
      })),
    )
    .returning();
  state.entries.push(...rows);
  return rows;
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

/** Rewrites the amounts of lines in one statement (a reschedule touches up to a few hundred). */
export async function updateLineAmounts(
  tx: Tx,
  state: LoanState,
  updates: { id: number; amounts: ScheduledAmounts }[],
): Promise<void> {
  if (updates.length === 0) return;
  // Seven array parameters whatever the number of lines (a query of hundreds of parameters costs
  // more to build than to run).
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

export async function setLineStatus(tx: Tx, state: LoanState, ids: number[], status: PaymentLineStatus): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(loanPayments).set({ status, updatedAt: new Date() }).where(inArray(loanPayments.id, ids));
  for (const row of state.payments) if (ids.includes(row.id)) row.status = status;
  // A line taken off the schedule takes its debit with it while that still waits for its cut-off;
  // one already sent stays, and its outcome is handled when it comes.
  if (status === 'CANCELLED' || status === 'DEFERRED')
    await tx
      .update(debits)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(and(inArray(debits.paymentId, ids), eq(debits.status, 'QUEUED')));
}

export async function deleteLines(tx: Tx, state: LoanState): Promise<void> {
  await tx.delete(loanPayments).where(eq(loanPayments.loanId, state.loan.id));
  state.payments = [];
}

export const nextLineNumber = (state: LoanState) =>
  state.payments.reduce((max, row) => Math.max(max, row.number), 0) + 1;
