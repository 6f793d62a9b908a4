import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealAuditLog } from '../../server/features/audit/auditChain';
import { runRetentionJob } from '../../server/features/retention/retentionJob';
import { expectBooksMatchLedgers } from '../support/books';
import { createCustomer, q } from '../support/customers';
import { startAndPayOut } from '../support/deposits';
import { acceptedRequest, createLoan, LOAN_TERMS, loanAction, setToday } from '../support/loans';
import { createRequest } from '../support/requests';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let agent: string;
/** Seven years and a few weeks after everything below happened. */
const LATER = '2034-01-15';

/** A borrower whose loan was paid in full, with a comment and a reference on file. */
let borrower: { customerId: number; loanId: number };
/** Someone who only ever asked, and whose request is still open: never listed. */
let applicant: number;
/** Two people with nothing on file: one to keep, one who comes back before the job runs. */
let kept: number;
let returning: number;

type Line = { id: number; customerId: number; status: string; reason: string | null };

const lines = async (): Promise<Line[]> => {
  const response = await t.call({ method: 'GET', url: '/api/retention/reviews?range=[0,499]', token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const lineOf = async (customerId: number) => (await lines()).find((line) => line.customerId === customerId);
const customer = async (id: number) =>
  (await t.call({ method: 'GET', url: `/api/customers/${id}`, token: admin })).json();

/** What the accountant reads: the trial balance at a date and the loan's journal. */
async function books(loanId: number) {
  const trial = await t.call({ method: 'GET', url: `/api/accounting/trial-balance?date=${LATER}`, token: admin });
  const journal = await t.call({
    method: 'GET',
    url: `/api/accounting/journal?filter=${q({ loanId })}&range=[0,499]`,
    token: admin,
  });
  expect(trial.statusCode, trial.body).toBe(200);
  expect(journal.statusCode, journal.body).toBe(200);
  return { trial: trial.json(), journal: journal.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;

  await setToday(t, '2026-11-23');
  const { customerId, requestId } = await acceptedRequest(t, agent, 50_000, { sin: '046454286' });
  const loan = await startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...LOAN_TERMS }));
  await setToday(t, '2026-11-26');
  const paid = await loanAction(t, agent, loan, 'manual-payments', { date: '2026-11-26', amount: loan.totalOwing });
  expect(paid.status).toBe('LOAN_PAY_IN_FULL');
  for (const [url, payload] of [
    [`/api/customers/${customerId}/comments`, { body: 'Called about the last payment' }],
    [
      `/api/customers/${customerId}/references`,
      { firstName: 'Jeanne', lastName: 'Tremblay', phone: '514-555-0199', relationship: 'FRIEND' },
    ],
  ] as const) {
    const added = await t.call({ method: 'POST', url, token: agent, payload });
    expect(added.statusCode, added.body).toBe(201);
  }
  borrower = { customerId, loanId: loan.id };

  applicant = (await createCustomer(t, agent, { sin: null, email: 'still.asking@example.ca' })).id;
  await createRequest(t, agent, { customerId: applicant, requestedAmountCents: 40_000 });
  kept = (await createCustomer(t, agent, { sin: null, email: 'kept@example.ca' })).id;
  returning = (await createCustomer(t, agent, { sin: null, email: 'returning@example.ca' })).id;

  // The clock alone moves: nothing is due on a paid loan, so no money batch has anything to do.
  t.ctx.clock.today = () => LATER;
});
afterAll(async () => t.close());

