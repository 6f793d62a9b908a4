import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCollectionFiles } from '../../server/features/collections/collectionSweep';
import { settleDueLoans } from '../../server/features/loans/loanSettlementJob';
import { getFile as getFileOf, type FileReply } from '../support/collections';
import { runBatches, setNow, staffToken, startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, type LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => t.close());

const F = '/api/collection-files';
const getFile = (id: number) => getFileOf(t, id);
const post = (path: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `${F}/${path}`, token: staff, payload });
const kinds = (file: FileReply) => file.history.map((event) => event.kind);
const loanOf = async (id: number): Promise<LoanReply> =>
  (await t.call({ method: 'GET', url: `/api/loans/${id}`, token: staff })).json();
const moneyIn = (loan: LoanReply) =>
  loan.ledger.filter((entry) => ['PAYMENT', 'MANUAL_PAYMENT', 'STOPPED_LOAN_PAYMENT'].includes(entry.kind));

/**
 * A loan paid out on Monday 2026-11-23 (first debit Friday 2026-12-04, an account the bank pays),
 * and a file an agent opened on it by hand on `openedOn`, with nothing past due: its promise of
 * `amount` for `expectedOn`, as the agent recorded it that day.
 */
async function promisedOnPaidUpLoan(openedOn: string, expectedOn: string, amount: number) {
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: '7654321' });
  const loan = await startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
  setNow(t, openedOn, '10:00');
  const opened = await t.call({
    method: 'POST',
    url: F,
    token: staff,
    payload: { loanId: loan.id, reason: 'BORROWED_TOO_MUCH' },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  expect(opened.json()).toMatchObject({ amountOwed: 0, promiseState: 'NONE' });
  const promised = await post(`${opened.json().id}/promise`, { version: opened.json().version, expectedOn, amount });
  expect(promised.statusCode, promised.body).toBe(200);
  expect(promised.json()).toMatchObject({ status: 'PROMISED', promiseState: 'PENDING' });
  return { loan, file: promised.json() as FileReply };
}

describe('a promise on a file with nothing past due', () => {
  it('is not kept by the sweep without money: pending through its day, broken the business day after, the agents told', async () => {
    // Promised on Tuesday for Friday 2026-11-27; the next business day is Monday 2026-11-30.
    const { loan, file } = await promisedOnPaidUpLoan('2026-11-24', '2026-11-27', 10_000);
    await sweepCollectionFiles(t.ctx);
    const swept = await getFile(file.id);
    expect(swept).toMatchObject({ status: 'PROMISED', promiseState: 'PENDING', actualTransferOn: null });
    expect(kinds(swept)).toEqual(['OPENED', 'PROMISE']);
    // Its day still leaves the borrower time, and so does the weekend after it.
    for (const [day, time] of [
      ['2026-11-27', '18:00'],
      ['2026-11-28', '01:00'],
      ['2026-11-29', '23:00'],
    ]) {
      setNow(t, day, time);
      await sweepCollectionFiles(t.ctx);
      expect((await getFile(file.id)).promiseState, day).toBe('PENDING');
    }
    setNow(t, '2026-11-30', '01:00');
    expect((await sweepCollectionFiles(t.ctx)).broken).toBeGreaterThanOrEqual(1);
    const broken = await getFile(file.id);
    expect(broken).toMatchObject({ status: 'FOLLOW_UP', promiseState: 'BROKEN', actualTransferOn: null });
    expect(kinds(broken)).toEqual(['OPENED', 'PROMISE', 'PROMISE_BROKEN']);
    const notices = await t.call({
      method: 'GET',
      url: '/api/Notification/getPartialNotifications?type=PROMISE_BROKEN',
      token: staff,
    });
    expect(JSON.stringify(notices.json())).toContain(`/apps/collections/${file.id}"`);
    // No money came in: the ledger says so too.
    expect(moneyIn(await loanOf(loan.id))).toEqual([]);
  });

  it('is kept once the transfers received by its day reach the amount promised, on the day they did', async () => {
    const { loan, file } = await promisedOnPaidUpLoan('2026-11-24', '2026-11-27', 10_000);
    setNow(t, '2026-11-25', '11:00');
    const part = await post(`${file.id}/transfers`, { version: file.version, receivedOn: '2026-11-25', amount: 4_000 });
    expect(part.statusCode, part.body).toBe(200);
    // Less than promised: the promise still waits for the rest.
    expect(part.json()).toMatchObject({ promiseState: 'PENDING', actualTransferOn: '2026-11-25' });
    await sweepCollectionFiles(t.ctx);
    expect((await getFile(file.id)).promiseState).toBe('PENDING');
    setNow(t, '2026-11-26', '11:00');
    const rest = await post(`${file.id}/transfers`, {
      version: part.json().version,
      receivedOn: '2026-11-26',
      amount: 6_000,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'OPEN', promiseState: 'KEPT', actualTransferOn: '2026-11-26' });
    expect(kinds(rest.json())).toEqual(['OPENED', 'PROMISE', 'TRANSFER_RECEIVED', 'TRANSFER_RECEIVED', 'PROMISE_KEPT']);
    expect(moneyIn(await loanOf(loan.id)).map((entry) => entry.date)).toEqual(['2026-11-25', '2026-11-26']);
    // The days passing change nothing more.
    setNow(t, '2026-11-30', '01:00');
    await sweepCollectionFiles(t.ctx);
    expect(await getFile(file.id)).toMatchObject({ promiseState: 'KEPT', actualTransferOn: '2026-11-26' });
  });

  it('is kept by a debit collected on its day for at least the amount promised', async () => {
    const first = LOAN_TERMS.firstPaymentDate;
    const { loan, file } = await promisedOnPaidUpLoan('2026-12-01', first, 5_000);
    const debit = loan.payments.find((line) => line.number === 1)!;
    expect(debit.amount).toBeGreaterThanOrEqual(5_000);
    for (const [date, time] of [
      ['2026-12-02', '09:00'],
      ['2026-12-02', '10:31'],
      [first, '09:05'],
    ]) {
      setNow(t, date, time);
      await runBatches(t);
    }
    await settleDueLoans(t.ctx);
    await sweepCollectionFiles(t.ctx);
    const kept = await getFile(file.id);
    expect(kept).toMatchObject({ promiseState: 'KEPT', actualTransferOn: first });
    expect(kinds(kept)).toEqual(['OPENED', 'PROMISE', 'PROMISE_KEPT']);
    expect(moneyIn(await loanOf(loan.id)).map((entry) => [entry.kind, entry.date])).toEqual([['PAYMENT', first]]);
  });

  it('is not kept by money that came before it was made', async () => {
    setNow(t, '2026-11-23', '09:00');
    const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: '7654321' });
    const loan = await startAndPayOut(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }));
    setNow(t, '2026-11-24', '10:00');
    const opened = (
      await t.call({ method: 'POST', url: F, token: staff, payload: { loanId: loan.id, reason: 'UNEMPLOYED' } })
    ).json() as FileReply;
    const paid = await post(`${opened.id}/transfers`, {
      version: opened.version,
      receivedOn: '2026-11-24',
      amount: 10_000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    setNow(t, '2026-11-25', '10:00');
    const promised = await post(`${opened.id}/promise`, {
      version: paid.json().version,
      expectedOn: '2026-11-26',
      amount: 10_000,
    });
    expect(promised.json().promiseState).toBe('PENDING');
    await sweepCollectionFiles(t.ctx);
    expect((await getFile(opened.id)).promiseState).toBe('PENDING');
    setNow(t, '2026-11-27', '01:00');
    await sweepCollectionFiles(t.ctx);
    expect((await getFile(opened.id)).promiseState).toBe('BROKEN');
  });
});
