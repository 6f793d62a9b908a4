import { sql } from 'drizzle-orm';
import type { MoneyIn } from '../../../domain/collections';
import { moneyReceived, PAYING_KINDS, type LedgerEntry } from '../../../domain/loanLedger';
import type { LedgerKind } from '../../../domain/loanStatuses';
import type { Tx } from '../../db/client';
import { sqlArray } from '../../db/sqlArrays';
import { entryRows, toLedgerEntry } from '../loans/loanState';

/**
 * The money that reached each loan since `since` (a transfer received, a debit collected), net of
 * what a return or a removal took back: what judges a promise. An NSF is dated as its payment and a
 * removal after what it removes, so the entries from that day on say it all.
 */
export async function moneyInSince(tx: Tx, loanIds: number[], since: string): Promise<Map<number, MoneyIn[]>> {
  const byLoan = new Map<number, MoneyIn[]>();
  if (loanIds.length === 0) return byLoan;
  const kinds: LedgerKind[] = [...PAYING_KINDS, 'NSF', 'REVERSAL'];
  const rows = entryRows.decode(
    await tx.execute(
      entryRows.select(sql`where loan_id = any(${sqlArray(loanIds, 'int')}) and kind = any(${sqlArray(kinds, 'text')})
                             and entry_date >= ${since}::date`),
    ),
  );
  const entries = new Map<number, LedgerEntry[]>();
  for (const row of rows) {
    let list = entries.get(row.loanId);
    if (!list) entries.set(row.loanId, (list = []));
    list.push(toLedgerEntry(row));
  }
  for (const [loanId, list] of entries) byLoan.set(loanId, moneyReceived(list));
  return byLoan;
}
