import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type postgres from 'postgres';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format: \N for null, escaped text, JSON for objects. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]);
}

/**
 * Streams rows into a table with COPY … FROM STDIN: the way to load millions of rows in seconds
 * (one statement, no per-row round trip). Rows are batched into ~1,000-line chunks.
 */
export async function copyRows(
  sql: postgres.Sql | postgres.TransactionSql,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
): Promise<number> {
  let count = 0;
  function* chunks() {
    let lines: string[] = [];
    for (const row of rows) {
      lines.push(row.map(copyValue).join('\t'));
      count++;
      if (lines.length === 1000) {
        yield `${lines.join('\n')}\n`;
        lines = [];
      }
    }
    if (lines.length) yield `${lines.join('\n')}\n`;
  }
  const target = await sql.unsafe(`copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`).writable();
  await pipeline(Readable.from(chunks()), target);
  return count;
}
