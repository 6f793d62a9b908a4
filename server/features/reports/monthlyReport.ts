import { sql } from 'drizzle-orm';
import type { ReportRow } from '../../../domain/reportRecords';
import {
  addYearEndAmounts,
  noYearEndAmounts,
  YEAR_END_PARTS,
  type YearEndAmounts,
} from '../../../domain/yearEndAmounts';
import type { Db } from '../../db/client';
import { MONTH_AMOUNT_COLUMNS, MONTH_AMOUNT_FIELDS } from './monthAmounts';
import { numberOf } from './reportFrame';

const sums = sql.raw(MONTH_AMOUNT_FIELDS.map((column) => `sum(${column}) as ${column}`).join(', '));

/**
 * The portfolio's charged and collected amounts per month ('YYYY-MM') between two days (the first
 * included, the second not): the sums of the loans' month amounts (loan_month_amounts, each of which
 * is its ledger's: domain/yearEndAmounts), which portfolio_month_amounts keeps a few rows per month.
 */
export async function portfolioMonths(
  db: Db,
  from: string,
  until: string,
): Promise<Map<string, YearEndAmounts> & { balanceChanges: Map<string, number> }> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select to_char(month, 'YYYY-MM') as month, ${sums}
      from portfolio_month_amounts where month >= ${from}::date and month < ${until}::date
     group by month order by month`);
  // With each month's change of the balance owed, read in the same scan (the dashboard's balance line).
  const months = Object.assign(new Map<string, YearEndAmounts>(), { balanceChanges: new Map<string, number>() });
  for (const raw of rows) {
    const amounts = noYearEndAmounts();
    YEAR_END_PARTS.forEach((part, i) => {
      amounts[part].charged = numberOf(raw[MONTH_AMOUNT_COLUMNS[2 * i]!]);
      amounts[part].collected = numberOf(raw[MONTH_AMOUNT_COLUMNS[2 * i + 1]!]);
    });
    months.set(String(raw.month), amounts);
    months.balanceChanges.set(String(raw.month), numberOf(raw.balance_change_cents));
  }
  return months;
}

const yearRange = (year: number) => [`${year}-01-01`, `${year + 1}-01-01`] as const;
const FEES = ['deferralFees', 'transactionFees', 'nsfFees', 'membershipFees'] as const;
const feesOf = (amounts: YearEndAmounts, side: 'charged' | 'collected') =>
  FEES.reduce((sum, part) => sum + amounts[part][side], 0);

/**
 * The year's amounts month by month (spec §1's monthly collected and billed amounts, report_eoy):
 * lent (money lent and balance increases), the brokerage fees, billed interest and fees (membership,
 * NSF, deferral), and what payments collected of capital (the brokerage fee's included), interest
 * and fees, returned and removed ones given back.
 */
export async function monthlyAmounts(db: Db, year: number): Promise<ReportRow<'monthly'>[]> {
  const months = await portfolioMonths(db, ...yearRange(year));
  return [...months].map(([month, amounts]) => {
    const collectedCapital = amounts.capital.collected + amounts.brokerageFees.collected;
    const collectedInterest = amounts.interest.collected;
    const collectedFees = feesOf(amounts, 'collected');
    return {
      id: month,
      month,
      lent: amounts.capital.charged,
      brokerageFees: amounts.brokerageFees.charged,
      billedInterest: amounts.interest.charged,
      billedFees: feesOf(amounts, 'charged'),
      collectedCapital,
      collectedInterest,
      collectedFees,
      collected: collectedCapital + collectedInterest + collectedFees,
    };
  });
}

/**
 * Spec §3's year-end report: for the year (or one of its months), each part charged and collected,
 * then their total.
 */
export async function yearEndAmounts(db: Db, year: number, month?: number): Promise<ReportRow<'yearEnd'>[]> {
  const [from, until] = month
    ? [
        `${year}-${String(month).padStart(2, '0')}-01`,
        month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`,
      ]
    : yearRange(year);
  const sum = [...(await portfolioMonths(db, from, until)).values()].reduce(addYearEndAmounts, noYearEndAmounts());
  const rows = YEAR_END_PARTS.map((part) => ({
    id: part,
    part,
    chargedAmount: sum[part].charged,
    collectedAmount: sum[part].collected,
  }));
  const total = rows.reduce(
    (all, row) => ({
      ...all,
      chargedAmount: all.chargedAmount + row.chargedAmount,
      collectedAmount: all.collectedAmount + row.collectedAmount,
    }),
    { id: 'total', part: 'total', chargedAmount: 0, collectedAmount: 0 },
  );
  return [...rows, total];
}
