import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOut } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  acceptedRequest,
  createLoan,
  expectLedgerConsistent,
  loanAction,
  loanActionResponse,
  setToday,
  type LoanReply,
  LOAN_TERMS,
} from '../support/loans';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  await setToday(t, '2026-11-23');
});
afterAll(async () => t.close());

const terms = LOAN_TERMS;

describe('a loan from an accepted request to paid in full', () => {
  it('creates, starts, collects, takes a manual payment and an NSF, and the ledger explains every figure', async () => {
    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const loan = await createLoan(t, agent, { requestId, ...terms });
    expect(loan).toMatchObject({ status: 'PENDING', amount: 50_000, numberOfPayments: 6, totalOwing: 0 });
    expect(loan.payments).toHaveLength(6);
    expect(loan.payments.map((line) => line.date)).toEqual([
      '2026-12-04',
      '2026-12-18',
      '2027-01-04',
      '2027-01-15',
      '2027-01-29',
      '2027-02-12',
    ]);

    const again = await t.call({ method: 'POST', url: '/api/loans', token: agent, payload: { requestId, ...terms } });
    expect(again.statusCode).toBe(420);
    expect(again.json().message).toBe('errors.LOAN_ALREADY_CREATED');

    const started: LoanReply = await loanAction(t, agent, loan, 'start');
    // Started, its deposit waiting: nothing is lent before the money is out.
    expect(started).toMatchObject({ status: 'ACTIVE', depositStatus: 'WAITING', startDate: '2026-11-23', balance: 0 });
    let current: LoanReply = await payOut(t, agent, started.id);
    expect(current).toMatchObject({
      status: 'ACTIVE',
      depositStatus: 'DEPOSITED',
      startDate: '2026-11-23',
      balance: 50_000,
    });
    expectLedgerConsistent(current);

    await setToday(t, '2026-12-21');
    current = await loanAction(t, agent, current, 'manual-payments', { date: '2026-12-21', amount: 10_000 });
    expect(current.payments.filter((line) => line.status === 'PAID')).toHaveLength(3);
    expectLedgerConsistent(current);

    const paid = current.payments.find((line) => line.number === 2)!;
    current = await loanAction(t, agent, current, 'nsf', { paymentId: paid.id });
    expect(current.nsfCount).toBe(1);
    expect(current.payments.find((line) => line.id === paid.id)!.status).toBe('NSF');
    expectLedgerConsistent(current);

    const nsf = current.ledger.find((entry) => entry.kind === 'NSF')!;
    current = await loanAction(t, agent, current, 'reversals', { entryId: nsf.id });
    expect(current.nsfCount).toBe(0);
    expect(current.fees).toBe(0);
    expectLedgerConsistent(current);

    const stale = await loanActionResponse(t, agent, { id: current.id, version: current.version - 1 }, 'rebates', {
      amount: 100,
    });
    expect(stale.statusCode).toBe(409);
  });
});
