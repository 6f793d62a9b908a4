import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositAction, depositOfLoan, INTERAC, liveDays, setNow, staffToken } from '../support/deposits';
import { acceptedRequest, createLoan, loanAction, LOAN_TERMS, type LoanReply } from '../support/loans';
import { expectBooksMatchLedgers } from '../support/books';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
let admin: string;
let loan: LoanReply;

/** Two loans lent on Monday 2026-11-23 (one by hand, one by Interac), the days lived through to 2026-12-02. */
async function novemberLived() {
  setNow(t, '2026-11-23', '09:00');
  for (const provider of ['CARD', 'INTERAC'] as const) {
    const { requestId } = await acceptedRequest(t, staff, 50_000);
    const started = await loanAction(
      t,
      staff,
      await createLoan(t, staff, { requestId, ...LOAN_TERMS, paymentProvider: provider }),
      'start',
    );
    const deposit = await depositOfLoan(t, staff, started.id);
    await depositAction(
      t,
      staff,
      deposit,
      'send',
      provider === 'CARD' ? { transactionType: 'MANUAL' } : { ...INTERAC, email: 'paul@example.ca' },
    );
    if (provider === 'CARD') loan = started;
  }
  await liveDays(t, '2026-11-23', '2026-12-02', { runs: ['12:00', '12:00'] });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  admin = (await t.login('admin@demo.ca')).token;
  await novemberLived();
}, 120_000);
afterAll(async () => t.close());

const periods = async () => {
  const response = await t.call({ method: 'GET', url: '/api/accounting/periods', token: staff });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: string;
    status: string;
    canClose: boolean;
    canReopen: boolean;
    checklist: { check: string; passed: boolean }[];
  }[];
};
const november = async () => (await periods()).find((period) => period.id === '2026-11')!;
const post = (url: string, payload: Record<string, unknown> = {}, token = admin) =>
  t.call({ method: 'POST', url, token, payload });
const trialBalance = async (date: string) =>
  (await t.call({ method: 'GET', url: `/api/accounting/trial-balance?date=${date}`, token: admin })).json();
const balanceOf = (balance: { lines: { number: string; balanceCents: number }[] }, number: string) =>
  balance.lines.find((line) => line.number === number)?.balanceCents ?? 0;

describe('the allowance for credit losses (issue 34)', () => {
  it("is computed on each loan's balance at the month's end, the change posted; a second run posts only what moved", async () => {
    expect((await post('/api/accounting/allowance', { month: '2026-12' })).json().message).toBe(
      'errors.MONTH_NOT_OVER',
    );
    expect((await post('/api/accounting/allowance', { month: '2026-11' }, staff)).statusCode).toBe(420);
    const response = await post('/api/accounting/allowance', { month: '2026-11' });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json();
    const [ledger] = await t.ctx.database.db.execute<{ owed: string; loans: number }>(sql`
      select sum(c)::text as owed, count(*)::int as loans from (
        select sum(capital_cents + interest_cents + fees_cents) as c from loan_ledger_entries
         where entry_date <= '2026-11-30' group by loan_id having sum(capital_cents + interest_cents + fees_cents) > 0) o`);
    expect(run).toMatchObject({ month: '2026-11', asOf: '2026-11-30', owedCents: Number(ledger.owed) });
    // Both loans current: 2 % of each one's balance.
    expect(run.lines[0]).toMatchObject({ bucket: 0, loans: ledger.loans, rateBp: 200, owedCents: Number(ledger.owed) });
    expect(run.allowanceCents).toBeGreaterThan(0);
    expect(run.changeCents).toBe(run.allowanceCents);
    const books = await trialBalance('2026-11-30');
    expect(balanceOf(books, '1290')).toBe(-run.allowanceCents);
    expect(balanceOf(books, '5200')).toBe(run.allowanceCents);

    const again = (await post('/api/accounting/allowance', { month: '2026-11' })).json();
    expect(again).toMatchObject({ allowanceCents: run.allowanceCents, changeCents: 0, journalEntryId: null });
  });

  it('follows the provision matrix an administrator sets', async () => {
    const { degrees, ...policy } = (
      await t.call({ method: 'GET', url: '/api/accounting/policy', token: staff })
    ).json();
    expect(degrees).toHaveLength(4);
    expect(policy).toMatchObject({
      currentRateBp: 200,
      degreeRatesBp: [1000, 3000, 6000, 10000],
      writeOffAfterDays: 120,
    });
    const put = (body: Record<string, unknown>, token = admin) =>
      t.call({ method: 'PUT', url: '/api/accounting/policy', token, payload: body });
    expect((await put({ ...policy, currentRateBp: 300 }, staff)).statusCode).toBe(420);
    expect((await put({ ...policy, currentRateBp: 10_001 })).statusCode).toBe(400);
    const saved = await put({ ...policy, currentRateBp: 300 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await put({ ...policy, currentRateBp: 400 })).statusCode).toBe(409);
    const before = (await t.call({ method: 'GET', url: '/api/accounting/allowance/2026-11', token: staff })).json();
    const run = (await post('/api/accounting/allowance', { month: '2026-11' })).json();
    expect(run.lines[0].rateBp).toBe(300);
    expect(run.changeCents).toBe(run.allowanceCents - before.allowanceCents);
    expect(-balanceOf(await trialBalance('2026-11-30'), '1290')).toBe(run.allowanceCents);
  });
});

