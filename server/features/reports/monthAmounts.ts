import { sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry } from '../../../domain/loanLedger';
import { noYearEndAmounts, YEAR_END_PARTS, yearEndAmountsOf, type YearEndPart } from '../../../domain/yearEndAmounts';
import type { Database } from '../../db/client';
import { entryRows, toLedgerEntry } from '../loans/loanState';

/*
 * loan_month_amounts (./tables.ts) kept equal to what domain/yearEndAmounts reads from each loan's
 * ledger: written in the statement that posts entries, and rebuilt from the ledger for loans
 * copied in bulk (or a database that had its ledgers before the table).
 */

const snake = (part: YearEndPart) => part.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** The table's money columns, in YEAR_END_PARTS' order: each part charged, then collected. */
export const MONTH_AMOUNT_COLUMNS = YEAR_END_PARTS.flatMap((part) => [
  `${snake(part)}_charged_cents`,
  `${snake(part)}_collected_cents`,
]);
/** Every amount column a month row holds: the parts', then the balance change (the portfolio's tally sums the same). */
export const MONTH_AMOUNT_FIELDS = [...MONTH_AMOUNT_COLUMNS, 'balance_change_cents'];
const columnList = sql.raw(MONTH_AMOUNT_FIELDS.join(', '));
const recordType = sql.raw(
  ['loan_id int', 'month date', ...MONTH_AMOUNT_FIELDS.map((column) => `${column} bigint`)].join(', '),
);
const replaceAll = sql.raw(MONTH_AMOUNT_FIELDS.map((column) => `${column} = excluded.${column}`).join(', '));

type MonthValues = Record<string, number | string>;

/** A loan's rows for the given months ('YYYY-MM'), or for every month of its ledger. */
export function monthAmountRows(loanId: number, entries: readonly LedgerEntry[], months?: Set<string>): MonthValues[] {
  const rows: MonthValues[] = [];
  const balanceChanges = new Map<string, number>();
  for (const entry of entries) {
    const month = entry.date.slice(0, 7);
    balanceChanges.set(month, (balanceChanges.get(month) ?? 0) + entry.capital);
  }
  const parts = yearEndAmountsOf(entries);
  for (const month of balanceChanges.keys()) {
    if (months && !months.has(month)) continue;
    const amounts = parts.get(month) ?? noYearEndAmounts();
    const row: MonthValues = {
      loan_id: loanId,
      month: `${month}-01`,
      balance_change_cents: balanceChanges.get(month)!,
    };
    for (const part of YEAR_END_PARTS) {
      row[`${snake(part)}_charged_cents`] = amounts[part].charged;
      row[`${snake(part)}_collected_cents`] = amounts[part].collected;
    }
    rows.push(row);
  }
  return rows;
}

/** The statement writing those rows over what the months held (one JSON parameter for them all). */
export function upsertMonthAmounts(rows: MonthValues[]): SQL {
  return sql`
    insert into loan_month_amounts (loan_id, month, ${columnList})
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as m(${recordType})
    on conflict (loan_id, month) do update set ${replaceAll}`;
}

const REBUILD_BATCH = 5_000;

/**
 * Writes the rows of every loan from `fromLoanId` on again from their ledgers, a batch of loans at a
 * time (200,000 loans' ledgers are read once, never held together).
 */
export async function rebuildMonthAmounts(database: Database, fromLoanId = 0): Promise<number> {
  const { db } = database;
  let written = 0;
  for (let after = fromLoanId - 1; ;) {
    const loans = await db.execute<{ id: number }>(
      sql`select id from loans where id > ${after} order by id limit ${REBUILD_BATCH}`,
    );
    if (loans.length === 0) return written;
    const first = Number(loans[0]!.id);
    const last = Number(loans.at(-1)!.id);
    const entries = await db.execute(
      entryRows.select(sql`where loan_id between ${first} and ${last} order by loan_id, id`),
    );
    const byLoan = new Map<number, LedgerEntry[]>();
    for (const row of entryRows.decode(entries)) {
      let list = byLoan.get(row.loanId);
      if (!list) byLoan.set(row.loanId, (list = []));
      list.push(toLedgerEntry(row));
    }
    const rows = [...byLoan].flatMap(([loanId, list]) => monthAmountRows(loanId, list));
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from loan_month_amounts where loan_id between ${first} and ${last}`);
      if (rows.length > 0) await tx.execute(upsertMonthAmounts(rows));
    });
    written += rows.length;
    after = last;
  }
}

/** At start: a database whose ledgers came before the table (migration 0027) gets its rows once. */
export async function rebuildMonthAmountsIfMissing(database: Database, log: (line: string) => void): Promise<void> {
  const [missing] = await database.db.execute<{ missing: boolean }>(sql`
    select exists (select 1 from loan_ledger_entries) and not exists (select 1 from loan_month_amounts) as missing`);
  if (!missing?.missing) return;
  const started = Date.now();
  const rows = await rebuildMonthAmounts(database);
  log(`month amounts: ${rows} loan-months written from the ledgers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
