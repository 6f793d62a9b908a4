import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../domain/reports';
import { setNow, staffToken } from '../support/deposits';
import { returnedLoan } from '../support/collections';
import type { LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';
import { rebuildMonthAmounts } from '../../server/features/reports/monthAmounts';

interface YearEndRow {
  part: string;
  chargedAmount: number;
  collectedAmount: number;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(async () => t.close());

const filterOf = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));
const report = (name: string, filter: Record<string, unknown> = {}, extra = '', token = admin) =>
  t.call({ method: 'GET', url: `/api/reports/${name}?filter=${filterOf(filter)}${extra}`, token });

describe('the reports', () => {
  it('each answer a page with its total, behind its own permission', async () => {
    const norole = (await t.login('norole@demo.ca')).token;
    for (const name of REPORTS) {
      const page = await report(name);
      expect(page.statusCode, `${name}: ${page.body}`).toBe(200);
      expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(page.json().length);
      expect((await report(name, {}, '', norole)).json().message, name).toBe('errors.FORBIDDEN');
    }
  });

  it('read at most 31 days of payments, and refuse a range ending before it starts', async () => {
    const tooLong = await report('past', { from: '2026-10-01', to: '2026-11-02' });
    expect(tooLong.json().errors).toEqual({ 'filter.to': 'validation.dateRange31' });
    const backwards = await report('upcoming', { from: '2026-12-10', to: '2026-12-01' });
    expect(backwards.json().errors).toEqual({ 'filter.to': 'validation.dateRangeOrder' });
    expect((await report('past', { from: '2026-10-01', to: '2026-11-01' })).statusCode).toBe(200);
    // An unknown filter or sort is refused, never read into the query.
    expect((await report('past', { nope: 1 })).json().errors).toEqual({ 'filter.nope': 'validation.unknownField' });
    expect((await report('past', {}, `&sort=${encodeURIComponent('["status","ASC"]')}`)).statusCode).toBe(400);
  });

  it("tie to the loans' ledgers to the cent: the year's amounts collected, the range's payments", async () => {
    const staff = await staffToken(t);
    const { loan } = await returnedLoan(t);
    setNow(t, '2026-12-14', '10:00');
    // A payment by hand besides the debit that came back (collected, then given back by its NSF).
    const before: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: staff })).json();
    const manual = await t.call({
      method: 'POST',
      url: `/api/loans/${loan.id}/manual-payments`,
      token: staff,
      payload: { version: before.version, date: '2026-12-14', amount: 12_345 },
    });
    expect(manual.statusCode, manual.body).toBe(200);
    // Every loan read once (its due payments collected), then the ledgers summed the loans' own way.
    const listed = await t.call({ method: 'GET', url: '/api/loans?range=[0,499]', token: staff });
    const loans: LoanReply[] = [];
    for (const { id } of listed.json() as { id: number }[])
      loans.push((await t.call({ method: 'GET', url: `/api/loans/${id}`, token: staff })).json());
    expect(loans.length).toBeGreaterThan(0);
    const paid = loans.reduce((sum, each) => sum + (each as unknown as { paid: number }).paid, 0);
    let collected = 0;
    for (const year of [2025, 2026, 2027])
      for (const month of (await report('monthly', { year })).json() as { collected: number }[])
        collected += month.collected;
    expect(collected).toBe(paid);
    expect(collected).toBeGreaterThan(0);

    // The year-end report: what it says was collected is the same money; what it says was charged
    // is what the ledgers lent and billed in the year (removals of charges taken off).
    const { sql } = t.ctx.database;
    let yearEndCollected = 0;
    for (const year of [2025, 2026, 2027]) {
      const rows = (await report('yearEnd', { year })).json() as YearEndRow[];
      const total = rows.find((row) => row.part === 'total')!;
      yearEndCollected += total.collectedAmount;
      const [ledger] = await sql<{ charged: string }[]>`
        select coalesce(sum(e.capital_cents + e.interest_cents + e.fees_cents), 0) as charged
          from loan_ledger_entries e left join loan_ledger_entries removed on removed.id = e.reverses_entry_id
         where extract(year from e.entry_date) = ${year}
           and coalesce(case when e.kind = 'REVERSAL' then removed.kind end, e.kind) in
               ('DISBURSEMENT', 'BALANCE_INCREASE', 'BROKERAGE_FEE', 'INSTALMENT_DUE', 'NSF_FEE', 'DEFERRAL_FEE')`;
      expect(total.chargedAmount, String(year)).toBe(Number(ledger!.charged));
      expect(rows.reduce((sum, row) => sum + (row.part === 'total' ? 0 : row.collectedAmount), 0)).toBe(
        total.collectedAmount,
      );
    }
    expect(yearEndCollected).toBe(paid);
    // The month amounts each ledger write kept are those a rebuild from the ledgers writes.
    const written = await sql`select * from loan_month_amounts order by loan_id, month`;
    await rebuildMonthAmounts(t.ctx.database);
    expect(await sql`select * from loan_month_amounts order by loan_id, month`).toEqual(written);
    expect(written.length).toBeGreaterThan(0);

    // The returned loan's lines of its first month: the report lists them as the loan does.
    const mine = loans.find((each) => each.id === loan.id)!;
    const range = { from: '2026-11-23', to: '2026-12-14' };
    const lines = mine.payments.filter(
      (line) => line.date >= range.from && line.date <= range.to && ['PAID', 'NSF'].includes(line.status),
    );
    const past = (await report('past', { ...range, q: String(mine.loanNumber) })).json() as {
      id: number;
      amount: number;
      status: string;
    }[];
    expect(past.map((row) => [row.id, row.amount, row.status]).sort()).toEqual(
      lines.map((line) => [line.id, line.amount, line.status]).sort(),
    );
    const returned = (await report('rejections', { ...range })).json() as { loanId: number; returnCode: string }[];
    expect(returned.find((row) => row.loanId === loan.id)?.returnCode).toBe('901');
  });

  it('exports CSV for a French Excel (semicolons, decimal comma) and an English one', async () => {
    const exported = async (language: string) =>
      t.call({
        method: 'GET',
        url: `/api/reports/monthly/export?language=${language}&filter=${filterOf({ year: 2026 })}`,
        token: admin,
      });
    const fr = await exported('fr');
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.headers['content-type']).toContain('text/csv');
    expect(fr.headers['content-disposition']).toMatch(
      /attachment; filename="montants-mensuels-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, first] = fr.body.replace('\uFEFF', '').split('\r\n');
    expect(fr.body.startsWith('\uFEFF')).toBe(true);
    expect(header.split(';').slice(0, 3)).toEqual(['Mois', 'Prêté', 'Frais de courtage']);
    expect(first).toMatch(/^2026-\d{2};-?\d+,\d{2};/);
    const en = await exported('en');
    const [enHeader, enFirst] = en.body.replace('\uFEFF', '').split('\r\n');
    expect(enHeader.split(',').slice(0, 2)).toEqual(['Month', 'Lent']);
    expect(enFirst).toMatch(/^2026-\d{2},-?\d+\.\d{2},/);
  });
});
