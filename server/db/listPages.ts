import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';
import { boundedTotal, type ListTotal } from '../http/listQuery';
import { countThroughIndex, estimateRows, type Reader } from './searchConditions';

/**
 * The queries behind one page of a list: its rows, and ways to learn the total. Functions, so that
 * the service (through Drizzle) and the bench (raw SQL) share the same decisions.
 */
export interface PageQueries<T> {
  rows: () => PromiseLike<T[]>;
  /** Counts at most cap + 1 rows. */
  count: () => PromiseLike<number>;
  /** For searches: the planner's estimate of the matches, and a count forced through the index. */
  search?: { estimate: () => PromiseLike<number>; count: () => PromiseLike<number> };
}

/**
 * A search the planner expects to match more than this many times the bound is not counted: it
 * reports the lower bound. The search columns keep fine statistics (1,000 most common values),
 * so for names the estimate is close; a count would only confirm "more than 1,000".
 */
export const SKIP_COUNT_ABOVE = 1.25;

/**
 * Rows and total of a page, spending as little as possible on the total:
 * - plain filters: the bounded count runs beside the rows (cheap on their indexes);
 * - searches: first the planner's estimate (nothing run), then
 *   - expected far past the bound: only the rows; the total is "more than the bound",
 *   - expected to fit the first page: only the rows (counted after only if the page is full),
 *   - otherwise the rows and, beside them, a count of the matches through the search index;
 *   and a page that is not full tells the exact total by itself (offset + rows).
 */
export async function pageWithTotal<T>(
  queries: PageQueries<T>,
  page: { offset: number; limit: number },
  cap: number,
): Promise<{ rows: T[]; total: ListTotal }> {
  const totalOf = (counted: number, found: T[]) => boundedTotal(counted, cap, page.offset, found.length, page.limit);
  if (!queries.search) {
    const [found, counted] = await Promise.all([queries.rows(), queries.count()]);
    return { rows: found, total: totalOf(counted, found) };
  }
  const { count } = queries.search;
  const estimate = await queries.search.estimate();
  const pageTellsTotal = (found: T[]) => found.length < page.limit && (found.length > 0 || page.offset === 0);
  const exact = (found: T[]) => ({ rows: found, total: { total: page.offset + found.length, capped: false } });
  if (estimate > cap * SKIP_COUNT_ABOVE) {
    const found = await queries.rows();
    return pageTellsTotal(found) ? exact(found) : { rows: found, total: totalOf(cap + 1, found) };
  }
  if (estimate < page.limit && page.offset === 0) {
    // A precise search (an email, a phone number): the first page most likely holds every match.
    const found = await queries.rows();
    return pageTellsTotal(found) ? exact(found) : { rows: found, total: totalOf(await count(), found) };
  }
  const [found, counted] = await Promise.all([queries.rows(), count()]);
  return pageTellsTotal(found) ? exact(found) : { rows: found, total: totalOf(counted, found) };
}

/** What a resource's list builder gives for one page: its rows, a bounded count, a search's matches. */
export interface BuiltListQueries<Row> {
  rows: PromiseLike<Row[]>;
  count: PromiseLike<{ counted: number }[]>;
  cap: number;
  search?: { matches: SQLWrapper };
}

/**
 * One page of a list whose queries `build` makes (customers, requests): the rows, and a total that
 * costs as little as `pageWithTotal` allows. `build` is called again inside the index-only count.
 */
export async function runListPage<Row>(
  db: Db,
  build: (reader: Reader) => BuiltListQueries<Row>,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: ListTotal }> {
  const built = build(db);
  const { search } = built;
  return pageWithTotal(
    {
      rows: () => built.rows,
      count: async () => (await built.count)[0].counted,
      search: search && {
        estimate: () => estimateRows(db, search.matches),
        count: () => countThroughIndex(db, (reader) => build(reader).count),
      },
    },
    page,
    built.cap,
  );
}