describe('the retention period', () => {
  it('is seven years until an administrator changes it; out of range is refused and changes nothing', async () => {
    const read = await t.call({ method: 'GET', url: '/api/retention/settings', token: admin });
    expect(read.json()).toEqual({ years: 7, version: 0 });
    const bad = await t.call({
      method: 'PUT',
      url: '/api/retention/settings',
      token: admin,
      payload: { years: 0, version: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('years');
    const saved = await t.call({
      method: 'PUT',
      url: '/api/retention/settings',
      token: admin,
      payload: { years: 7, version: 0 },
    });
    expect(saved.json()).toEqual({ years: 7, version: 1 });
  });

  it('is an administrator’s: an agent may not read the review nor decide it', async () => {
    for (const [method, url] of [
      ['GET', '/api/retention/reviews'],
      ['GET', '/api/retention/settings'],
      ['POST', '/api/retention/reviews/run'],
    ] as const) {
      const refused = await t.call({ method, url, token: agent, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(refused.statusCode, url).toBe(420);
    }
  });
});

describe('the monthly review', () => {
  it('lists those past the period with nothing open, once a month; an open request keeps a person off it', async () => {
    const run = await t.call({ method: 'POST', url: '/api/retention/reviews/run', token: admin, payload: {} });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ reviewMonth: '2034-01' });
    const listed = await lines();
    expect(listed.map((line) => line.customerId)).toEqual(
      expect.arrayContaining([borrower.customerId, kept, returning]),
    );
    expect(listed.some((line) => line.customerId === applicant)).toBe(false);
    expect(await lineOf(borrower.customerId)).toMatchObject({ status: 'DUE' });
    // Run again the same month: nobody twice.
    const again = await t.call({ method: 'POST', url: '/api/retention/reviews/run', token: admin, payload: {} });
    expect(again.json()).toMatchObject({ listed: 0 });
    expect((await lines()).length).toBe(listed.length);
  });

  it('keeps a person with a reason (too short is refused); a decided line cannot be decided again', async () => {
    const line = (await lineOf(kept))!;
    const short = await t.call({
      method: 'POST',
      url: `/api/retention/reviews/${line.id}/keep`,
      token: admin,
      payload: { reason: 'x' },
    });
    expect(short.statusCode).toBe(400);
    const keep = await t.call({
      method: 'POST',
      url: `/api/retention/reviews/${line.id}/keep`,
      token: admin,
      payload: { reason: 'A complaint is before the ombudsman' },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await lineOf(kept)).toMatchObject({ status: 'KEPT', reason: 'A complaint is before the ombudsman' });
    const twice = await t.call({
      method: 'POST',
      url: '/api/retention/reviews/confirm',
      token: admin,
      payload: { ids: [line.id] },
    });
    expect(twice.statusCode).toBe(420);
    expect(twice.json().message).toBe('errors.RETENTION_ALREADY_DECIDED');
    expect(await lineOf(kept)).toMatchObject({ status: 'KEPT' });
  });
});

describe('anonymization', () => {
  it('erases the person and keeps the books: the trial balance and the journal are the same after', async () => {
    const before = await books(borrower.loanId);
    const loanBefore = (await t.call({ method: 'GET', url: `/api/loans/${borrower.loanId}`, token: admin })).json();
    expect(before.journal.length).toBeGreaterThan(0);
    await sealAuditLog(t.ctx);

    const line = (await lineOf(borrower.customerId))!;
    const confirmed = await t.call({
      method: 'POST',
      url: '/api/retention/reviews/confirm',
      token: admin,
      payload: { ids: [line.id] },
    });
    expect(confirmed.json()).toEqual({ confirmed: 1 });
    // Carried out right after the answer (the minute job takes whatever that left).
    await vi.waitFor(async () => expect(await lineOf(borrower.customerId)).toMatchObject({ status: 'ANONYMIZED' }), {
      timeout: 10_000,
      interval: 50,
    });
    // The minute job finds nothing left, and this month's review already ran (the administrator's).
    expect(await runRetentionJob(t.ctx)).toEqual({ reviewed: false, anonymized: 0 });

    const erased = await customer(borrower.customerId);
    expect(erased).toMatchObject({
      firstName: '',
      lastName: `#${erased.customerNumber}`,
      email: null,
      homePhone: null,
      cellPhone: null,
      street: null,
      bankAccount: null,
      sinMasked: null,
    });
    expect(erased.anonymizedAt).toBeTruthy();
    // Nobody types the person back in.
    const retyped = await t.call({
      method: 'PUT',
      url: `/api/customers/${borrower.customerId}`,
      token: admin,
      payload: { version: erased.version, firstName: 'Marie' },
    });
    expect(retyped.json().message).toBe('errors.CUSTOMER_ANONYMIZED');
    for (const tab of ['comments', 'references', 'documents'])
      expect(
        (await t.call({ method: 'GET', url: `/api/customers/${borrower.customerId}/${tab}`, token: admin })).json(),
      ).toEqual([]);

    // The loan, its ledger and the books are exactly as they were.
    const loanAfter = (await t.call({ method: 'GET', url: `/api/loans/${borrower.loanId}`, token: admin })).json();
    expect(loanAfter.ledger).toEqual(loanBefore.ledger);
    expect({ amount: loanAfter.amount, status: loanAfter.status }).toEqual({
      amount: loanBefore.amount,
      status: loanBefore.status,
    });
    expect(await books(borrower.loanId)).toEqual(before);
    await expectBooksMatchLedgers(t);

    // The trail says who confirmed it; what it said of the person is gone, and its chain still holds.
    const trail = await t.call({
      method: 'GET',
      url: `/api/audit?filter=${q({ action: 'customer.anonymized' })}`,
      token: admin,
    });
    expect(trail.json()).toEqual([
      expect.objectContaining({ entityId: String(borrower.customerId), actorEmail: 'admin@demo.ca' }),
    ]);
    await sealAuditLog(t.ctx);
    const verified = (await t.call({ method: 'POST', url: '/api/audit/verify', token: admin, payload: {} })).json();
    expect(verified).toMatchObject({ intact: true });
    expect(verified.redacted).toBeGreaterThan(0);
  });

  it('never erases a person who has a file open again: the line is kept for next month', async () => {
    const line = (await lineOf(returning))!;
    await createRequest(t, agent, { customerId: returning, requestedAmountCents: 30_000 });
    await t.call({ method: 'POST', url: '/api/retention/reviews/confirm', token: admin, payload: { ids: [line.id] } });
    await vi.waitFor(
      async () => expect(await lineOf(returning)).toMatchObject({ status: 'KEPT', reason: 'OPEN_FILE' }),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    expect(await customer(returning)).toMatchObject({ email: 'returning@example.ca' });
  });
});
