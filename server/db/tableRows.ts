import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's whole rows read with one plain statement and decoded by the table's own columns,
 * exactly as drizzle's `select()` decodes them but without its per-field machinery: a batch reads
 * tens of thousands of rows (a returns file's loans), where that machinery cost more than the query.
 */
export function tableRows<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  const selectList = sql.raw(columns.map(({ name }) => `"${name}"`).join(', '));
  return {
    /** Every column, for a `returning`. */
    columns: selectList,
    /** `select <every column> from <table> <rest>`, for `execute`. */
    select: (rest: SQL) => sql`select ${selectList} from ${table} ${rest}`,
    decode: (rows: readonly Record<string, unknown>[]): T['$inferSelect'][] =>
      rows.map((row) => {
        const decoded: Record<string, unknown> = {};
        for (const { key, name, column } of columns) {
          const value = row[name];
          decoded[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
        }
        return decoded as T['$inferSelect'];
      }),
  };
}
