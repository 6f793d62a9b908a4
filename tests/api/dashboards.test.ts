import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentCalendar } from '../../domain/paymentCalendar';
import type { CalendarEvent } from '../../domain/calendarEvents';
import type { DashboardFigures } from '../../domain/dashboards';
import { returnedLoan } from '../support/collections';
import { setNow } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';
import { DEBITS_OUT } from '../../domain/debits';
import { MONTH_AMOUNT_FIELDS } from '../../server/features/reports/monthAmounts';
import { foldTally } from '../../server/features/reports/tallyFold';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(async () => t.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });

describe('the dashboards', () => {
  it('tie to the reports and the ledgers: lent and collected per month, the balance owed, the returns', async () => {
    const { loan } = await returnedLoan(t);
    setNow(t, '2026-12-14', '10:00');
    const answer = await get('/api/dashboards/figures?from=2026-07&to=2026-12');
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = answer.json() as DashboardFigures;
    expect(figures.period).toEqual({ from: '2026-07', to: '2026-12', firstDay: '2026-07-01', lastDay: '2026-12-31' });
    // The months are the monthly report's, to the cent.
    const monthly = (
      await get(`/api/reports/monthly?filter=${encodeURIComponent(JSON.stringify({ year: 2026 }))}`)
    ).json() as { month: string; lent: number; collected: number }[];
    for (const month of figures.months) {
      const report = monthly.find((row) => row.month === month.month)!;
      expect([month.month, month.lent, month.collected]).toEqual([report.month, report.lent, report.collected]);
    }
    // The balance owed is the ledgers' capital; the last month's end balance is the same money.
    const [ledger] = await t.ctx.database.sql<{ capital: string }[]>`
      select coalesce(sum(capital_cents), 0) as capital from loan_ledger_entries`;
    expect(figures.outstanding).toBe(Number(ledger!.capital));
    expect(figures.months.at(-1)!.balance).toBe(figures.outstanding);
    // The returned debit is counted in the NSF rate and the at-risk balance.
    expect(figures.debits.returned).toBeGreaterThanOrEqual(1);
    expect(figures.debits.reasons.map((reason) => reason.code)).toContain('901');
    expect(figures.atRisk[0]!.loans).toBeGreaterThanOrEqual(1);
    expect(figures.loans.inCollections).toBeGreaterThanOrEqual(1);
    const detail = (await get(`/api/loans/${loan.id}`)).json() as { balance: number };
    expect(figures.atRisk[0]!.balance).toBeGreaterThanOrEqual(detail.balance);
    expect(figures.requests.byStatus.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);
  });

  // Each tally against the rows it counts, read directly: before a fold (a row per write) and after it.
  const sums = MONTH_AMOUNT_FIELDS.map((column) => `sum(${column})::text`).join(', ');
  const out = DEBITS_OUT.map((status) => `'${status}'`).join(', ');
  it.each([
    [
      'portfolioMonths',
      `select month::text, ${sums} from loan_month_amounts group by 1 order by 1`,
      `select month::text, ${sums} from portfolio_month_amounts group by 1 order by 1`,
    ],
    [
      'paymentDays',
      `select p.due_date::text, count(*)::int, sum(p.amount_cents)::text from loan_payments p
         join loans l on l.id = p.loan_id where payment_line_counted(p.status, l.status, l.deleted_at)
        group by 1 order by 1`,
      `select due_date::text, sum(lines)::int, sum(amount_cents)::text from payment_day_totals
        group by 1 having sum(lines) <> 0 order by 1`,
    ],
    [
      'debitMonths',
      `select date_trunc('month', due_date)::date::text, count(*) filter (where status in (${out}))::int,
              count(*) filter (where status = 'RETURNED')::int from debits group by 1
       having count(*) filter (where status in (${out})) > 0 order by 1`,
      `select month::text, sum(presented)::int, sum(returned)::int from debit_month_totals
        group by 1 having sum(presented) <> 0 or sum(returned) <> 0 order by 1`,
    ],
    [
      'requestMonths',
      `select date_trunc('month', created_at at time zone 'America/Toronto')::date::text, status, count(*)::int
         from requests group by 1, 2 order by 1, 2`,
      `select month::text, status, sum(requests)::int from request_month_totals
        group by 1, 2 having sum(requests) <> 0 order by 1, 2`,
    ],
  ] as const)(
    'keep the %s tally equal to the rows it counts, before a fold and after it',
    async (name, counted, tallied) => {
      await returnedLoan(t);
      // Rows as arrays: the statements' columns share names (sum, count).
      const read = (statement: string) => t.ctx.database.sql.unsafe(statement).values();
      const expected = await read(counted);
      expect(expected.length).toBeGreaterThan(0);
      expect(await read(tallied)).toEqual(expected);
      await foldTally(t.ctx.database.db, name);
      expect(await read(tallied)).toEqual(expected);
    },
  );

  it('count as approved the requests accepted or gone on with their loan, against the denied ones', async () => {
    const figures = (await get('/api/dashboards/figures?from=2025-01&to=2026-12')).json() as DashboardFigures;
    const [counts] = await t.ctx.database.sql<{ approved: number; denied: number }[]>`
      select count(*) filter (where status in ('ACCEPTED', 'IN_COLLECTIONS', 'IN_PAYMENT_AGREEMENT', 'LOAN_PAY_IN_FULL', 'BANKRUPTCY'))::int as approved,
             count(*) filter (where status = 'DENIED')::int as denied
        from requests where (created_at at time zone 'America/Toronto') >= '2025-01-01'
         and (created_at at time zone 'America/Toronto') < '2027-01-01'`;
    expect([figures.requests.approved, figures.requests.denied]).toEqual([counts!.approved, counts!.denied]);
    expect(figures.requests.approved).toBeGreaterThan(0);
    expect(figures.requests.approvalRate).toBeCloseTo(counts!.approved / (counts!.approved + counts!.denied), 10);
  });

  it('refuse a period longer than 24 months or backwards, and whoever may not execute the year-end report', async () => {
    expect((await get('/api/dashboards/figures?from=2024-01&to=2026-12')).json().errors).toEqual({
      to: 'validation.periodTooLong',
    });
    expect((await get('/api/dashboards/figures?from=2026-12&to=2026-01')).statusCode).toBe(400);
    expect((await get('/api/dashboards/figures?from=2026-13')).statusCode).toBe(400);
    const agent = (await t.login('agent@demo.ca')).token;
    expect((await get('/api/dashboards/figures', agent)).json().message).toBe('errors.FORBIDDEN');
  });
});