describe('closing a month (issue 34)', () => {
  it('closes November once its checklist holds, and keeps its figures whatever comes after', async () => {
    const open = await november();
    expect(open.checklist).toEqual([
      expect.objectContaining({ check: 'MONTH_OVER', passed: true }),
      expect.objectContaining({ check: 'PREVIOUS_CLOSED', passed: true }),
      expect.objectContaining({ check: 'PROVIDER_DAYS_RECONCILED', passed: true }),
      expect.objectContaining({ check: 'ALLOWANCE_COMPUTED', passed: true }),
    ]);
    expect(open).toMatchObject({ status: 'OPEN', canClose: true });
    expect((await periods()).find((period) => period.id === '2026-12')).toMatchObject({ canClose: false });
    expect((await post('/api/accounting/periods/2026-12/close')).json().message).toBe('errors.MONTH_NOT_READY');
    // A month before the books began is not one to close: refused, and nothing is closed.
    expect((await post('/api/accounting/periods/2026-10/close')).json().message).toBe('errors.MONTH_NOT_IN_BOOKS');
    expect((await periods()).some((period) => period.status === 'CLOSED')).toBe(false);
    expect((await post('/api/accounting/periods/2026-11/close', {}, staff)).statusCode).toBe(420);

    const before = await trialBalance('2026-11-30');
    const closed = await post('/api/accounting/periods/2026-11/close');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', canReopen: true, closedByName: expect.any(String) });
    expect((await post('/api/accounting/periods/2026-11/close')).json().message).toBe('errors.MONTH_CLOSED');

    // A payment an agent dates back into November: in the loan's ledger on its day, in the books on the day it was taken.
    const current = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: staff })).json();
    await loanAction(t, staff, current, 'manual-payments', { date: '2026-11-25', amount: 5_000 });
    const [late] = await t.ctx.database.db.execute<{ entry_date: string; effective_date: string }>(sql`
      select entry_date::text, effective_date::text from journal_entries
       where kind = 'MANUAL_PAYMENT' and loan_id = ${loan.id}`);
    expect(late).toEqual({ entry_date: '2026-12-02', effective_date: '2026-11-25' });
    expect(await trialBalance('2026-11-30')).toEqual(before);
    // By the day each event happened, the books are still the ledgers.
    await expectBooksMatchLedgers(t, '2026-11-30');
    await expectBooksMatchLedgers(t, '2026-12-01');
    expect((await post('/api/accounting/allowance', { month: '2026-11' })).json().message).toBe('errors.MONTH_CLOSED');
    // The database itself refuses a line in a closed month.
    const refused = await t.ctx.database.db
      .execute(
        sql`insert into journal_entries (entry_date, effective_date, source, kind)
            values ('2026-11-15', '2026-11-15', 'RECONCILIATION', 'X')`,
      )
      .then(
        () => null,
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(refused).toMatch(/the books are closed up to 2026-11-30/);
  });

  it('reopens the last month closed, with a reason kept in the audit trail', async () => {
    expect((await post('/api/accounting/periods/2026-11/reopen', { reason: 'Correction' }, staff)).statusCode).toBe(
      420,
    );
    expect((await post('/api/accounting/periods/2026-11/reopen', { reason: '' })).statusCode).toBe(400);
    expect((await post('/api/accounting/periods/2026-10/reopen', { reason: 'Erreur' })).json().message).toBe(
      'errors.MONTH_NOT_LAST_CLOSED',
    );
    const reopened = await post('/api/accounting/periods/2026-11/reopen', { reason: 'Relevé du fournisseur corrigé' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'OPEN', reopenReason: 'Relevé du fournisseur corrigé' });
    const [trail] = await t.ctx.database.db.execute<{ actions: string[] }>(sql`
      select array_agg(action order by id) as actions from audit_log where entity = 'booksMonth' and entity_id = '2026-11'`);
    expect(trail.actions).toEqual(
      expect.arrayContaining(['allowance.computed', 'books.monthClosed', 'books.monthReopened']),
    );
    // Open again, November's allowance can be brought up to date.
    expect((await post('/api/accounting/allowance', { month: '2026-11' })).statusCode).toBe(200);
  });
});
