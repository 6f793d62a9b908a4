import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/calendarDates';
import { approvalOf, dayAfterMonth, PAR_DAYS, share, type DashboardFigures } from '../../../domain/dashboards';
import { YEAR_END_PARTS } from '../../../domain/yearEndAmounts';
import type { Db } from '../../db/client';
import { portfolioMonths } from '../reports/monthlyReport';
import { numberOf } from '../reports/reportFrame';

/**
 * The portfolio's health over a period of months, each figure one query, sent together: the
 * balance owed and at risk (month amounts and the open collection files' days past due), money lent
 * and collected per month (the monthly report's sums), the debits presented and returned, the
 * requests by status, the deposits waiting and failed. What would read a row per loan, line, debit
 * or request of the period reads a tally instead (a row per month or day: reports/tallyFold.ts).
 */
export async function dashboardFigures(db: Db, period: { from: string; to: string }): Promise<DashboardFigures> {
  const firstDay = `${period.from}-01`;
  const until = dayAfterMonth(period.to);
  const lastDay = addDays(until, -1);
  const [months, [owed], loans, atRisk, debits, reasons, requests, deposits, [files]] = await Promise.all([
    portfolioMonths(db, firstDay, until),
    // The balance owed now and when the period began: the portfolio's balance changes of every month.
    db.execute<{ balance: string; before: string }>(sql`
      select coalesce(sum(balance_change_cents), 0) as balance,
             coalesce(sum(balance_change_cents) filter (where month < ${firstDay}::date), 0) as before
        from portfolio_month_amounts`),
    db.execute<{ status: string; count: number }>(sql`
      select status, count(*)::int as count from loans where deleted_at is null group by status`),
    // Each late loan's balance read once, then counted under every threshold it passes.
    db.execute<Record<string, unknown>>(sql`
      with late as (
        select f.days_past_due as days,
               (select coalesce(sum(balance_change_cents), 0) from loan_month_amounts m where m.loan_id = f.loan_id) as balance
          from collection_files f where f.status <> 'SETTLED' and f.days_past_due >= ${PAR_DAYS[0]})
      select ${sql.raw(
        PAR_DAYS.map(
          (days) =>
            `count(*) filter (where days >= ${days})::int as loans_${days}, coalesce(sum(balance) filter (where days >= ${days}), 0) as balance_${days}`,
        ).join(', '),
      )} from late`),
    db.execute<{ presented: number; returned: number }>(sql`
      select coalesce(sum(presented), 0)::int as presented, coalesce(sum(returned), 0)::int as returned
        from debit_month_totals where month >= ${firstDay}::date and month < ${until}::date`),
    db.execute<{ code: string; count: number }>(sql`
      select coalesce(return_code, '?') as code, count(*)::int as count from debits
       where status = 'RETURNED' and returned_on between ${firstDay}::date and ${lastDay}::date
       group by 1 order by 2 desc, 1 limit 8`),
    db.execute<{ status: string; count: number }>(sql`
      select status, sum(requests)::int as count from request_month_totals
       where month >= ${firstDay}::date and month < ${until}::date
       group by status having sum(requests) <> 0 order by 2 desc, 1`),
    db.execute<{ status: string; count: number; amount: string }>(sql`
      select status, count(*)::int as count, coalesce(sum(amount_cents), 0) as amount
        from deposits where status in ('WAITING', 'ERROR') and withdrawn_at is null group by status`),
    db.execute<{ open: number; agreements: number }>(sql`
      select (select count(*)::int from collection_files where status <> 'SETTLED') as open,
             (select count(*)::int from payment_agreements where status = 'ACTIVE') as agreements`),
  ]);
  const outstanding = numberOf(owed?.balance);
  const countOf = (status: string) => loans.find((row) => row.status === status)?.count ?? 0;
  let balance = numberOf(owed?.before);
  const depositOf = (status: string) => {
    const row = deposits.find((each) => each.status === status);
    return { count: row?.count ?? 0, amount: numberOf(row?.amount ?? 0) };
  };
  const [presented] = debits;
  return {
    period: { ...period, firstDay, lastDay },
    outstanding,
    loans: {
      active: countOf('ACTIVE'),
      stopped: countOf('STOPPED'),
      inCollections: files?.open ?? 0,
      inAgreement: files?.agreements ?? 0,
    },
    atRisk: PAR_DAYS.map((days) => {
      const atRiskBalance = numberOf(atRisk[0]?.[`balance_${days}`] ?? 0);
      const late = Number(atRisk[0]?.[`loans_${days}`] ?? 0);
      return { days, loans: late, balance: atRiskBalance, ratio: share(atRiskBalance, outstanding) };
    }),
    months: [...months].map(([month, amounts]) => {
      balance += months.balanceChanges.get(month) ?? 0;
      return {
        month,
        lent: amounts.capital.charged,
        collected: YEAR_END_PARTS.reduce((sum, part) => sum + amounts[part].collected, 0),
        balance,
      };
    }),
    debits: {
      presented: presented?.presented ?? 0,
      returned: presented?.returned ?? 0,
      rate: share(presented?.returned ?? 0, presented?.presented ?? 0),
      reasons,
    },
    requests: { byStatus: requests, ...approvalOf(requests) },
    deposits: { waiting: depositOf('WAITING'), failed: depositOf('ERROR') },
  };
}
