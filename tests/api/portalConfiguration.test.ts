import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, configurationSections } from '../../server/db/schema';
import {
  acceptedRequest,
  createLoan,
  LOAN_TERMS,
  loanAction,
  loanActionResponse,
  setToday,
  type LoanReply,
} from '../support/loans';
import { startAndPayOut } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_DATE: '2026-11-23' });
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

const DEFAULTS = {
  deferralsPermitted: true,
  firstPaymentDeferrable: true,
  maxDeferralsPerLoan: 3,
  maxConsecutiveDeferrals: 2,
  loanView: 'CURRENT_AND_PAST_SUMMARY',
  supportEmail: null,
  supportPhone: null,
  termsUrl: null,
  policyUrl: null,
  primaryColour: '#1565c0',
  secondaryColour: '#ff8f00',
};

const read = async (token = admin) => {
  const response = await t.call({ method: 'GET', url: '/api/configuration/portal', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const save = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'PUT', url: '/api/configuration/portal', token, payload });
/** Saves changes over what is stored now, at its version; answers the saved configuration. */
async function change(changes: Record<string, unknown>) {
  const response = await save({ ...(await read()), ...changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const storedRow = async () =>
  (await t.ctx.database.db.select().from(configurationSections).where(eq(configurationSections.section, 'portal')))[0];

describe('the portal configuration (spec §3)', () => {
  it('reads the defaults at version 0 before anything is saved, to agents too, without writing a row', async () => {
    expect(await read(agent)).toEqual({ ...DEFAULTS, version: 0 });
    expect(await storedRow()).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/api/configuration/portal' })).statusCode).toBe(401);
  });

  it('saves at the version read, audited, and refuses a stale save with 409', async () => {
    const first = await save({
      ...DEFAULTS,
      version: 0,
      loanView: 'ALL_LOANS_DETAILED',
      supportEmail: 'Aide@Pret.ca',
      supportPhone: '5145550199',
      termsUrl: 'https://pret.example.ca/conditions',
      policyUrl: 'https://pret.example.ca/vie-privee',
      primaryColour: '#0A3D62',
    });
    expect(first.statusCode, first.body).toBe(200);
    const expected = {
      ...DEFAULTS,
      version: 1,
      loanView: 'ALL_LOANS_DETAILED',
      supportEmail: 'aide@pret.ca',
      supportPhone: '514-555-0199',
      termsUrl: 'https://pret.example.ca/conditions',
      policyUrl: 'https://pret.example.ca/vie-privee',
      primaryColour: '#0a3d62',
    };
    expect(first.json()).toEqual(expected);
    expect(await read()).toEqual(expected);

    const stale = await save({ ...DEFAULTS, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.STALE_VERSION');
    const second = await save({ ...expected, secondaryColour: '#222222' });
    expect(second.json()).toMatchObject({ version: 2, secondaryColour: '#222222' });
    expect((await save({ ...expected, secondaryColour: '#333333' })).statusCode).toBe(409);
    expect(await read()).toMatchObject({ version: 2, secondaryColour: '#222222' });

    const entries = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'configuration'), eq(auditLog.action, 'portalConfiguration.updated')));
    expect(entries).toHaveLength(2);
    expect(entries[0].before).toMatchObject({ loanView: 'CURRENT_AND_PAST_SUMMARY', version: 0 });
    expect(entries[0].after).toMatchObject({ loanView: 'ALL_LOANS_DETAILED', version: 1 });
  });

  it.each([
    ['a bad email', { supportEmail: 'aide@' }, { supportEmail: 'validation.email' }],
    ['a bad colour', { primaryColour: 'navy' }, { primaryColour: 'validation.colour' }],
    ['a bad URL', { policyUrl: 'javascript:alert(1)' }, { policyUrl: 'validation.webUrl' }],
    ['an unknown field', { logoUrl: 'https://x.ca/logo.png' }, { logoUrl: 'validation.unknownField' }],
    ['a negative maximum', { maxDeferralsPerLoan: -2 }, { maxDeferralsPerLoan: 'validation.deferralMaximum' }],
    [
      'more in a row than per loan',
      { maxDeferralsPerLoan: 2, maxConsecutiveDeferrals: 3 },
      { maxConsecutiveDeferrals: 'validation.consecutiveAbovePerLoan' },
    ],
  ])('refuses %s with 400 and saves nothing', async (_name, changes, errors) => {
    const before = await read();
    const response = await save({ ...before, ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors.VALIDATION_ERROR', errors });
    expect(await read()).toEqual(before);
  });

  it('is refused to an agent, who may only read it', async () => {
    const before = await read();
    const response = await save({ ...before, deferralsPermitted: false }, agent);
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FORBIDDEN');
    expect(await read()).toEqual(before);
  });
});

/** A loan started on 2026-11-23: payments 12-04, 12-18, 01-04, 01-15, 01-29, 02-12, none sent yet. */
async function startedLoan(): Promise<LoanReply> {
  await setToday(t, '2026-11-23');
  const { requestId } = await acceptedRequest(t, agent, 50_000);
  return startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...LOAN_TERMS }));
}
const lineIds = (loan: LoanReply) => loan.payments.filter((line) => line.kind === 'SCHEDULED').map((line) => line.id);

/** The deferral is refused with this key and parameters, and the loan is left as it was. */
async function expectRefused(loan: LoanReply, paymentId: number, message: string, params?: Record<string, unknown>) {
  const response = await loanActionResponse(t, agent, loan, 'deferrals', { paymentId });
  expect(response.statusCode, response.body).toBe(420);
  expect(response.json()).toMatchObject({ message, ...(params ? { params } : {}) });
  const after: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json();
  expect(after.version).toBe(loan.version);
  expect(after.payments.filter((line) => line.status === 'DEFERRED')).toHaveLength(
    loan.payments.filter((line) => line.status === 'DEFERRED').length,
  );
}

describe('the loan engine applies the portal’s deferral rules (spec §9)', () => {
  it('refuses every deferral when deferrals are not permitted', async () => {
    const loan = await startedLoan();
    await change({ deferralsPermitted: false });
    await expectRefused(loan, lineIds(loan)[1], 'errors.DEFERRAL_NOT_PERMITTED');
    await change({ deferralsPermitted: true });
    expect((await loanActionResponse(t, agent, loan, 'deferrals', { paymentId: lineIds(loan)[1] })).statusCode).toBe(
      200,
    );
  });

  it('refuses the first payment when it may not be deferred, and allows the second', async () => {
    const loan = await startedLoan();
    await change({ firstPaymentDeferrable: false });
    await expectRefused(loan, lineIds(loan)[0], 'errors.FIRST_PAYMENT_NOT_DEFERRABLE');
    const deferred = await loanAction(t, agent, loan, 'deferrals', { paymentId: lineIds(loan)[1] });
    expect(deferred.payments.find((line) => line.id === lineIds(loan)[1])!.status).toBe('DEFERRED');
    await change({ firstPaymentDeferrable: true });
  });

  it('refuses a deferral above the maximum per loan', async () => {
    await change({ maxDeferralsPerLoan: 2, maxConsecutiveDeferrals: 1 });
    let loan = await startedLoan();
    const [, second, , fourth, , sixth] = lineIds(loan);
    loan = await loanAction(t, agent, loan, 'deferrals', { paymentId: second, feeOption: 'WAIVE' });
    loan = await loanAction(t, agent, loan, 'deferrals', { paymentId: fourth, feeOption: 'WAIVE' });
    await expectRefused(loan, sixth, 'errors.MAX_DEFERRALS_PER_LOAN_REACHED', { maximum: 2 });
  });

  it('refuses a deferral right after too many in a row', async () => {
    await change({ maxDeferralsPerLoan: 3, maxConsecutiveDeferrals: 1 });
    let loan = await startedLoan();
    const [, second, third, fourth] = lineIds(loan);
    loan = await loanAction(t, agent, loan, 'deferrals', { paymentId: second, feeOption: 'WAIVE' });
    await expectRefused(loan, third, 'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED', { maximum: 1 });
    // Not in a row: the fourth payment, with the third still to be debited between them.
    loan = await loanAction(t, agent, loan, 'deferrals', { paymentId: fourth, feeOption: 'WAIVE' });
    expect(loan.payments.filter((line) => line.status === 'DEFERRED')).toHaveLength(2);
    await change({ maxDeferralsPerLoan: 3, maxConsecutiveDeferrals: 2 });
  });
});