describe('the calendar', () => {
  it("shows each day's payments, follow-ups and holidays, and the closures administrators add feed the payment calendar", async () => {
    setNow(t, '2026-12-14', '10:00');
    const events = (await get('/api/calendar/events?from=2026-12-01&to=2027-01-10')).json() as CalendarEvent[];
    const payments = events.filter((event) => event.kind === 'PAYMENTS');
    expect(payments.length).toBeGreaterThan(0);
    // A day's payments are that day's lines the payments reports list, summed.
    const [day] = payments;
    const [lines] = await t.ctx.database.sql<{ count: number; amount: string }[]>`
      select count(*)::int as count, sum(p.amount_cents) as amount from loan_payments p join loans l on l.id = p.loan_id
       where p.due_date = ${day!.date} and payment_line_counted(p.status, l.status, l.deleted_at)`;
    expect([day!.count, day!.amount]).toEqual([lines!.count, Number(lines!.amount)]);
    expect(events.some((event) => event.kind === 'HOLIDAY' && event.label === 'CHRISTMAS_DAY')).toBe(true);
    // Only the kinds asked for.
    const holidays = (
      await get('/api/calendar/events?from=2026-12-01&to=2026-12-31&kinds=HOLIDAY')
    ).json() as CalendarEvent[];
    expect(new Set(holidays.map((event) => event.kind))).toEqual(new Set(['HOLIDAY']));

    // A closure: refused in the past, then added; the payment calendar skips it, the calendar shows it.
    const closing = (day: string) =>
      t.call({ method: 'POST', url: '/api/calendar/closures', token: admin, payload: { day, note: 'Inventaire' } });
    expect((await closing('2026-12-10')).json().message).toBe('errors.CLOSURE_IN_THE_PAST');
    expect((await closing('2026-12-21')).statusCode).toBe(200);
    expect(createPaymentCalendar().nextBusinessDay('2026-12-21')).toBe('2026-12-22');
    const closures = (await get('/api/calendar/events?from=2026-12-01&to=2026-12-31&kinds=CLOSURE')).json();
    expect(closures).toEqual([expect.objectContaining({ kind: 'CLOSURE', date: '2026-12-21', label: 'Inventaire' })]);
    // An agent reads the calendar but cannot close a day.
    const agent = (await t.login('agent@demo.ca')).token;
    expect((await get('/api/calendar/events?from=2026-12-01&to=2026-12-31', agent)).statusCode).toBe(200);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/calendar/closures/2026-12-21', token: agent })).json().message,
    ).toBe('errors.FORBIDDEN');
    expect(
      (await t.call({ method: 'DELETE', url: '/api/calendar/closures/2026-12-21', token: admin })).statusCode,
    ).toBe(200);
    expect(createPaymentCalendar().nextBusinessDay('2026-12-21')).toBe('2026-12-21');
    // More than 62 days at a time is refused.
    expect((await get('/api/calendar/events?from=2026-01-01&to=2026-06-01')).json().errors).toEqual({
      to: 'validation.calendarRange',
    });
  });

  it('refuses an agent id no integer column holds as any malformed id, never a 500', async () => {
    for (const agentId of ['2147483648', '-1', '0', 'x']) {
      const response = await get(`/api/calendar/events?from=2026-12-11&to=2026-12-11&agentId=${agentId}`);
      expect([agentId, response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([
        agentId,
        400,
        ['agentId'],
      ]);
    }
  });
});

describe('the renewal offer', () => {
  it('is sent from its template and remembered on the loan, once a day', async () => {
    setNow(t, '2026-12-14', '10:00');
    const [loan] = await t.ctx.database.sql<
      { id: number }[]
    >`select id from loans where status = 'ACTIVE' order by id limit 1`;
    const offer = () => t.call({ method: 'POST', url: `/api/reports/renew/${loan!.id}/offer`, token: admin });
    const first = await offer();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().offerSentOn).toBe('2026-12-14');
    expect(first.json().messages).toHaveLength(1);
    const again = await offer();
    expect(again.json().messages[0].id).toBe(first.json().messages[0].id);
    const agent = (await t.login('agent@demo.ca')).token;
    expect(
      (await t.call({ method: 'POST', url: `/api/reports/renew/${loan!.id}/offer`, token: agent })).json().message,
    ).toBe('errors.FORBIDDEN');
    // A loan id beyond any row's is refused as input, never a server error.
    const beyond = await t.call({ method: 'POST', url: '/api/reports/renew/2147483648/offer', token: admin });
    expect(beyond.statusCode).toBe(400);
  });
});
