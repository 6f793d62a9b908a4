import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { q } from '../support/customers';
import { createRequest } from '../support/requests';
import {
  acceptedRequest,
  createLoan,
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
const post = (payload: Record<string, unknown>, token = agent) =>
  t.call({ method: 'POST', url: '/api/loans', token, payload });

describe('new loan (spec §2, §5)', () => {
  it('offers the amount matrix, the rate and a first payment date on a business day', async () => {
    const response = await t.call({ method: 'GET', url: '/api/loans/offer', token: agent });
    expect(response.statusCode).toBe(200);
    const offer = response.json();
    expect(offer.amountMatrix.length).toBeGreaterThan(0);
    expect(offer).toMatchObject({
      annualInterestRate: 18.9,
      defaultFrequency: 'BIWEEKLY',
      today: '2026-11-23',
      suggestedFirstPaymentDate: '2026-11-30',
    });
  });

  it('lists the accepted requests without a loan, then not once the loan exists', async () => {
    const { customerId, requestId } = await acceptedRequest(t, agent, 75_000);
    const pending = async () =>
      (
        await t.call({ method: 'GET', url: `/api/loans/pending-requests?customerId=${customerId}`, token: agent })
      ).json();
    expect((await pending()).map((r: { id: number }) => r.id)).toEqual([requestId]);
    const requestRecord = async () =>
      (await t.call({ method: 'GET', url: `/api/requests/${requestId}`, token: agent })).json();
    expect(await requestRecord()).toMatchObject({ loanId: null, loanNumber: null });
    const loan = await createLoan(t, agent, { requestId, ...terms, amount: 75_000, numberOfPayments: 10 });
    expect(await pending()).toEqual([]);
    // The request leads to its loan, by the number staff know it by (issue 18).
    expect(await requestRecord()).toMatchObject({ loanId: loan.id, loanNumber: loan.loanNumber });
    const list = await t.call({ method: 'GET', url: `/api/loans?filter=${q({ customerId })}`, token: agent });
    expect(list.headers['content-range']).toBe('loans 0-0/1');
    expect(list.json()[0]).toMatchObject({ id: loan.id, status: 'PENDING', amount: 75_000, totalOwing: 0 });
  });

  it('saves the schedule the preview showed, with its APR, to the cent', async () => {
    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const preview = (
      await t.call({
        method: 'POST',
        url: '/api/loans/preview',
        token: agent,
        payload: {
          ...terms,
          paymentProvider: undefined,
          annualInterestRate: 18.9,
          membershipFeePerPayment: 100,
          province: 'QC',
        },
      })
    ).json();
    const loan = await createLoan(t, agent, { requestId, ...terms });
    expect(loan.apr).toBe(preview.apr);
    expect(loan.payments.map((line) => [line.date, line.amount, line.interest, line.capital])).toEqual(
      preview.payments.map((line: LoanReply['payments'][number]) => [
        line.date,
        line.amount,
        line.interest,
        line.capital,
      ]),
    );
    expect(loan.payments.reduce((sum, line) => sum + line.capital, 0)).toBe(50_000);
  });

  it.each([
    ['an amount the matrix does not offer', { amount: 55_000 }, 'amount', 'validation.amountNotOffered'],
    [
      'a number of payments the amount does not offer',
      { numberOfPayments: 7 },
      'numberOfPayments',
      'validation.paymentsNotOffered',
    ],
    [
      'a first payment on a Saturday',
      { firstPaymentDate: '2026-12-05' },
      'firstPaymentDate',
      'validation.paymentDateWeekend',
    ],
    [
      'a first payment on Christmas Day',
      { firstPaymentDate: '2026-12-25' },
      'firstPaymentDate',
      'validation.paymentDateHoliday',
    ],
    ['a first payment in the past', { firstPaymentDate: '2026-11-20' }, 'firstPaymentDate', 'validation.dateTooEarly'],
    ['a malformed date', { firstPaymentDate: '2026-02-30' }, 'firstPaymentDate', 'validation.invalidDate'],
    ['fractional cents', { amount: 50_000.5 }, 'amount', 'validation.invalidAmount'],
    ['a negative amount', { amount: -50_000 }, 'amount', 'validation.invalidAmount'],
    ['a zero amount', { amount: 0 }, 'amount', 'validation.invalidAmount'],
    ['an unknown frequency', { frequency: 'DAILY' }, 'frequency', 'validation.invalid'],
    ['twice a month without its days', { frequency: 'TWICE_MONTHLY' }, 'twiceMonthlyDays', 'validation.required'],
    [
      'twice a month on the same day',
      { frequency: 'TWICE_MONTHLY', twiceMonthlyDays: [15, 15] },
      'twiceMonthlyDays',
      'validation.twiceMonthlySameDay',
    ],
    ['days for another frequency', { twiceMonthlyDays: [1, 15] }, 'twiceMonthlyDays', 'validation.notExpected'],
    ['an unknown provider', { paymentProvider: 'BITCOIN' }, 'paymentProvider', 'validation.invalid'],
    ['an unknown field', { discount: 10 }, 'discount', 'validation.unknownField'],
  ])('refuses %s, and writes nothing', async (_case, change, field, key) => {
    const { customerId, requestId } = await acceptedRequest(t, agent, 100_000);
    const response = await post({ requestId, ...terms, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(key);
    const list = await t.call({ method: 'GET', url: `/api/loans?filter=${q({ customerId })}`, token: agent });
    expect(list.json()).toEqual([]);
  });

  it('refuses above the Criminal Code cap, saying the rate', async () => {
    const { requestId } = await acceptedRequest(t, agent, 30_000);
    const response = await post({ requestId, ...terms, amount: 30_000, frequency: 'WEEKLY' });
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.RATE_CAP_EXCEEDED');
    expect(response.json().params.apr).toBeGreaterThan(35);
  });

  it('refuses a request that is not accepted, and an amount above the approved one', async () => {
    const { customerId, requestId } = await acceptedRequest(t, agent, 50_000);
    const above = await post({ requestId, ...terms, amount: 75_000, numberOfPayments: 10 });
    expect(above.json()).toMatchObject({ message: 'errors.AMOUNT_ABOVE_APPROVED', params: { max: 50_000 } });
    const fresh = await createRequest(t, agent, { customerId, requestedAmountCents: 50_000 });
    const notAccepted = await post({ requestId: fresh.id, ...terms });
    expect(notAccepted.json()).toMatchObject({ message: 'errors.REQUEST_NOT_ACCEPTED', params: { status: 'NEW' } });
  });

  it('needs the ability to create loans', async () => {
    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const norole = (await t.login('norole@demo.ca')).token;
    expect((await post({ requestId, ...terms }, norole)).json().message).toBe('errors.FORBIDDEN');
    expect((await t.call({ method: 'POST', url: '/api/loans', payload: { requestId, ...terms } })).statusCode).toBe(
      401,
    );
  });
});

describe('modify, start and delete', () => {
  it('modifies a pending loan with a fresh schedule, then refuses once started', async () => {
    const { requestId } = await acceptedRequest(t, agent, 100_000);
    const loan = await createLoan(t, agent, { requestId, ...terms });
    const put = await t.call({
      method: 'PUT',
      url: `/api/loans/${loan.id}`,
      token: agent,
      payload: {
        version: loan.version,
        ...terms,
        amount: 100_000,
        numberOfPayments: 12,
        frequency: 'MONTHLY',
        firstPaymentDate: '2026-12-15',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const updated: LoanReply = put.json();
    expect(updated).toMatchObject({
      amount: 100_000,
      numberOfPayments: 12,
      frequency: 'MONTHLY',
      version: loan.version + 1,
    });
    expect(updated.payments.map((line) => line.date).slice(0, 3)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
    const started = await loanAction(t, agent, updated, 'start');
    const late = await t.call({
      method: 'PUT',
      url: `/api/loans/${loan.id}`,
      token: agent,
      payload: { version: started.version, ...terms },
    });
    expect(late.json().message).toBe('errors.LOAN_ACTION_NOT_ALLOWED');
  });

  it('starts only with the banking information and a first payment still to come', async () => {
    const noBank = await acceptedRequest(t, agent, 50_000, {
      bankTransit: null,
      bankInstitution: null,
      bankAccount: null,
    });
    const loan = await createLoan(t, agent, { requestId: noBank.requestId, ...terms });
    expect((await loanActionResponse(t, agent, loan, 'start')).json().message).toBe('errors.BANKING_INFO_REQUIRED');

    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const later = await createLoan(t, agent, { requestId, ...terms });
    await setToday(t, '2026-12-07');
    const refused = await loanActionResponse(t, agent, later, 'start');
    expect(refused.json()).toMatchObject({
      message: 'errors.FIRST_PAYMENT_DATE_PASSED',
      params: { date: '2026-12-04' },
    });
    await setToday(t, '2026-11-23');
  });

  it('deletes a loan, freeing its request; refuses once the deposit went out', async () => {
    const { customerId, requestId } = await acceptedRequest(t, agent, 50_000);
    const loan = await loanAction(t, agent, await createLoan(t, agent, { requestId, ...terms }), 'start');
    await t.ctx.database.sql`update loans set deposit_status = 'DEPOSITED' where id = ${loan.id}`;
    const refused = await t.call({
      method: 'DELETE',
      url: `/api/loans/${loan.id}?version=${loan.version}`,
      token: agent,
    });
    expect(refused.json().message).toBe('errors.LOAN_HAS_OUTSTANDING_DEPOSIT');
    await t.ctx.database.sql`update loans set deposit_status = 'WAITING' where id = ${loan.id}`;
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/loans/${loan.id}?version=${loan.version}`,
      token: agent,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ id: loan.id, status: 'DELETED', depositStatus: 'NONE' });
    expect((await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/loans?filter=${q({ customerId })}`, token: agent })).json(),
    ).toEqual([]);
    await createLoan(t, agent, { requestId, ...terms });
  });

  it('answers 409 to a stale version, and the loan stays as it was', async () => {
    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const loan = await createLoan(t, agent, { requestId, ...terms });
    await loanAction(t, agent, loan, 'payment-provider', { paymentProvider: 'INTERAC' }, 'PUT');
    const stale = await loanActionResponse(t, agent, loan, 'start');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.STALE_VERSION');
    const now = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json();
    expect(now).toMatchObject({ status: 'PENDING', paymentProvider: 'INTERAC', version: loan.version + 1 });
  });

  it('keeps a log of every action for the Logs tab', async () => {
    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const loan = await loanAction(t, agent, await createLoan(t, agent, { requestId, ...terms }), 'start');
    const logs = await t.call({
      method: 'GET',
      url: `/api/audit-logs?filter=${q({ entity: 'loan', entityId: loan.id })}`,
      token: agent,
    });
    expect(logs.statusCode).toBe(200);
    expect(logs.json().map((row: { action: string }) => row.action)).toEqual(['loan.started', 'loan.created']);
  });

  it('refuses a second loan from the same request, even when two agents try at once', async () => {
    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const answers = await Promise.all([post({ requestId, ...terms }), post({ requestId, ...terms })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 420]);
    expect(answers.find((answer) => answer.statusCode === 420)!.json().message).toBe('errors.LOAN_ALREADY_CREATED');
  });
});
