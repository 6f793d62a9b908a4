import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCpa005 } from '../../server/adapters/payments/cpa005';
import { signCallback } from '../../server/adapters/payments/providerCallbacks';
import {
  depositAction,
  depositActionResponse,
  depositOfLoan,
  getDeposit,
  INTERAC,
  runBatches,
  setNow,
  type DepositReply,
} from '../support/deposits';
import {
  acceptedRequest,
  createLoan,
  expectLedgerConsistent,
  loanAction,
  LOAN_TERMS,
  type LoanReply,
} from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
let agent: string;
beforeAll(async () => {
  // A per-transfer limit of $1,000, so that a $1,500 loan meets it.
  t = await createTestApp({ SANDBOX_PER_TRANSFER_LIMIT: '100000', PAYMENT_CALLBACK_SECRET: secret() });
  staff = (await t.login('staff@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

/** The secret the sandboxes sign with in this app (PAYMENT_CALLBACK_SECRET below). */
const secret = () => 'test-callback-secret';

const getLoan = async (id: number): Promise<LoanReply> =>
  (await t.call({ method: 'GET', url: `/api/loans/${id}`, token: staff })).json();

/** A loan started on Monday 2026-11-23 at 9:00 (first payment 12-04), its deposit waiting. */
async function waitingDeposit(provider = 'CARD', customer: Record<string, unknown> = {}, amount = 50_000) {
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, amount, customer);
  const numberOfPayments = amount > 50_000 ? 16 : LOAN_TERMS.numberOfPayments;
  const loan = await createLoan(t, staff, {
    requestId,
    ...LOAN_TERMS,
    amount,
    numberOfPayments,
    paymentProvider: provider,
  });
  const started = await loanAction(t, staff, loan, 'start');
  return { loan: started, deposit: await depositOfLoan(t, staff, started.id) };
}

const kinds = (deposit: DepositReply) => deposit.events.map((event) => event.kind);
const refusedWith = async (response: Awaited<ReturnType<typeof depositActionResponse>>, key: string) => {
  expect(response.statusCode, response.body).toBe(420);
  expect(response.json().message).toBe(`errors.${key}`);
};

describe('a started loan and its deposit', () => {
  it('waits with nothing lent yet, and services nothing until the money is out', async () => {
    const { loan, deposit } = await waitingDeposit();
    expect(deposit).toMatchObject({ status: 'WAITING', paymentStatus: null, amount: 50_000, provider: 'CARD' });
    expect(deposit.actions).toEqual({ send: true, retry: false, cancel: false });
    expect(loan).toMatchObject({ status: 'ACTIVE', depositStatus: 'WAITING', balance: 0, totalOwing: 0 });
    expect(loan.ledger).toEqual([]);
    expect(loan.actions).toMatchObject({ manualPayment: false, increaseBalance: false, stop: false, delete: true });
  });

  it('is paid out at once by a manual transaction: lent and its brokerage fee written, SUCCESS_DEPOSIT raised', async () => {
    const { loan, deposit } = await waitingDeposit();
    const paid = await depositAction(t, staff, deposit, 'send', { transactionType: 'MANUAL', memo: 'Chèque 1042' });
    expect(paid).toMatchObject({ status: 'DEPOSITED', paymentStatus: 'DEPOSITED', manual: true, memo: 'Chèque 1042' });
    const after = await getLoan(loan.id);
    expect(after.depositStatus).toBe('DEPOSITED');
    // The demo configuration charges no brokerage fee: what was lent is the one entry.
    expect(after.ledger.map((entry) => [entry.kind, entry.date, entry.capital])).toEqual([
      ['DISBURSEMENT', '2026-11-23', 50_000],
    ]);
    expectLedgerConsistent(after);
    expect(after.actions.delete).toBe(false);
    const notices = await t.call({
      method: 'GET',
      url: '/api/Notification/getPartialNotifications?type=SUCCESS_DEPOSIT',
      token: staff,
    });
    expect(JSON.stringify(notices.json())).toContain(`/apps/deposits/${deposit.id}`);
  });

  it('is refused to agents without the deposit ability, and to bad input, changing nothing', async () => {
    const { deposit } = await waitingDeposit();
    await refusedWith(
      await depositActionResponse(t, agent, deposit, 'send', { transactionType: 'MANUAL' }),
      'FORBIDDEN',
    );
    const bad = await depositActionResponse(t, staff, deposit, 'send', {
      ...INTERAC,
      email: 'pas-un-courriel',
      question: 'Qui?',
      answer: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: 'validation.email',
      question: 'validation.interacQuestion',
      answer: 'validation.interacAnswer',
    });
    // The card-like provider sends no Interac transfer.
    await refusedWith(
      await depositActionResponse(t, staff, deposit, 'send', { ...INTERAC, email: 'a@example.ca' }),
      'DEPOSIT_TYPE_NOT_OFFERED',
    );
    expect((await getDeposit(t, staff, deposit.id)).version).toBe(deposit.version);
  });

  it('goes with its loan when the loan is deleted before any money went out', async () => {
    const { loan, deposit } = await waitingDeposit();
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/loans/${loan.id}?version=${loan.version}`,
      token: staff,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const listed = await t.call({
      method: 'GET',
      url: `/api/deposits?filter=${encodeURIComponent(JSON.stringify({ loanId: loan.id }))}`,
      token: staff,
    });
    expect(listed.json()).toEqual([]);
    expect(listed.headers['x-total-count']).toBe('0');
    expect((await t.call({ method: 'GET', url: `/api/deposits/${deposit.id}`, token: staff })).statusCode).toBe(404);
  });

  it('needs banking details the bank knows', async () => {
    const { deposit } = await waitingDeposit('CARD');
    await t.ctx.database.db.execute(
      `update customers set bank_institution = '999' where id = ${deposit.customerId}` as never,
    );
    await refusedWith(
      await depositActionResponse(t, staff, deposit, 'send', { transactionType: 'EFT' }),
      'DEPOSIT_BANKING_ERROR',
    );
  });
});

describe('an Interac e-Transfer', () => {
  it('goes requested, pending, sent and deposited, and the ledger lends on the day it arrived', async () => {
    const { loan, deposit } = await waitingDeposit('INTERAC');
    const sent = await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'marie@example.ca' });
    expect(sent).toMatchObject({ status: 'WAITING', paymentStatus: 'IN_PROGRESS', transactionType: 'INTERAC_EMAIL' });
    expect(sent.transactionId).toMatch(/^ETR-/);
    expect((await getLoan(loan.id)).depositStatus).toBe('IN_PROGRESS');
    setNow(t, '2026-11-23', '09:10');
    await runBatches(t);
    const onItsWay = await getDeposit(t, staff, deposit.id);
    expect(onItsWay.confirmationCode).toMatch(/^CA/);
    expect(onItsWay.paymentStatus).toBe('IN_PROGRESS');
    setNow(t, '2026-11-23', '12:00');
    await runBatches(t);
    const arrived = await getDeposit(t, staff, deposit.id);
    expect(arrived).toMatchObject({ status: 'DEPOSITED', paymentStatus: 'DEPOSITED' });
    expect(kinds(arrived)).toEqual([
      'SENT',
      'ACCEPTED',
      'PROVIDER_REQUESTED',
      'PROVIDER_PENDING',
      'PROVIDER_SENT',
      'PROVIDER_DEPOSITED',
    ]);
    const lent = await getLoan(loan.id);
    expect(lent.ledger.map((entry) => entry.kind)).toEqual(['DISBURSEMENT']);
    expectLedgerConsistent(lent);
  });

  it('is cancelled in time (with its fee once the recipient was told), and can be sent again', async () => {
    const { deposit } = await waitingDeposit('INTERAC');
    const sent = await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'paul@example.ca' });
    setNow(t, '2026-11-23', '09:10');
    await runBatches(t);
    const cancelled = await depositAction(t, staff, await getDeposit(t, staff, sent.id), 'cancel');
    expect(cancelled).toMatchObject({ status: 'WAITING', paymentStatus: 'CANCELED', cancellationFee: 250 });
    expect(cancelled.actions.send).toBe(true);
    // The provider's own word on it comes later and changes nothing more.
    await runBatches(t);
    expect((await getDeposit(t, staff, sent.id)).paymentStatus).toBe('CANCELED');
  });

  it('is in the transaction list once sent, and only then', async () => {
    const { deposit } = await waitingDeposit('INTERAC');
    const sentOnly = (sent: boolean) =>
      t.call({
        method: 'GET',
        url: `/api/deposits?filter=${encodeURIComponent(JSON.stringify({ sent, loanId: deposit.loanId }))}`,
        token: staff,
      });
    expect((await sentOnly(true)).json()).toEqual([]);
    expect((await sentOnly(false)).json()).toHaveLength(1);
    await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'liste@example.ca' });
    expect((await sentOnly(true)).json()).toEqual([
      expect.objectContaining({ id: deposit.id, transactionType: 'INTERAC_EMAIL' }),
    ]);
  });

  it('cannot be cancelled once deposited', async () => {
    const { deposit } = await waitingDeposit('INTERAC');
    await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'luc@example.ca' });
    setNow(t, '2026-11-23', '12:00');
    await runBatches(t);
    const arrived = await getDeposit(t, staff, deposit.id);
    await refusedWith(await depositActionResponse(t, staff, arrived, 'cancel'), 'DEPOSIT_CANNOT_CANCEL');
  });

  it('is auto-declined above the per-transfer limit, with the limit notification, and retried by EFT', async () => {
    const { loan, deposit } = await waitingDeposit('INTERAC', {}, 150_000);
    const declined = await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'gros@example.ca' });
    expect(declined).toMatchObject({
      status: 'AUTO_DECLINED',
      paymentStatus: 'FAILED',
      errorKey: 'DEPOSIT_LIMIT_PER_TRANSFER',
    });
    expect(declined.actions).toEqual({ send: false, retry: true, cancel: false });
    const notices = await t.call({
      method: 'GET',
      url: '/api/Notification/getPartialNotifications?type=TRANSACTION_LIMIT_RATE',
      token: staff,
    });
    expect(JSON.stringify(notices.json())).toContain(`/apps/deposits/${deposit.id}`);
    const retried = await depositAction(t, staff, declined, 'retry', { transactionType: 'EFT' });
    expect(retried).toMatchObject({ status: 'WAITING', paymentStatus: 'IN_PROGRESS', attempt: 2, errorKey: null });
    expect((await getLoan(loan.id)).ledger).toEqual([]);
  });

  it('fails when the recipient declines it, and the loan stays unlent', async () => {
    const { loan, deposit } = await waitingDeposit('INTERAC');
    await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'decline.me@example.ca' });
    setNow(t, '2026-11-23', '12:00');
    await runBatches(t);
    expect(await getDeposit(t, staff, deposit.id)).toMatchObject({
      status: 'ERROR',
      paymentStatus: 'FAILED',
      errorKey: 'DEPOSIT_PROVIDER_ERROR',
    });
    expect((await getLoan(loan.id)).ledger).toEqual([]);
  });
});

describe('an EFT credit', () => {
  it('waits for its cut-off, goes in a CPA-005 file, settles the next business day', async () => {
    const { loan, deposit } = await waitingDeposit('CARD');
    const queued = await depositAction(t, staff, deposit, 'send', { transactionType: 'EFT' });
    expect(queued.cutoffAt).toBe(new Date('2026-11-23T15:30:00Z').toISOString());
    // Before its cut-off nothing leaves.
    expect((await runBatches(t)).files).toBe(0);
    setNow(t, '2026-11-23', '10:31');
    const run = await runBatches(t);
    expect(run.files).toBeGreaterThanOrEqual(1);
    const inFile = await getDeposit(t, staff, deposit.id);
    expect(inFile.eftFile).toMatchObject({ status: 'SUBMITTED', creditCount: expect.any(Number) });
    expect(inFile.transactionId).toMatch(/^EFTC-/);
    const download = await t.call({
      method: 'GET',
      url: `/api/deposits/eft-files/${inFile.eftFile!.id}`,
      token: staff,
    });
    expect(download.statusCode).toBe(200);
    const file = readCpa005(download.body);
    expect(file.items).toContainEqual(
      expect.objectContaining({
        recordType: 'C',
        cpaCode: '450',
        amountCents: 50_000,
        crossReference: `DEP-${deposit.id}-1`,
      }),
    );
    // The provider is processing the file: a cancel must wait; once it went to the clearing, never.
    await refusedWith(await depositActionResponse(t, staff, inFile, 'cancel'), 'DEPOSIT_CANCEL_RETRY_LATER');
    setNow(t, '2026-11-23', '11:10');
    await runBatches(t);
    await refusedWith(
      await depositActionResponse(t, staff, await getDeposit(t, staff, deposit.id), 'cancel'),
      'DEPOSIT_CANNOT_CANCEL',
    );
    setNow(t, '2026-11-24', '09:05');
    await runBatches(t);
    expect(await getDeposit(t, staff, deposit.id)).toMatchObject({ status: 'DEPOSITED', paymentStatus: 'DEPOSITED' });
    expect((await getLoan(loan.id)).ledger[0]).toMatchObject({ kind: 'DISBURSEMENT', date: '2026-11-24' });
  });

  it('is simply taken out when cancelled before its cut-off', async () => {
    const { deposit } = await waitingDeposit('CARD');
    const queued = await depositAction(t, staff, deposit, 'send', { transactionType: 'EFT' });
    const cancelled = await depositAction(t, staff, queued, 'cancel');
    expect(cancelled).toMatchObject({ paymentStatus: 'CANCELED', eftFile: null });
    setNow(t, '2026-11-23', '10:31');
    await runBatches(t);
    expect((await getDeposit(t, staff, deposit.id)).eftFile).toBeNull();
  });

  it('comes back from an invalid account: the loan is unlent again, CANCELLED_DEPOSIT raised', async () => {
    const { loan, deposit } = await waitingDeposit('CARD', { bankAccount: '9120000001' });
    await depositAction(t, staff, deposit, 'send', { transactionType: 'EFT' });
    setNow(t, '2026-11-23', '10:31');
    await runBatches(t);
    setNow(t, '2026-11-24', '09:05');
    await runBatches(t);
    expect((await getLoan(loan.id)).balance).toBeGreaterThan(0);
    setNow(t, '2026-11-26', '09:05');
    await runBatches(t);
    const returned = await getDeposit(t, staff, deposit.id);
    expect(returned).toMatchObject({
      status: 'ERROR',
      paymentStatus: 'FAILED',
      errorKey: 'DEPOSIT_RETURNED',
      errorParams: { code: '912' },
    });
    const after = await getLoan(loan.id);
    expect(after).toMatchObject({ balance: 0, totalOwing: 0, depositStatus: 'ERROR' });
    expect(after.ledger.filter((entry) => entry.kind === 'REVERSAL')).toHaveLength(1);
    const notices = await t.call({
      method: 'GET',
      url: '/api/Notification/getPartialNotifications?type=CANCELLED_DEPOSIT',
      token: staff,
    });
    expect(JSON.stringify(notices.json())).toContain(`/apps/deposits/${deposit.id}`);
  });
});

describe("the providers' callbacks", () => {
  const post = (provider: string, body: string, signature?: string) =>
    t.call({
      method: 'POST',
      url: `/api/providers/${provider}/callbacks`,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-provider-signature': signature } : {}) },
      payload: body,
    });
  const event = (deposit: DepositReply, status: string, sequence: number) =>
    JSON.stringify({
      eventId: `test-${deposit.id}-${sequence}-${status}`,
      transactionId: deposit.transactionId,
      reference: `DEP-${deposit.id}-${deposit.attempt}`,
      status,
      sequence,
      occurredAt: '2026-11-23T16:00:00.000Z',
    });

  it('refuses an unsigned, a badly signed, a malformed and an unknown one, changing nothing', async () => {
    const { deposit } = await waitingDeposit('INTERAC');
    const sent = await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'anne@example.ca' });
    const body = event(sent, 'DEPOSITED', 99);
    const unsigned = await post('INTERAC', body);
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([401, 'errors.CALLBACK_UNSIGNED']);
    const forged = await post('INTERAC', body, signCallback('not-the-secret', body));
    expect([forged.statusCode, forged.json().message]).toEqual([401, 'errors.CALLBACK_BAD_SIGNATURE']);
    const garbage = '{"status":"DEPOSITED"}';
    const malformed = await post('INTERAC', garbage, signCallback(secret(), garbage));
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'errors.CALLBACK_MALFORMED']);
    const unknown = JSON.stringify({ ...JSON.parse(body), reference: 'DEP-999999-1' });
    const stranger = await post('INTERAC', unknown, signCallback(secret(), unknown));
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, 'errors.CALLBACK_UNKNOWN_TRANSACTION']);
    // Signed for one provider, posted as the other's: not its transaction.
    const elsewhere = await post('CARD', body, signCallback(secret(), body));
    expect(elsewhere.statusCode).toBe(404);
    expect(await getDeposit(t, staff, deposit.id)).toMatchObject({ status: 'WAITING', paymentStatus: 'IN_PROGRESS' });
  });

  it('applies a replayed event once, and an older one arriving late not at all', async () => {
    const { loan, deposit } = await waitingDeposit('INTERAC');
    const sent = await depositAction(t, staff, deposit, 'send', { ...INTERAC, email: 'remi@example.ca' });
    const deposited = event(sent, 'DEPOSITED', 4);
    const first = await post('INTERAC', deposited, signCallback(secret(), deposited));
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const again = await post('INTERAC', deposited, signCallback(secret(), deposited));
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const late = event(sent, 'SENT', 3);
    expect((await post('INTERAC', late, signCallback(secret(), late))).json().outcome).toBe('stale');
    const after = await getDeposit(t, staff, deposit.id);
    expect(after).toMatchObject({ status: 'DEPOSITED', paymentStatus: 'DEPOSITED', processedAt: null });
    // Lent once, whatever was delivered.
    expect((await getLoan(loan.id)).ledger.filter((entry) => entry.kind === 'DISBURSEMENT')).toHaveLength(1);
    // The sandbox's own deliveries of the same transfer, later, change nothing either.
    setNow(t, '2026-11-23', '12:00');
    await runBatches(t);
    expect((await getLoan(loan.id)).ledger.filter((entry) => entry.kind === 'DISBURSEMENT')).toHaveLength(1);
  });
});
