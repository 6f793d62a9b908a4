import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern, MIN_SEARCH_LENGTH } from '../../domain/searchText';
import type { Db } from './client';

/** A calendar day of the lender (America/Toronto) as the instant it starts. */
const lenderDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Toronto'`;

/**
 * A timestamp column within a range of the lender's days, both ends included (a list's "created
 * from … until …" search): the conditions for the ends that are given.
 */
export function withinLenderDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${lenderDayStart(from)}`);
  if (to) conditions.push(sql`${column} < ${lenderDayStart(to)} + interval '1 day'`);
  return conditions;
}

/** "Contains" on a folded column, served by its trigram index. */
export const contains = (column: AnyColumn, term: string): SQL => sql`${column} like ${containsPattern(term)}`;

/**
 * "Contains" for phone digits. A full number (10 digits) is contained only in itself, so it is an
 * equality: one B-tree lookup, where the trigrams of digits (a thousand, shared by everyone) would
 * make the trigram index read long lists. Partial numbers use the trigram index.
 */
export const phoneContains = (column: AnyColumn, digits: string): SQL =>
  digits.length === 10 ? sql`${column} = ${digits}` : contains(column, digits);

/**
 * "Contains" for an email. The domain of a full address (gmail.com, videotron.ca) is shared by
 * hundreds of thousands of customers, and its trigrams would make the index read their long
 * lists: the index is asked for the part before the @ only, and the whole term is then checked
 * on those few rows (strpos: the same "contains", but not sent to the index).
 */
export function emailContains(column: AnyColumn, term: string): SQL {
  const local = term.split('@')[0];
  if (!term.includes('@') || local.length < MIN_SEARCH_LENGTH) return contains(column, term);
  return sql`(${contains(column, local)} and strpos(${column}, ${term}) > 0)`;
}

/**
 * Settings for counting search matches: through the trigram index only (a bitmap scan that stops
 * at the bound). Left alone, the planner may read the table in order until it has counted enough,
 * which for a term on one row in a thousand means reading a million rows.
 */
export const SEARCH_COUNT_SETTINGS = ['set local enable_seqscan = off', 'set local enable_indexscan = off'] as const;

export type Reader = Pick<Db, 'select'>;

/** The planner's estimate of how many rows a query returns (EXPLAIN, nothing run). */
export async function estimateRows(db: Pick<Db, 'execute'>, query: SQLWrapper): Promise<number> {
  const [row] = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${query}`,
  );
  return row['QUERY PLAN'][0].Plan['Plan Rows'];
}

/** Runs a bounded count of search matches with SEARCH_COUNT_SETTINGS, in a transaction of its own. */
export async function countThroughIndex(
  db: Db,
  build: (reader: Reader) => PromiseLike<{ counted: number }[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Sent together: postgres.js pipelines both on the transaction's connection, in this order.
    const [, [{ counted }]] = await Promise.all([tx.execute(sql.raw(SEARCH_COUNT_SETTINGS.join('; '))), build(tx)]);
    return counted;
  });
}
