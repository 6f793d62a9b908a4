import type { LedgerEntry } from '../../domain/loanLedger';

/** Makes ledger entries for the domain's tests: ids in the order made, every part 0 unless given. */
export function ledgerEntryMaker(date = '2026-12-04') {
  let nextId = 1;
  return (kind: LedgerEntry['kind'], parts: Partial<LedgerEntry> = {}): LedgerEntry => ({
    id: nextId++,
    kind,
    date,
    capital: 0,
    interest: 0,
    fees: 0,
    paymentId: null,
    reversesEntryId: null,
    ...parts,
  });
}
