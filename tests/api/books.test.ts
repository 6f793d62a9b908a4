import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTallies } from '../../server/features/reports/tallyFold';
import { expectBooksMatchLedgers, receivablesAgainstLedgers } from '../support/books';
import { startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, loanAction, setToday } from '../support/loans';
import { ensureBooks } from '../../server/features/accounting/booksSetup';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;

/** Two loans lent on 2026-11-23 and serviced for two months: payments, a rebate, a returned debit, a deferral, a fee. */
async function servicedLoans() {
  const agent = (await t.login('agent@demo.ca')).token;
  await setToday(t, '2026-11-23');
  const loans = [];
  for (const numberOfPayments of [6, 10]) {
    const { requestId } = await acceptedRequest(t, agent);
    loans.push(
      await startAndPayOut(t, agent, await createLoan(t, agent, { ...LOAN_TERMS, requestId, numberOfPayments })),
    );
  }
  await setToday(t, '2026-12-22');
  const [first, current] = await Promise.all(
    loans.map(async (loan) => (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json()),
  );
  let second = current;
  const rebated = await loanAction(t, agent, first, 'rebates', { amount: 1_234 });
  await loanAction(t, agent, rebated, 'manual-payments', { date: '2026-12-22', amount: 5_000 });
  const paid = second.payments.find((line: { status: string; kind: string }) => line.status === 'PAID');
  second = await loanAction(t, agent, second, 'nsf', { paymentId: paid.id });
  const open = second.payments.find(
    (line: { status: string; sent: boolean }) => line.status === 'SCHEDULED' && !line.sent,
  );
  second = await loanAction(t, agent, second, 'deferrals', { paymentId: open.id, feeOption: 'CHARGE' });
  await loanAction(t, agent, second, 'balance-increases', { amount: 2_500, reason: 'Frais de dossier' });
  await setToday(t, '2027-01-20');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  await servicedLoans();
});
afterAll(async () => t.close());

const trialBalance = async (date: string, token = admin) =>
  t.call({ method: 'GET', url: `/api/accounting/trial-balance?date=${date}`, token });

