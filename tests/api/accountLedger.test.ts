import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTallies } from '../../server/features/reports/tallyFold';
import { startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, loanAction, setToday } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
const accountIds = new Map<string, number>();

/** Three loans lent on 2026-11-23 and serviced to 2027-01-20: payments due, a rebate, a payment by hand, a returned debit. */
async function servicedLoans() {
  const agent = (await t.login('agent@demo.ca')).token;
  await setToday(t, '2026-11-23');
  const loans = [];
  for (const numberOfPayments of [6, 8, 10]) {
    const { requestId } = await acceptedRequest(t, agent);
    loans.push(
      await startAndPayOut(t, agent, await createLoan(t, agent, { ...LOAN_TERMS, requestId, numberOfPayments })),
    );
  }
  await setToday(t, '2026-12-22');
  const [first, second] = await Promise.all(
    loans.map(async (loan) => (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json()),
  );
  const rebated = await loanAction(t, agent, first, 'rebates', { amount: 1_234 });
  await loanAction(t, agent, rebated, 'manual-payments', { date: '2026-12-22', amount: 5_000 });
  const paid = second.payments.find((line: { status: string }) => line.status === 'PAID');
  await loanAction(t, agent, second, 'nsf', { paymentId: paid.id });
  await setToday(t, '2027-01-20');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  await servicedLoans();
  const rows = await t.ctx.database.db.execute<{ id: number; number: string }>(sql`select id, number from gl_accounts`);
  for (const row of rows) accountIds.set(row.number, row.id);
});
afterAll(async () => t.close());

interface LedgerLine {
  id: number;
  entryId: number;
  date: string;
  loanId: number | null;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });
const ledgerUrl = (accountId: number, filter: object, range?: [number, number], order = 'ASC') =>
  `/api/accounting/accounts/${accountId}/ledger?${new URLSearchParams({
    filter: JSON.stringify(filter),
    ...(range ? { range: JSON.stringify(range) } : {}),
    sort: JSON.stringify(['date', order]),
  })}`;

/** Every line of the period, read a few at a time (pages that start and end inside a day). */
async function wholeLedger(accountId: number, filter: { from: string; to: string }, pageSize: number, order = 'ASC') {
  const lines: LedgerLine[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const response = await get(ledgerUrl(accountId, filter, [offset, offset + pageSize - 1], order));
    expect(response.statusCode, response.body).toBe(200);
    const page: LedgerLine[] = response.json();
    lines.push(...page);
    if (page.length < pageSize) return lines;
  }
}

