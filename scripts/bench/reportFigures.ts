import { addDays } from '../../domain/calendarDates';
import { addMonths } from '../../domain/dashboards';
import type { AppContext } from '../../server/context';
import { measure, report } from './measure';

type Call = (pathname: string) => Promise<unknown>;

/**
 * The reports at scale, on the loans the loans part loaded: a page of each (sorted as it opens),
 * the 31-day payment reports' totals and the CSV export of a whole range, the year's monthly amounts
 * and its year-end (sums of the loans' month amounts), the dashboards' figures and a month of the calendar.
 */
export async function benchReports(ctx: AppContext, call: Call) {
  const today = ctx.clock.today();
  const [{ loans }] = await ctx.database.sql<{ loans: number }[]>`select count(*)::int as loans from loans`;
  const page = (name: string, filter: Record<string, unknown> = {}, extra = '') =>
    `/api/reports/${name}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,24]${extra}`;
  const ahead = { from: today, to: addDays(today, 30) };
  const behind = { from: addDays(today, -30), to: today };
  const figures: [string, string, number][] = [
    ['payments to come, 31 days, first page', page('upcoming', ahead), 100],
    [
      'payments to come, 31 days, by amount',
      page('upcoming', ahead, `&sort=${encodeURIComponent('["amount","DESC"]')}`),
      100,
    ],
    [
      'payments to come, 31 days, totals per provider',
      `/api/reports/upcoming/totals?filter=${encodeURIComponent(JSON.stringify(ahead))}`,
      50,
    ],
    ['past payments, 31 days, first page', page('past', behind), 100],
    [
      'past payments, 31 days, totals per provider',
      `/api/reports/past/totals?filter=${encodeURIComponent(JSON.stringify(behind))}`,
      50,
    ],
    ['rejections, 31 days, first page', page('rejections', behind), 100],
    ['renewals (3 payments left at most), first page', page('renew'), 50],
    ['stopped loans, first page', page('stopped'), 100],
    ['monthly amounts of the year', page('monthly', { year: Number(today.slice(0, 4)) }), 20],
    ['year-end, the whole year', page('yearEnd', { year: Number(today.slice(0, 4)) }), 20],
    ['year-end, one month', page('yearEnd', { year: Number(today.slice(0, 4)), month: 10 }), 20],
    ['dashboard figures, 6 months', '/api/dashboards/figures', 20],
    [
      'dashboard figures, 24 months',
      `/api/dashboards/figures?from=${addMonths(today.slice(0, 7), -23)}&to=${today.slice(0, 7)}`,
      20,
    ],
    [
      'calendar, a month view (42 days, every kind)',
      `/api/calendar/events?from=${addDays(today, -24)}&to=${addDays(today, 17)}`,
      20,
    ],
    [
      'payments to come, 31 days, CSV export (all rows)',
      `/api/reports/upcoming/export?filter=${encodeURIComponent(JSON.stringify(ahead))}`,
      5,
    ],
  ];
  for (const [name, pathname, samples] of figures)
    report({ ...(await measure(`reports.${name}, ${loans} loans`, () => call(pathname), { samples, warmup: 2 })) });
}
