import { sql } from 'drizzle-orm';
import {
  ENTRY_PARTS,
  FIXED_ACCOUNT_ROLE,
  MAPPED_KINDS,
  MOVEMENT_KINDS,
  MOVEMENT_PART,
  STANDARD_CHART,
  STANDARD_MAPPING,
  STANDARD_MOVEMENT_MAPPING,
} from '../../../domain/accounting';
import type { Database, Tx } from '../../db/client';
import { glAccounts, glMappings } from './tables';
import { bookUnbookedEntriesInBulk } from './journalPosting';

/**
 * At start: the standard chart and mapping on a database that has none (its first start, or one from
 * before the books), then the journal of every ledger entry written before them, so that the books
 * are the ledgers' from the first day. Under a lock: two instances starting together do it once.
 */
export async function ensureBooks(database: Database, log: (line: string) => void): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('guichet books setup'))`);
    // A journal empty beside a ledger: a database from before the books (bulk loads book their own).
    // Two index probes, not an anti-join over millions of ledger entries at every start.
    const [state] = await tx.execute<{ charted: boolean; unbooked: boolean }>(sql`
      select exists (select 1 from gl_accounts) as charted,
             exists (select 1 from loan_ledger_entries) and not exists (select 1 from journal_entries) as unbooked`);
    if (!state?.charted) await writeStandardChart(tx);
    if (!state?.unbooked) return;
    const started = Date.now();
    // The journal is empty: its indexes are built once, after, not row by row.
    const booked = await bookUnbookedEntriesInBulk(tx, 0, (line) => log(`books: ${line}`));
    log(`books: ${booked} ledger entries journalled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

async function writeStandardChart(tx: Tx): Promise<void> {
  const accounts = await tx
    .insert(glAccounts)
    .values(
      STANDARD_CHART.map(({ number, role, type, name }) => ({ number, role, type, nameFr: name.fr, nameEn: name.en })),
    )
    .returning({ id: glAccounts.id, role: glAccounts.role });
  const idOf = new Map(accounts.map((account) => [account.role, account.id]));
  const account = (role: string) => {
    const id = idOf.get(role as never);
    if (id === undefined) throw new Error(`books: the standard chart has no ${role} account`);
    return id;
  };
  await tx.insert(glMappings).values([
    ...MAPPED_KINDS.flatMap((kind) =>
      ENTRY_PARTS.map((part) => ({
        kind,
        part,
        debitAccountId: account(STANDARD_MAPPING[kind][part].debit),
        creditAccountId: account(STANDARD_MAPPING[kind][part].credit),
      })),
    ),
    ...MOVEMENT_KINDS.map((kind) => ({
      kind,
      part: MOVEMENT_PART,
      debitAccountId: account(FIXED_ACCOUNT_ROLE[MOVEMENT_PART]),
      creditAccountId: account(STANDARD_MOVEMENT_MAPPING[kind]),
    })),
  ]);
}
