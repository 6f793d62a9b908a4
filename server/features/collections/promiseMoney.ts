import { sql } from 'drizzle-orm';
import type { MoneyIn } from '../../../domain/collections';
import { moneyReceived, PAYING_KINDS, type LedgerEntry } from '../../../domain/loanLedger';
import type { LedgerKind } from '../../../domain/loanStatuses';
import type { Tx } from '../../db/client';
import { sqlArray } from '../../db/sqlArrays';

/**
 * The money that reached each loan since `since` (a transfer received, a debit collected), net of
 * what a return or a removal took back: what judges a promise. An NSF is dated as its payment and a
 * removal after what it removes, so the entries from that day on say it all.
 */
export async function moneyInSince(tx: Tx, loanIds: number[], since: string): Promise<Map<number, MoneyIn[]>> {
  const byLoan = new Map<number, MoneyIn[]>();
  if (loanIds.length === 0) return byLoan;
  const kinds: LedgerKind[] = [...PAYING_KINDS, 'NSF', 'REVERSAL'];
  const rows = await tx.execute<{
    loan_id: number;
    id: string;
    kind: LedgerKind;
    date: string;
    capital: string;
    interest: string;
    fees: string;
    reverses: string | null;
  }>(sql`
    select loan_id, id, kind, entry_date::text as date, capital_cents as capital, interest_cents as interest,
           fees_cents as fees, reverses_entry_id as reverses
      from loan_ledger_entries
     where loan_id = any(${sqlArray(loanIds, 'int')}) and kind = any(${sqlArray(kinds, 'text')})
       and entry_date >= ${since}::date`);
  const entries = new Map<number, LedgerEntry[]>();
  for (const row of rows) {
    let list = entries.get(row.loan_id);
    if (!list) entries.set(row.loan_id, (list = []));
    list.push({
      id: Number(row.id),
      kind: row.kind,
      date: row.date,
      capital: Number(row.capital),
      interest: Number(row.interest),
      fees: Number(row.fees),
      paymentId: null,
      reversesEntryId: row.reverses === null ? null : Number(row.reverses),
    });
  }
  for (const [loanId, list] of entries) byLoan.set(loanId, moneyReceived(list));
  return byLoan;
}
