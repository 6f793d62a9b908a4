import { and, eq, inArray, ne } from 'drizzle-orm';
import { DEBITS_PRESENTED, isPresentedDebit } from '../../../domain/debits';
import type { Db, Tx } from '../../db/client';
import { debits } from '../../db/schema';
import type { LoanState } from './loanState';

type Reader = Pick<Db | Tx, 'select'>;

/** The loans' scheduled payments whose debit was presented at the bank, as they stand now (a screen's read). */
export async function readPresentedPayments(db: Reader, loanIds: number[]): Promise<Set<number>> {
  if (loanIds.length === 0) return new Set();
  const rows = await db
    .select({ paymentId: debits.paymentId })
    .from(debits)
    .where(and(inArray(debits.loanId, loanIds), inArray(debits.status, DEBITS_PRESENTED)));
  return new Set(rows.map((row) => row.paymentId));
}

/**
 * The loan's scheduled payments whose debit was presented at the bank, for an action about to
 * change what the others collect. A debit still waiting for its cut-off is held until the action
 * commits (the EFT cut-off skips it, and it then goes for its line's new amount); one the cut-off
 * holds at this moment is about to go as it is, and counts as presented. Neither side waits for the
 * other: a provider's news locks a debit before its loan, an action its loan before its debits.
 */
export async function holdPresentedPayments(tx: Tx, state: LoanState): Promise<Set<number>> {
  // Only a line a debit was made for can have one presented: most actions read nothing here.
  const candidates = state.payments.filter((row) => row.status === 'SCHEDULED' && row.presented).map((row) => row.id);
  if (candidates.length === 0) return new Set();
  const [live, held] = await Promise.all([
    tx
      .select({ paymentId: debits.paymentId, status: debits.status })
      .from(debits)
      .where(and(inArray(debits.paymentId, candidates), ne(debits.status, 'CANCELLED'))),
    tx
      .select({ paymentId: debits.paymentId })
      .from(debits)
      .where(and(inArray(debits.paymentId, candidates), eq(debits.status, 'QUEUED')))
      .for('update', { skipLocked: true }),
  ]);
  const ours = new Set(held.map((row) => row.paymentId));
  return new Set(
    live
      .filter((row) => isPresentedDebit(row.status) || (row.status === 'QUEUED' && !ours.has(row.paymentId)))
      .map((row) => row.paymentId),
  );
}