const summaryOf = async (accountId: number, period: { from?: string; to?: string }) => {
  const response = await get(
    `/api/accounting/accounts/${accountId}/ledger/summary?${new URLSearchParams(period as Record<string, string>)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const trialBalanceOf = async (accountId: number, date: string) => {
  const balance = (await get(`/api/accounting/trial-balance?date=${date}`)).json();
  return balance.lines.find((line: { accountId: number }) => line.accountId === accountId)?.balanceCents ?? 0;
};

describe("an account's general ledger (issue 34)", () => {
  const period = { from: '2026-11-24', to: '2027-01-20' };

  it('gives each line the opening balance plus the lines up to it, and closes on the trial balance', async () => {
    // The receivables, and the accounts the period moved most (a clearing account, an income…).
    const busiest = await t.ctx.database.db.execute<{ number: string }>(sql`
      select a.number from journal_lines l join gl_accounts a on a.id = l.account_id
       where l.entry_date between ${period.from} and ${period.to}
       group by a.number order by count(*) desc, a.number limit 4`);
    const numbers = [...new Set(['1200', ...busiest.map((row) => row.number)])];
    expect(numbers.length).toBeGreaterThan(3);
    for (const number of numbers) {
      const accountId = accountIds.get(number)!;
      const summary = await summaryOf(accountId, period);
      // The opening is the balance at the end of the day before; the closing, the trial balance's at `to`.
      expect(summary.openingCents, number).toBe(await trialBalanceOf(accountId, '2026-11-23'));
      expect(summary.closingCents, number).toBe(await trialBalanceOf(accountId, period.to));
      expect(summary.closingCents).toBe(summary.openingCents + summary.debitCents - summary.creditCents);

      const lines = await wholeLedger(accountId, period, 3);
      expect(lines.length, number).toBeGreaterThan(3);
      if (number === '1200') {
        // Some page starts inside a day: its balance counts that day's lines of the page before.
        const pageStartsInsideADay = lines.some(
          (line, index) => index % 3 === 0 && lines[index - 1]?.date === line.date,
        );
        expect(pageStartsInsideADay).toBe(true);
      }
      let running = summary.openingCents;
      for (const line of lines) {
        running += line.debitCents - line.creditCents;
        expect(line.balanceCents, `${number} line ${line.id}`).toBe(running);
        expect(line.date >= period.from && line.date <= period.to).toBe(true);
      }
      expect(running, number).toBe(summary.closingCents);
      expect(lines.reduce((sum, line) => sum + line.debitCents, 0)).toBe(summary.debitCents);
      expect(lines.reduce((sum, line) => sum + line.creditCents, 0)).toBe(summary.creditCents);

      // Newest first, the same lines with the same balances; and the same once the tallies are folded.
      const newestFirst = await wholeLedger(accountId, period, 4, 'DESC');
      expect(newestFirst).toEqual([...lines].reverse());
    }
    await foldTallies(t.ctx.database.db);
    const loans = accountIds.get('1200')!;
    expect(await wholeLedger(loans, period, 5)).toEqual(await wholeLedger(loans, period, 500));
  });

  it('starts a later period on the balance the earlier one closed on', async () => {
    const accountId = accountIds.get('1200')!;
    const december = await summaryOf(accountId, { from: '2026-12-01', to: '2026-12-31' });
    const january = await summaryOf(accountId, { from: '2027-01-01', to: '2027-01-20' });
    expect(january.openingCents).toBe(december.closingCents);
    const [first] = await wholeLedger(accountId, { from: '2027-01-01', to: '2027-01-20' }, 1);
    if (first) expect(first.balanceCents).toBe(january.openingCents + first.debitCents - first.creditCents);
  });

  it("reads the month to date when no period is given, and names each loan's line", async () => {
    const accountId = accountIds.get('1200')!;
    const summary = await summaryOf(accountId, {});
    expect(summary).toMatchObject({ from: '2027-01-01', to: '2027-01-20', account: { id: accountId, number: '1200' } });
    const december = await wholeLedger(accountId, { from: '2026-12-01', to: '2026-12-31' }, 100);
    expect(december.every((line) => line.loanId !== null)).toBe(true);
    const response = await get(ledgerUrl(accountId, {}));
    expect(response.headers['x-total-count']).toBeDefined();
  });

  it('refuses an unknown account, a period ending before it starts and a bad day, in words the reader can read', async () => {
    const missing = await get(ledgerUrl(999_999, period));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('errors.NOT_FOUND');
    expect((await get(`/api/accounting/accounts/999999/ledger/summary`)).statusCode).toBe(404);

    const accountId = accountIds.get('1200')!;
    const backwards = await get(ledgerUrl(accountId, { from: '2027-01-20', to: '2027-01-01' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ 'filter.to': 'validation.dateRange' });
    const backwardsSummary = await get(
      `/api/accounting/accounts/${accountId}/ledger/summary?from=2027-01-20&to=2027-01-01`,
    );
    expect(backwardsSummary.statusCode).toBe(400);
    expect(backwardsSummary.json().errors).toEqual({ to: 'validation.dateRange' });
    // Only a `from` after the business day: the period is that day alone.
    expect(await summaryOf(accountId, { from: '2027-02-01' })).toMatchObject({ from: '2027-02-01', to: '2027-02-01' });
    expect((await get(ledgerUrl(accountId, { to: '2026-12-31', from: '2027-01-01' }))).statusCode).toBe(400);

    const badDay = await get(ledgerUrl(accountId, { from: '2027-02-30' }));
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors).toEqual({ 'filter.from': 'validation.invalidDate' });
    expect((await get(ledgerUrl(accountId, { accountId: 3 }))).statusCode).toBe(400);
    expect((await get(`/api/accounting/accounts/abc/ledger`)).statusCode).toBe(400);
  });

  it('is read with `view accounting` only', async () => {
    const accountId = accountIds.get('1200')!;
    const agent = (await t.login('agent@demo.ca')).token;
    for (const url of [ledgerUrl(accountId, period), `/api/accounting/accounts/${accountId}/ledger/summary`]) {
      const refused = await get(url, agent);
      expect(refused.statusCode).toBe(420);
      expect(refused.json().message).toBe('errors.FORBIDDEN');
    }
    const staff = (await t.login('staff@demo.ca')).token;
    expect((await get(ledgerUrl(accountId, period), staff)).statusCode).toBe(200);
  });
});
