import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendarDates';
import type { CalendarEvent } from '../../domain/calendarEvents';
import { foldTally } from '../../server/features/reports/tallyFold';
import type { LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

// The demo's loans in every state, as of a Friday: some only created (their schedule drafted),
// some started with their deposit on its way, some paid out and repaying, stopped, paid in full.
const TODAY = '2026-11-27';
const FROM = '2026-11-01';
const TO = '2026-12-31';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CUSTOMERS: '200', BUSINESS_DATE: TODAY });
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(async () => t.close());

interface Day {
  count: number;
  amount: number;
}
type Days = Map<string, Day>;
interface LineRow {
  loanId: number;
  date: string;
  amount: number;
}

const get = (url: string) => t.call({ method: 'GET', url, token: admin });

/** The calendar's payments per day between FROM and TO (everyone's, or one agent's). */
async function calendarDays(agentId?: number): Promise<Days> {
  const agent = agentId === undefined ? '' : `&agentId=${agentId}`;
  const response = await get(`/api/calendar/events?from=${FROM}&to=${TO}&kinds=PAYMENTS${agent}`);
  expect(response.statusCode, response.body).toBe(200);
  const days: Days = new Map();
  for (const event of response.json() as CalendarEvent[])
    days.set(event.date, { count: event.count!, amount: event.amount! });
  return days;
}

/** Every row of a payments report between FROM and TO, read a month at a time (31 days at most). */
async function reportRows(name: 'upcoming' | 'past'): Promise<LineRow[]> {
  const rows: LineRow[] = [];
  for (const [from, to] of [
    ['2026-11-01', '2026-11-30'],
    ['2026-12-01', '2026-12-31'],
  ]) {
    const filter = encodeURIComponent(JSON.stringify({ from, to }));
    const page = await get(`/api/reports/${name}?filter=${filter}&range=${encodeURIComponent('[0,499]')}`);
    expect(page.statusCode, page.body).toBe(200);
    const read = page.json() as LineRow[];
    expect(Number(page.headers['x-total-count']), `${name} ${from}: every row on one page`).toBe(read.length);
    rows.push(...read);
  }
  return rows;
}

const byDay = (rows: LineRow[]): Days => {
  const days: Days = new Map();
  for (const row of rows) {
    const day = days.get(row.date) ?? { count: 0, amount: 0 };
    days.set(row.date, { count: day.count + 1, amount: day.amount + row.amount });
  }
  return days;
};

const NONE: Day = { count: 0, amount: 0 };
const everyDay = () => {
  const days: string[] = [];
  for (let day = FROM; day <= TO; day = addDays(day, 1)) days.push(day);
  return days;
};

/**
 * Each day of the calendar against the reports it opens: its payments are those to come (the
 * report of payments to come) and those that came due (past payments), to the cent; on the days
 * after today only the former.
 */
function expectSameDays(calendar: Days, upcoming: Days, past: Days) {
  for (const day of everyDay()) {
    const toCome = upcoming.get(day) ?? NONE;
    const cameDue = past.get(day) ?? NONE;
    const shown = calendar.get(day) ?? NONE;
    expect({ day, ...shown }, 'calendar = payments to come + past payments').toEqual({
      day,
      count: toCome.count + cameDue.count,
      amount: toCome.amount + cameDue.amount,
    });
    if (day > TODAY) expect({ day, ...shown }, 'calendar = payments to come').toEqual({ day, ...toCome });
  }
}

describe("the calendar's payments", () => {
  it('are, every day of two months, the lines the payments reports list, to the cent', async () => {
    // What made them differ: loans only created have their schedule drafted, due in these months.
    const [drafted] = await t.ctx.database.sql<{ lines: number }[]>`
      select count(*)::int as lines from loan_payments p join loans l on l.id = p.loan_id
       where l.status = 'PENDING' and p.due_date between ${FROM} and ${TO}`;
    expect(drafted!.lines).toBeGreaterThan(0);
    const [upcoming, past] = [await reportRows('upcoming'), await reportRows('past')];
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expectSameDays(await calendarDays(), byDay(upcoming), byDay(past));
    // The same once the day tally is folded into one row a day.
    await foldTally(t.ctx.database.db, 'paymentDays');
    expectSameDays(await calendarDays(), byDay(upcoming), byDay(past));

    // An agent's calendar: the lines of that agent's loans.
    const [agent] = await t.ctx.database.sql<{ id: number }[]>`
      select agent_id as id from loans where agent_id is not null and deleted_at is null
       group by agent_id order by count(*) desc limit 1`;
    const theirs = new Set(
      (await t.ctx.database.sql<{ id: number }[]>`select id from loans where agent_id = ${agent!.id}`).map(
        (row) => row.id,
      ),
    );
    const ofAgent = (rows: LineRow[]) => byDay(rows.filter((row) => theirs.has(row.loanId)));
    expectSameDays(await calendarDays(agent!.id), ofAgent(upcoming), ofAgent(past));
  });

  it('count a loan from the day it starts, and no more once it is deleted', async () => {
    const [pending] = await t.ctx.database.sql<{ id: number; version: number; first: string }[]>`
      select l.id, l.version, min(p.due_date)::text as first from loans l join loan_payments p on p.loan_id = l.id
       where l.status = 'PENDING' and l.deleted_at is null and l.first_payment_date > ${TODAY}
       group by l.id order by l.id limit 1`;
    expect(pending).toBeDefined();
    const before = (await calendarDays()).get(pending!.first) ?? NONE;
    const started = await t.call({
      method: 'POST',
      url: `/api/loans/${pending!.id}/start`,
      token: admin,
      payload: { version: pending!.version },
    });
    expect(started.statusCode, started.body).toBe(200);
    const first = (started.json() as LoanReply).payments.find((line) => line.date === pending!.first)!;
    const after = (await calendarDays()).get(pending!.first) ?? NONE;
    expect(after).toEqual({ count: before.count + 1, amount: before.amount + first.amount });
    expectSameDays(await calendarDays(), byDay(await reportRows('upcoming')), byDay(await reportRows('past')));
    // Deleted before its deposit went out: its lines stay as they were, but count no more.
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/loans/${pending!.id}?version=${(started.json() as { version: number }).version}`,
      token: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await calendarDays()).get(pending!.first) ?? NONE).toEqual(before);
    expectSameDays(await calendarDays(), byDay(await reportRows('upcoming')), byDay(await reportRows('past')));
  });
});
