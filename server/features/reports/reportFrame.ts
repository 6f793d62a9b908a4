import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../../domain/searchText';
import { DEFAULT_TOTAL_CAP, type ListQuery } from '../../http/listQuery';

/** The most rows an export writes: beyond, the report is narrowed first (its filters, its dates). */
export const EXPORT_MAX_ROWS = 50_000;

/**
 * One report's reading: its rows for a page (or the export's all), and its bounded count. `order`
 * maps the whitelisted sort fields (REPORT_SORTABLE) to SQL; nothing else reaches ORDER BY.
 */
export interface ReportReading<Row> {
  from: SQL;
  /** The same rows without the joins only the columns need (the count and totals read it when given). */
  countFrom?: SQL;
  where: SQL;
  select: SQL;
  order: Record<string, SQL>;
  /** Turns a row as SQL answers it into the report's row. */
  toRow: (raw: Record<string, unknown>) => Row;
}

/** The report's page, or all of it up to EXPORT_MAX_ROWS, sorted as asked, with its bounded total. */
export async function readReport<Row>(
  db: Db,
  reading: ReportReading<Row>,
  query: Pick<ListQuery<unknown>, 'sortField' | 'sortOrder' | 'offset' | 'limit'>,
  { all = false } = {},
): Promise<{ rows: Row[]; total: number }> {
  const direction = sql.raw(query.sortOrder === 'ASC' ? 'asc' : 'desc');
  const order = reading.order[query.sortField];
  const page = all ? sql`limit ${EXPORT_MAX_ROWS}` : sql`limit ${query.limit} offset ${query.offset}`;
  const [rows, counted] = await Promise.all([
    db.execute<Record<string, unknown>>(
      sql`select ${reading.select} from ${reading.from} where ${reading.where} order by ${order} ${direction}, 1 ${direction} ${page}`,
    ),
    all
      ? Promise.resolve([{ counted: 0 }])
      : db.execute<{ counted: number }>(
          sql`select count(*)::int as counted from (select 1 from ${reading.countFrom ?? reading.from} where ${reading.where} limit ${DEFAULT_TOTAL_CAP + 1}) bounded`,
        ),
  ]);
  return { rows: rows.map(reading.toRow), total: all ? rows.length : counted[0].counted };
}

/** Every condition given, joined by AND (none: true). */
export const allOf = (conditions: (SQL | null | undefined | false)[]): SQL => {
  const given = conditions.filter((condition): condition is SQL => Boolean(condition));
  return given.length === 0 ? sql`true` : sql.join(given, sql` and `);
};

/** A borrower by name (first or last, accents and case folded) or a loan by its number. */
export function borrowerOrLoan(q: string | undefined, customer = 'c', loan = 'l'): SQL | null {
  if (!q) return null;
  const pattern = containsPattern(q);
  const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const c = sql.raw(customer);
  return sql`(${c}.last_name_search like ${pattern} or ${c}.first_name_search like ${pattern}${
    number === null ? sql`` : sql` or ${sql.raw(loan)}.loan_number = ${number}`
  })`;
}

export const numberOf = (value: unknown) => Number(value ?? 0);
/** A column that may hold null (or be absent): null then, else its value read. */
export const orNull = <T>(value: unknown, read: (value: unknown) => T): T | null =>
  value === null || value === undefined ? null : read(value);
/** A nullable text or date as SQL answers it. */
export const textOrNull = (value: unknown) => orNull(value, String);

/** The loan and borrower columns most reports share, as SQL answers them. */
export const loanAndBorrowerOf = (raw: Record<string, unknown>) => ({
  loanNumber: numberOf(raw.loanNumber),
  customerId: numberOf(raw.customerId),
  firstName: String(raw.firstName),
  lastName: String(raw.lastName),
});
