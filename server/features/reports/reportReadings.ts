import { sql } from 'drizzle-orm';
import type { ReportFilter, ReportRow, ReportTotals } from '../../../domain/reportRecords';
import {
  DATED_REPORTS,
  dateRangeRefusal,
  defaultRange,
  isSumReport,
  type ReportName,
  type SumReportName,
} from '../../../domain/reports';
import { addDays } from '../../../domain/calendarDates';
import { invalidInput } from '../../http/errors';
import type { AppContext } from '../../context';
import { boundedTotal, DEFAULT_TOTAL_CAP, type ListQuery, type ListTotal } from '../../http/listQuery';
import { renewals, stoppedLoans, writtenOffLoans } from './loanReports';
import { monthlyAmounts, yearEndAmounts } from './monthlyReport';
import { pastPayments, rejections, upcomingPayments } from './paymentReports';
import { numberOf, readReport, type ReportReading } from './reportFrame';

type AnyQuery = ListQuery<Record<string, unknown>>;

/** The range a dated report reads: the one asked for (31 days at most), or its default. */
export function rangeOf(name: ReportName, filter: { from?: unknown; to?: unknown }, today: string) {
  const kind = DATED_REPORTS[name];
  if (!kind) return null;
  const fallback = defaultRange(kind, today, addDays);
  const range = {
    from: typeof filter.from === 'string' ? filter.from : fallback.from,
    to: typeof filter.to === 'string' ? filter.to : fallback.to,
  };
  const refusal = dateRangeRefusal(range.from, range.to);
  if (refusal) throw invalidInput({ 'filter.to': refusal });
  return range;
}

/** The reading of a report made of records (every report but the sums). */
function readingOf(ctx: AppContext, name: Exclude<ReportName, SumReportName>, query: AnyQuery): ReportReading<unknown> {
  const today = ctx.clock.today();
  switch (name) {
    case 'renew':
      return renewals(query.filter as ReportFilter<'renew'>, today);
    case 'stopped':
      return stoppedLoans(query.filter as ReportFilter<'stopped'>);
    case 'writtenOff':
      return writtenOffLoans(query.filter as ReportFilter<'writtenOff'>);
    case 'upcoming':
      return upcomingPayments(query.filter as ReportFilter<'upcoming'>, rangeOf(name, query.filter, today)!);
    case 'past':
      return pastPayments(query.filter as ReportFilter<'past'>, rangeOf(name, query.filter, today)!);
    case 'rejections':
      return rejections(query.filter as ReportFilter<'rejections'>, rangeOf(name, query.filter, today)!);
  }
}

const yearOf = (ctx: AppContext, filter: { year?: number }) => filter.year ?? Number(ctx.clock.today().slice(0, 4));

/** A sum report's rows (every one, a dozen at most): the months in the order asked, or the parts. */
async function sumsOf(ctx: AppContext, name: SumReportName, query: AnyQuery): Promise<unknown[]> {
  if (name === 'yearEnd') {
    const filter = query.filter as ReportFilter<'yearEnd'>;
    const rows = await yearEndAmounts(ctx.database.db, yearOf(ctx, filter), filter.month);
    // The parts in the order asked, their total under them either way.
    return query.sortOrder === 'DESC' ? [...rows.slice(0, -1).reverse(), rows.at(-1)] : rows;
  }
  const months = await monthlyAmounts(ctx.database.db, yearOf(ctx, query.filter as ReportFilter<'monthly'>));
  return query.sortOrder === 'DESC' ? months.reverse() : months;
}

/** One page of a report, with its bounded total. */
export async function readReportPage(
  ctx: AppContext,
  name: ReportName,
  query: AnyQuery,
): Promise<{ rows: unknown[]; total: ListTotal }> {
  if (isSumReport(name)) {
    const rows = await sumsOf(ctx, name, query);
    return { rows, total: { total: rows.length, capped: false } };
  }
  const { rows, total } = await readReport(ctx.database.db, readingOf(ctx, name, query), query);
  return { rows, total: boundedTotal(total, DEFAULT_TOTAL_CAP, query.offset, rows.length, query.limit) };
}

/** Every row of a report, up to the export's limit. */
export async function readAllReport(ctx: AppContext, name: ReportName, query: AnyQuery): Promise<unknown[]> {
  if (isSumReport(name)) return sumsOf(ctx, name, query);
  return (await readReport(ctx.database.db, readingOf(ctx, name, query), query, { all: true })).rows;
}

/** The whole filter's count and amount, and per provider: what the dated reports show under their table. */
export async function readReportTotals(ctx: AppContext, name: ReportName, query: AnyQuery): Promise<ReportTotals> {
  if (isSumReport(name)) throw new Error(`the ${name} report is sums already`);
  const reading = readingOf(ctx, name, query);
  const amount = name === 'rejections' || name === 'upcoming' || name === 'past' ? sql`p.amount_cents` : sql`0`;
  const provider = name === 'rejections' ? sql`p.provider` : sql`l.payment_provider`;
  const rows = await ctx.database.db.execute<{ provider: string; rows: number; amount: string }>(sql`
    select ${provider} as provider, count(*)::int as rows, coalesce(sum(${amount}), 0) as amount
      from ${reading.countFrom ?? reading.from} where ${reading.where} group by 1 order by 1`);
  const byProvider = rows.map((row) => ({ provider: row.provider, rows: row.rows, amount: numberOf(row.amount) }));
  return {
    range: rangeOf(name, query.filter, ctx.clock.today())!,
    rows: byProvider.reduce((sum, row) => sum + row.rows, 0),
    amount: byProvider.reduce((sum, row) => sum + row.amount, 0),
    byProvider,
  };
}

export type { ReportRow };
