import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { invalidInput } from './errors';
import { INVALID_CHARACTER_KEY, findUnstorableText } from './unstorableText';

export const MAX_PAGE_SIZE = 500;
/** The furthest row a list may start at: beyond it PostgreSQL's OFFSET overflows, and no screen pages that far. */
export const MAX_RANGE_INDEX = 2_147_483_647;

export interface ListQuery<F> {
  filter: F;
  offset: number;
  limit: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
}

/** The query string's parts as text; listRoute's schema bounds their lengths. */
interface RawListQuery {
  filter?: string;
  range?: string;
  sort?: string;
}

function parseJson(text: string | undefined, field: string): unknown {
  if (text === undefined || text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidInput({ [field]: 'validation.invalid' });
  }
  // JSON can spell a NUL character as an escape that the request-wide check never sees.
  if (findUnstorableText(parsed, field) !== null) throw invalidInput({ [field]: INVALID_CHARACTER_KEY });
  return parsed;
}

/**
 * Reads ra-data-simple-rest's `filter`, `range` and `sort` query parameters against what the
 * resource allows: an unknown filter key or sort field is a 400, never SQL built from it.
 */
export function parseListQuery<F extends z.ZodType>(
  query: RawListQuery,
  options: { filter: F; sortable: readonly string[]; defaultSort: [string, 'ASC' | 'DESC'] },
): ListQuery<z.infer<F>> {
  const filterResult = options.filter.safeParse(parseJson(query.filter, 'filter') ?? {});
  if (!filterResult.success) {
    const errors: Record<string, string> = {};
    for (const issue of filterResult.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'filter'];
      const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
      for (const key of keys)
        errors[`filter.${key}`] = issue.code === 'unrecognized_keys' ? 'validation.unknownField' : message;
    }
    throw invalidInput(errors);
  }

  const range = parseJson(query.range, 'range') ?? [0, 24];
  const rangeOk =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_RANGE_INDEX) &&
    range[1] >= range[0];
  if (!rangeOk) throw invalidInput({ range: 'validation.invalid' });
  const [start, end] = range as [number, number];
  const limit = Math.min(end - start + 1, MAX_PAGE_SIZE);

  const sort = parseJson(query.sort, 'sort') ?? options.defaultSort;
  const sortOk =
    Array.isArray(sort) &&
    sort.length === 2 &&
    options.sortable.includes(sort[0]) &&
    ['ASC', 'DESC'].includes(String(sort[1]).toUpperCase());
  if (!sortOk) throw invalidInput({ sort: 'validation.invalid' });

  return {
    filter: filterResult.data,
    offset: start,
    limit,
    sortField: sort[0] as string,
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
  };
}

/** `Content-Range: users 0-24/1234`, as ra-data-simple-rest reads it. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  const end = count === 0 ? offset : offset + count - 1;
  return `${resource} ${offset}-${end}/${total}`;
}

/** Totals above this are not counted exactly: a count costs as much as the rows it counts. */
export const DEFAULT_TOTAL_CAP = 10_000;

export interface ListTotal {
  total: number;
  /** True when `total` is a lower bound (more rows exist than were counted). */
  capped: boolean;
}

/**
 * The total to report after counting at most `cap + 1` rows. Exact up to the cap; beyond it, a
 * lower bound that always promises one more page while the current page is full, so that
 * ra-data-simple-rest keeps paging through correctly, however deep.
 */
export function boundedTotal(counted: number, cap: number, offset: number, returned: number, limit: number): ListTotal {
  if (counted <= cap) return { total: counted, capped: false };
  const seen = offset + returned + (returned === limit ? 1 : 0);
  return { total: Math.max(cap + 1, seen), capped: true };
}

/**
 * The total in X-Total-Count, which react-admin reads (providers/dataProvider.ts), and in
 * Content-Range for other clients; X-Total-Capped when the total is a lower bound. The browser asks
 * by query string only: a `Range` request header would make it refuse a compressed answer.
 */
export function sendListHeaders(
  reply: FastifyReply,
  resource: string,
  offset: number,
  returned: number,
  total: ListTotal,
): void {
  reply.header('Content-Range', contentRange(resource, offset, returned, total.total));
  reply.header('X-Total-Count', String(total.total));
  if (total.capped) reply.header('X-Total-Capped', '1');
}
