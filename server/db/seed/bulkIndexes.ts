import type postgres from 'postgres';

/**
 * Runs a bulk load with the tables' secondary indexes and foreign keys set aside, then rebuilds
 * them: building a GIN trigram index once over a million rows is many times faster than updating
 * it row by row, and re-adding a foreign key checks the whole table in one join. Definitions are
 * read from the catalogue, so they come back exactly as the migrations made them. Meant to run
 * inside one transaction: a failure leaves every index in place.
 */
export async function withIndexesSetAside<T>(
  tx: postgres.TransactionSql,
  tables: readonly string[],
  work: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  const indexes = await tx<{ name: string; definition: string }[]>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ${tx(tables)}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))`;
  const foreignKeys = await tx<{ table: string; name: string; definition: string }[]>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid::regclass::text in ${tx(tables)}`;
  for (const fk of foreignKeys) await tx.unsafe(`alter table ${fk.table} drop constraint "${fk.name}"`);
  for (const index of indexes) await tx.unsafe(`drop index "${index.name}"`);

  const result = await work();

  const started = Date.now();
  for (const index of indexes) await tx.unsafe(index.definition);
  log(`rebuilt ${indexes.length} indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const fkStarted = Date.now();
  for (const fk of foreignKeys) await tx.unsafe(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`);
  log(`checked ${foreignKeys.length} foreign keys in ${((Date.now() - fkStarted) / 1000).toFixed(1)} s`);
  return result;
}
