import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { q } from '../support/customers';
import { expectLedgerConsistent, type LoanReply } from '../support/loans';
import { runMoneyBatches } from '../../server/features/deposits/moneyJob';
import { settleDueLoans } from '../../server/features/loans/loanSettlementJob';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CUSTOMERS: '12', BUSINESS_DATE: '2026-11-24' });
  token = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

describe('demo loans', () => {
  it('come in every state, with collected payments and an NSF, each explained by its ledger', async () => {
    const list = await t.call({ method: 'GET', url: `/api/loans?range=${q([0, 99])}`, token });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: number; status: string }[];
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['ACTIVE', 'STOPPED', 'PENDING', 'LOAN_PAY_IN_FULL']),
    );
    const details: LoanReply[] = [];
    for (const row of rows) details.push((await t.call({ method: 'GET', url: `/api/loans/${row.id}`, token })).json());
    for (const loan of details) expectLedgerConsistent(loan);
    // The list sums the same ledger as the detail.
    const listed = rows as unknown as { id: number; balance: number; totalOwing: number }[];
    expect(listed.map((row) => [row.balance, row.totalOwing])).toEqual(
      listed.map((row) => {
        const detail = details.find((loan) => loan.id === row.id)!;
        return [detail.balance, detail.totalOwing];
      }),
    );
    expect(details.some((loan) => loan.nsfCount === 1 && loan.status === 'ACTIVE')).toBe(true);
    // Loans paid out long ago have collected payments; today's wait for, or are in, their deposit.
    const paidOut = details.filter((loan) => loan.status === 'ACTIVE' && loan.depositStatus === 'DEPOSITED');
    expect(paidOut.length).toBeGreaterThan(0);
    expect(paidOut.every((loan) => loan.payments.some((line) => line.status === 'PAID'))).toBe(true);
    // The last weeks' payments went through real debits: taken, and some returned with their reason.
    const debitStates = await t.ctx.database.sql<{ status: string; return_code: string | null; n: number }[]>`
      select status, return_code, count(*)::int as n from debits group by status, return_code`;
    expect(debitStates.some((row) => row.status === 'SETTLED')).toBe(true);
    expect(debitStates.filter((row) => row.status === 'RETURNED').length).toBeGreaterThanOrEqual(1);
    const paidInFull = details.find((loan) => loan.status === 'LOAN_PAY_IN_FULL')!;
    expect(paidInFull.totalOwing).toBe(0);
    expect(paidInFull.payments.every((line) => line.status === 'PAID')).toBe(true);
    // The returns and NSFs opened collection files, and agents worked the open ones.
    const files = await t.ctx.database.sql<{ status: string; promise_state: string; amount: number }[]>`
      select status, promise_state, amount_owed_cents::int as amount from collection_files where status <> 'SETTLED'`;
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.every((file) => file.amount > 0)).toBe(true);
    expect(new Set(files.map((file) => file.status))).toEqual(new Set(['WAITING_RESPONSE', 'PROMISED', 'FOLLOW_UP']));
  });
});

describe('the settlement sweep', () => {
  it('collects the payments that came due on every active loan, without anyone opening them', async () => {
    const due = async () =>
      (
        await t.ctx.database.sql<
          { n: number }[]
        >`select count(*)::int as n from loan_payments p join loans l on l.id = p.loan_id
        where p.status = 'SCHEDULED' and p.due_date <= ${t.ctx.clock.today()} and l.status = 'ACTIVE'
          and l.deposit_status = 'DEPOSITED'`
      )[0].n;
    t.ctx.clock.today = () => '2027-01-15';
    expect(await due()).toBeGreaterThan(0);
    // Nothing is collected without its debit: the weeks passed with no money job, nothing went.
    expect(await settleDueLoans(t.ctx)).toBe(0);
    // The money job comes back: the late payments are presented and sent, then the sweep collects them.
    await runMoneyBatches(t.ctx, { sendNow: true });
    const settled = await settleDueLoans(t.ctx);
    expect(settled).toBeGreaterThan(0);
    expect(await due()).toBe(0);
    expect(await settleDueLoans(t.ctx)).toBe(0);
    t.ctx.clock.today = () => '2026-11-24';
  });
});