describe('the books of serviced loans (issue 34)', () => {
  it('journal every ledger entry, balanced, the receivables equal to the ledgers at any date', async () => {
    const [counts] = await t.ctx.database.db.execute<{ entries: number; booked: number; unbalanced: number }>(sql`
      select (select count(*)::int from loan_ledger_entries
               where capital_cents <> 0 or interest_cents <> 0 or fees_cents <> 0) as entries,
             (select count(*)::int from journal_entries) as booked,
             (select count(*)::int from (select entry_id from journal_lines group by entry_id
                                          having sum(amount_cents) <> 0) u) as unbalanced`);
    expect(counts.entries).toBeGreaterThan(12);
    expect(counts.booked).toBe(counts.entries);
    expect(counts.unbalanced).toBe(0);

    for (const date of ['2026-11-22', '2026-11-23', '2026-12-04', '2026-12-22', '2027-01-20', '2100-01-01']) {
      await expectBooksMatchLedgers(t, date);
    }
    const { ledger } = await receivablesAgainstLedgers(t);
    expect(ledger.capital).toBeGreaterThan(0);
    expect(ledger.interest + ledger.fees).not.toBe(0);
  });

  it('give a trial balance whose debits equal its credits, its receivables the ledgers', async () => {
    const today = '2027-01-20';
    const response = await trialBalance(today);
    expect(response.statusCode, response.body).toBe(200);
    const balance = response.json();
    expect(balance.totalDebitCents).toBe(balance.totalCreditCents);
    expect(balance.totalDebitCents).toBeGreaterThan(0);
    const byNumber = new Map(balance.lines.map((line: { number: string }) => [line.number, line]));
    const { ledger } = await receivablesAgainstLedgers(t, today);
    expect(byNumber.get('1200')).toMatchObject({ balanceCents: ledger.capital });
    expect(byNumber.get('1210')).toMatchObject({ balanceCents: ledger.interest });
    expect(byNumber.get('1220')).toMatchObject({ balanceCents: ledger.fees });
    // Income accounts carry credit balances.
    expect(byNumber.get('4100')).toMatchObject({ debitCents: 0 });

    // The day tallies folded: the same figures.
    await foldTallies(t.ctx.database.db);
    expect((await trialBalance(today)).json()).toEqual(balance);
    // Before the first loan: nothing.
    const empty = (await trialBalance('2000-01-01')).json();
    expect(empty.totalDebitCents).toBe(0);
  });

  it('lists the journal by loan, each entry balanced', async () => {
    const [{ loan_id: loanId }] = await t.ctx.database.db.execute<{ loan_id: number }>(
      sql`select loan_id from journal_entries where loan_id is not null order by loan_id limit 1`,
    );
    const response = await t.call({
      method: 'GET',
      url: `/api/accounting/journal?filter=${encodeURIComponent(JSON.stringify({ loanId }))}&range=[0,499]`,
      token: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines: { entryId: number; loanId: number; debitCents: number; creditCents: number; kind: string }[] =
      response.json();
    expect(lines.length).toBeGreaterThan(3);
    expect(new Set(lines.map((line) => line.loanId))).toEqual(new Set([loanId]));
    const byEntry = new Map<number, number>();
    for (const line of lines)
      byEntry.set(line.entryId, (byEntry.get(line.entryId) ?? 0) + line.debitCents - line.creditCents);
    expect([...byEntry.values()].every((sum) => sum === 0)).toBe(true);
    expect(lines.map((line) => line.kind)).toContain('DISBURSEMENT');
    expect(Number(response.headers['x-total-count'])).toBe(lines.length);
  });

  it('pages the journal newest first, an entry whole with its debits first, whatever the filter', async () => {
    type Line = {
      id: number;
      entryId: number;
      date: string;
      accountId: number;
      kind: string;
      debitCents: number;
      actorName: string | null;
    };
    const page = async (filter: Record<string, unknown>, order = 'DESC') => {
      const response = await t.call({
        method: 'GET',
        url: `/api/accounting/journal?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]&sort=["date","${order}"]`,
        token: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return { lines: response.json() as Line[], total: Number(response.headers['x-total-count']) };
    };
    const all = await page({});
    expect(all.lines.length).toBeGreaterThan(10);
    expect(all.total).toBe(all.lines.length);
    const entryKeys = all.lines.map((line) => `${line.date}/${String(line.entryId).padStart(9, '0')}`);
    expect(entryKeys).toEqual([...entryKeys].sort().reverse());
    // Each entry's lines together, its debits before its credits.
    const seen = new Set<number>();
    all.lines.forEach((line, i) => {
      const previous = all.lines[i - 1];
      if (previous?.entryId === line.entryId) expect(previous.debitCents >= line.debitCents).toBe(true);
      else expect(seen.has(line.entryId), `entry ${line.entryId} in one piece`).toBe(false);
      seen.add(line.entryId);
    });
    // Who recorded each: a staff member by name, or the system's jobs.
    expect(all.lines.some((line) => typeof line.actorName === 'string' && line.actorName.length > 0)).toBe(true);
    expect(all.lines.every((line) => line.actorName === null || typeof line.actorName === 'string')).toBe(true);
    const oldest = await page({}, 'ASC');
    expect(oldest.lines[0].date <= oldest.lines.at(-1)!.date).toBe(true);

    // One account: its lines only, newest first, counted the same.
    const accountId = all.lines[0].accountId;
    const account = await page({ accountId });
    expect(account.lines.length).toBe(all.lines.filter((line) => line.accountId === accountId).length);
    expect(account.total).toBe(account.lines.length);
    const accountDates = account.lines.map((line) => line.date);
    expect(accountDates).toEqual([...accountDates].sort().reverse());
    // One operation over a period, and one operation on one account.
    const [first] = all.lines.slice(-1);
    const kind = await page({ kind: first.kind, from: first.date, to: all.lines[0].date });
    expect(kind.lines.map((line) => line.id).sort()).toEqual(
      all.lines
        .filter((line) => line.kind === first.kind)
        .map((line) => line.id)
        .sort(),
    );
    const both = await page({ kind: first.kind, accountId });
    expect(both.lines.every((line) => line.kind === first.kind && line.accountId === accountId)).toBe(true);
    expect(both.total).toBe(both.lines.length);
  });

  it('refuses an unbalanced entry and any change to the journal, in the database itself', async () => {
    const raw = t.ctx.database.sql;
    const [{ id: accountId }] = await raw`select id from gl_accounts order by id limit 1`;
    await expect(raw`
        with e as (insert into journal_entries (entry_date, effective_date, source, kind)
                   values ('2026-11-02', '2026-11-02', 'TEST', 'TEST') returning id)
        insert into journal_lines (entry_id, entry_date, account_id, amount_cents)
        select e.id, '2026-11-02', ${accountId}, 100 from e`).rejects.toThrow(/not balanced/);
    await expect(raw`update journal_lines set amount_cents = amount_cents + 1`).rejects.toThrow(/never changed/);
    await expect(raw`delete from journal_entries`).rejects.toThrow(/never changed/);
  });

  it('are read with `view accounting` only, and check their input', async () => {
    const agent = (await t.login('agent@demo.ca')).token;
    expect((await trialBalance('2026-11-02', agent)).statusCode).toBe(420);
    const staff = (await t.login('staff@demo.ca')).token;
    expect((await trialBalance('2026-11-02', staff)).statusCode).toBe(200);
    expect((await trialBalance('2026-02-30')).statusCode).toBe(400);
    const unknownFilter = await t.call({
      method: 'GET',
      url: `/api/accounting/journal?filter=${encodeURIComponent(JSON.stringify({ amount: 1 }))}`,
      token: admin,
    });
    expect(unknownFilter.statusCode).toBe(400);
  });

  it('are written at the first start of a database from before them: every entry journalled, the indexes built again', async () => {
    const raw = t.ctx.database.sql;
    const indexes = async () =>
      (
        await raw<{ name: string }[]>`select indexname as name from pg_indexes
          where tablename in ('journal_entries', 'journal_lines', 'journal_day_totals') order by indexname`
      ).map((row) => row.name);
    const before = await indexes();
    // What a database from before the books has: ledgers, no journal (TRUNCATE is no row's DELETE).
    await raw`truncate journal_day_totals, journal_lines, journal_entries cascade`;
    const lines: string[] = [];
    await ensureBooks(t.ctx.database, (line) => lines.push(line));
    expect(lines.at(-1)).toMatch(/^books: \d+ ledger entries journalled/);
    expect(lines.some((line) => /rebuilt \d+ indexes/.test(line))).toBe(true);
    expect(await indexes()).toEqual(before);
    for (const date of ['2026-11-23', '2026-12-22', '2100-01-01']) await expectBooksMatchLedgers(t, date);
    // The database's own rules hold on what it rebuilt: a change is still refused.
    await expect(raw`delete from journal_entries`).rejects.toThrow(/never changed/);
  });
});
