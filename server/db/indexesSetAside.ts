import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import type { Tx } from './client';

/** What setting indexes aside needs of a transaction: to run a statement as written. */
export interface RawStatements {
  run<Row>(text: string): Promise<Row[]>;
}

/** A postgres.js transaction's statements. */
export const rawStatementsOf = (tx: postgres.TransactionSql): RawStatements => ({
  run: async <Row>(text: string) => (await tx.unsafe(text)) as unknown as Row[],
});

/** A drizzle transaction's statements. */
export const rawStatementsOfTx = (tx: Tx): RawStatements => ({
  run: async <Row>(text: string) => (await tx.execute(sql.raw(text))) as unknown as Row[],
});

/**
 * Runs a bulk load with the tables' secondary indexes and foreign keys set aside, then rebuilds
 * them: building a GIN trigram index once over a million rows is many times faster than updating
 * it row by row, and re-adding a foreign key checks the whole table in one join. Definitions are
 * read from the catalogue, so they come back exactly as the migrations made them. Meant to run
 * inside one transaction: a failure leaves every index in place. Primary keys and unique
 * constraints stay (a load may rely on them to find what it has not written yet).
 */
export async function withIndexesSetAside<T>(
  tx: RawStatements,
  tables: readonly string[],
  work: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  // Table names come from the code, never from a user: listed as literals.
  const names = tables.map((table) => `'${table.replace(/'/g, "''")}'`).join(', ');
  const indexes = await tx.run<{ name: string; definition: string }>(`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${names})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`);
  const foreignKeys = await tx.run<{ table: string; name: string; definition: string }>(`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid::regclass::text in (${names})`);
  for (const fk of foreignKeys) await tx.run(`alter table ${fk.table} drop constraint "${fk.name}"`);
  for (const index of indexes) await tx.run(`drop index "${index.name}"`);

  const result = await work();

  const started = Date.now();
  for (const index of indexes) await tx.run(index.definition);
  log(`rebuilt ${indexes.length} indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const fkStarted = Date.now();
  for (const fk of foreignKeys) await tx.run(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`);
  log(`checked ${foreignKeys.length} foreign keys in ${((Date.now() - fkStarted) / 1000).toFixed(1)} s`);
  return result;
}
