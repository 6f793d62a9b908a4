import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxSmsAdapter } from '../../server/adapters/sms';
import { customers, loans, padAuthorizations, portalCodes } from '../../server/db/schema';
import { startAndPayOut } from '../support/deposits';
import { acceptRequestOf, acceptedRequest, createLoan, LOAN_TERMS, setToday, type LoanReply } from '../support/loans';
import { multipart, PDF_BYTES } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
  await setToday(t, '2026-11-23');
});
afterAll(async () => t.close());

let borrowerCount = 0;
/** A borrower with a started, paid-out loan (payments 12-04, 12-18, 01-04, 01-15, 01-29, 02-12). */
async function borrower(customer: Record<string, unknown> = {}) {
  const n = ++borrowerCount;
  const email = `portal${n}.${Date.now()}@example.ca`;
  const { customerId, requestId } = await acceptedRequest(t, agent, 50_000, { email, ...customer });
  const loan = await startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...LOAN_TERMS }));
  return { customerId, email, loan };
}

const codeRequest = (address: string, ip = '10.0.0.1') =>
  t.call({ method: 'POST', url: '/portal/api/sign-in/code', payload: { address }, remoteAddress: ip });
const signInCall = (address: string, code: string, ip = '10.0.0.1') =>
  t.call({ method: 'POST', url: '/portal/api/sign-in', payload: { address, code }, remoteAddress: ip });

/** The code in the last email the outbox holds for this address. */
async function mailedCode(email: string): Promise<string> {
  const outbox = (
    await t.call({
      method: 'GET',
      url: `/api/outbox?filter=${encodeURIComponent(JSON.stringify({ to: email }))}&sort=["id","DESC"]`,
      token: admin,
    })
  ).json() as { text: string }[];
  return /: (\d{6})/.exec(outbox[0].text)![1];
}

/** A borrower signed in: the cookie their browser would send to the portal's API. */
let sessions = 0;
async function signedIn(email: string): Promise<string> {
  // Each from its own network address: the tests' many sign-ins stay under one address's limit.
  const ip = `10.9.${++sessions}.1`;
  expect((await codeRequest(email, ip)).statusCode).toBe(202);
  const response = await signInCall(email, await mailedCode(email), ip);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'guichet_portal')!;
  return `guichet_portal=${cookie.value}`;
}

const portal = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call({ method, url: `/portal/api${url}`, headers: { cookie }, payload: payload as never });

/** New banking information with the PAD agreement accepted. */
const bank = (transit: string, institution: string, account: string) => ({
  transit,
  institution,
  account,
  padAccepted: true,
});

const auditOf = (entity: string, entityId: number) =>
  `/api/audit-logs?filter=${encodeURIComponent(JSON.stringify({ entity, entityId }))}&range=[0,99]`;

async function setPortal(changes: Record<string, unknown>) {
  const current = (await t.call({ method: 'GET', url: '/api/configuration/portal', token: admin })).json();
  const saved = await t.call({
    method: 'PUT',
    url: '/api/configuration/portal',
    token: admin,
    payload: { ...current, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('signing in with a one-time code', () => {
  it('mails a code that opens a session in a cookie scoped to the portal', async () => {
    const { email, customerId } = await borrower();
    const sent = await codeRequest(email.toUpperCase());
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ channel: 'EMAIL', validMinutes: 10 });
    const response = await signInCall(email, await mailedCode(email));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ language: 'fr', currentLoan: { status: 'ACTIVE' } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/Path=\/portal\/api/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const history = (await t.call({ method: 'GET', url: auditOf('customer', customerId), token: admin })).json() as {
      action: string;
      borrowerName: string | null;
    }[];
    expect(history.find((entry) => entry.action === 'customer.portal-signed-in')?.borrowerName).toMatch(/\S+ \S+/);
  });

  it('answers an address on file nobody has the same as one on file, and sends nothing', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/outbox', token: admin })).headers['content-range'];
    const sent = await codeRequest('nobody.here@example.ca');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ channel: 'EMAIL', validMinutes: 10 });
    expect((await t.call({ method: 'GET', url: '/api/outbox', token: admin })).headers['content-range']).toBe(before);
    // A code typed for it fails as a wrong code does.
    expect((await signInCall('nobody.here@example.ca', '123456')).json()).toMatchObject({
      message: 'errors.PORTAL_CODE_WRONG',
      params: { triesLeft: 4 },
    });
  });

  it('texts the code to the cellphone on file', async () => {
    const { customerId } = await borrower({ cellPhone: '514-555-0142' });
    expect((await codeRequest('(514) 555-0142')).json()).toEqual({ channel: 'SMS', validMinutes: 10 });
    const sms = (t.ctx.adapters.sms as SandboxSmsAdapter).delivered().at(-1)!;
    expect(sms.to).toBe('+15145550142');
    const code = /(\d{6})/.exec(sms.text)![1];
    const response = await signInCall('514 555 0142', code);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.ctx.database.db.select().from(portalCodes).where(eq(portalCodes.customerId, customerId));
    expect(row.codeHash).not.toContain(code);
  });

  it('counts wrong codes: four tries left, then locked, and the right code no longer opens', async () => {
    const { email } = await borrower();
    await codeRequest(email);
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const answer = await signInCall(email, wrong);
      expect(answer.statusCode).toBe(420);
      expect(answer.json()).toMatchObject({ message: 'errors.PORTAL_CODE_WRONG', params: { triesLeft: left } });
    }
    expect((await signInCall(email, wrong)).json().message).toBe('errors.PORTAL_CODE_LOCKED');
    expect((await signInCall(email, code)).json().message).toBe('errors.PORTAL_CODE_LOCKED');
    // A new code starts over.
    await codeRequest(email);
    expect((await signInCall(email, await mailedCode(email))).statusCode).toBe(200);
  });

  it('refuses an expired code and a replayed one', async () => {
    const { email, customerId } = await borrower();
    await codeRequest(email);
    const code = await mailedCode(email);
    await t.ctx.database.db
      .update(portalCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(portalCodes.customerId, customerId));
    expect((await signInCall(email, code)).json().message).toBe('errors.PORTAL_CODE_EXPIRED');

    await codeRequest(email);
    const fresh = await mailedCode(email);
    expect((await signInCall(email, fresh)).statusCode).toBe(200);
    const replay = await signInCall(email, fresh);
    expect(replay.statusCode).toBe(420);
    expect(replay.json().message).toBe('errors.PORTAL_CODE_USED');
  });

  it('a new code replaces the one before', async () => {
    const { email } = await borrower();
    await codeRequest(email);
    const first = await mailedCode(email);
    await codeRequest(email);
    const second = await mailedCode(email);
    if (first !== second) expect((await signInCall(email, first)).json().message).toBe('errors.PORTAL_CODE_WRONG');
    expect((await signInCall(email, second)).statusCode).toBe(200);
  });

  it('refuses a flood of codes to one borrower, and a flood from one network address', async () => {
    const { email } = await borrower();
    for (let i = 0; i < 3; i++) expect((await codeRequest(email, '10.0.1.1')).statusCode).toBe(202);
    const flooded = await codeRequest(email, '10.0.1.2');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual({ message: 'errors.PORTAL_TOO_MANY_CODES', params: { minutes: 15 } });

    for (let i = 0; i < 20; i++) await codeRequest(`stranger${i}@example.ca`, '10.0.2.1');
    expect((await codeRequest('stranger99@example.ca', '10.0.2.1')).statusCode).toBe(429);
    expect((await codeRequest('stranger99@example.ca', '10.0.2.2')).statusCode).toBe(202);
  });

  it('refuses what is not an email or a phone, and a code that is not six digits', async () => {
    expect((await codeRequest('not an address')).json()).toMatchObject({
      errors: { address: 'validation.portalAddress' },
    });
    expect((await signInCall('someone@example.ca', '12ab')).json()).toMatchObject({
      errors: { code: 'validation.portalCode' },
    });
  });
});

describe('the portal session', () => {
  it('never opens a staff route, and a staff token never opens the portal', async () => {
    const { email } = await borrower();
    const cookie = await signedIn(email);
    const token = cookie.split('=')[1];
    for (const headers of [{ cookie }, { authorization: `Bearer ${token}` }]) {
      const staff = await t.call({ method: 'GET', url: '/api/customers', headers });
      expect(staff.statusCode).toBe(401);
    }
    expect((await t.call({ method: 'GET', url: '/portal/api/me', token: agent })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/portal/api/me' })).json()).toEqual({
      message: 'errors.PORTAL_SIGNED_OUT',
    });
  });

  it('ends when the borrower is blocked, and a blocked borrower gets no code', async () => {
    const { email, customerId } = await borrower();
    const cookie = await signedIn(email);
    await t.ctx.database.db.update(customers).set({ status: 'BLOCKED' }).where(eq(customers.id, customerId));
    expect((await portal(cookie, 'GET', '/me')).statusCode).toBe(401);
    const before = (await t.call({ method: 'GET', url: '/api/outbox', token: admin })).headers['content-range'];
    expect((await codeRequest(email, '10.8.0.1')).statusCode).toBe(202);
    expect((await t.call({ method: 'GET', url: '/api/outbox', token: admin })).headers['content-range']).toBe(before);
  });

  it('ends on sign-out, on the server', async () => {
    const { email } = await borrower();
    const cookie = await signedIn(email);
    const me = await portal(cookie, 'GET', '/me');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await portal(cookie, 'POST', '/sign-out')).statusCode).toBe(200);
    expect((await portal(cookie, 'GET', '/me')).statusCode).toBe(401);
  });
});

describe('the loan view the configuration chooses', () => {
  let cookie: string;
  let past: LoanReply;
  let current: LoanReply;
  beforeAll(async () => {
    const made = await borrower();
    past = made.loan;
    await t.ctx.database.db
      .update(loans)
      .set({ status: 'LOAN_PAY_IN_FULL', endDate: '2026-11-23' })
      .where(eq(loans.id, past.id));
    const requestId = await acceptRequestOf(t, agent, made.customerId, 50_000);
    current = await startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...LOAN_TERMS }));
    cookie = await signedIn(made.email);
  });
  afterAll(() => setPortal({ loanView: 'CURRENT_AND_PAST_SUMMARY' }));

  it('current loan only', async () => {
    await setPortal({ loanView: 'CURRENT_LOAN_ONLY' });
    const me = (await portal(cookie, 'GET', '/me')).json();
    expect(me).toMatchObject({ loanView: 'CURRENT_LOAN_ONLY', pastLoans: [], pastSummaries: [] });
    expect(me.currentLoan).toMatchObject({ id: current.id, balance: 50_000, totalOwing: current.totalOwing });
    expect(me.currentLoan.payments.map((line: { date: string }) => line.date)).toEqual(
      current.payments.map((line) => line.date),
    );
  });

  it('all loans detailed', async () => {
    await setPortal({ loanView: 'ALL_LOANS_DETAILED' });
    const me = (await portal(cookie, 'GET', '/me')).json();
    expect(me.pastSummaries).toEqual([]);
    expect(me.pastLoans).toHaveLength(1);
    expect(me.pastLoans[0]).toMatchObject({ id: past.id, status: 'LOAN_PAY_IN_FULL' });
    expect(me.pastLoans[0].payments.length).toBeGreaterThan(0);
  });

  it('current loan plus a summary of past loans', async () => {
    await setPortal({ loanView: 'CURRENT_AND_PAST_SUMMARY' });
    const me = (await portal(cookie, 'GET', '/me')).json();
    expect(me.pastLoans).toEqual([]);
    expect(me.pastSummaries).toEqual([
      {
        id: past.id,
        loanNumber: past.loanNumber,
        status: 'LOAN_PAY_IN_FULL',
        amount: 50_000,
        startDate: past.startDate,
        endDate: '2026-11-23',
        paid: 0,
      },
    ]);
  });
});

describe('deferrals within the configured rules', () => {
  const RULES = {
    deferralsPermitted: true,
    firstPaymentDeferrable: true,
    maxDeferralsPerLoan: 3,
    maxConsecutiveDeferrals: 2,
  };
  afterAll(() => setPortal(RULES));

  async function borrowerWithLoan() {
    const made = await borrower();
    return { ...made, cookie: await signedIn(made.email) };
  }
  const meOf = async (cookie: string) => (await portal(cookie, 'GET', '/me')).json();
  const defer = async (cookie: string, paymentIndex: number) => {
    const me = await meOf(cookie);
    const line = me.currentLoan.payments.filter((p: { status: string }) => p.status === 'SCHEDULED')[paymentIndex];
    return portal(cookie, 'POST', `/loans/${me.currentLoan.id}/deferrals`, {
      paymentId: line.id,
      version: me.currentLoan.version,
    });
  };

  it('shows the fee, defers through the loan action, charges the fee and names the borrower in the logs', async () => {
    await setPortal(RULES);
    const { cookie, loan } = await borrowerWithLoan();
    const me = await meOf(cookie);
    expect(me.deferrals).toEqual({
      permitted: true,
      firstPaymentDeferrable: true,
      maxPerLoan: 3,
      maxConsecutive: 2,
      fee: 2_500,
    });
    const second = me.currentLoan.payments[1];
    expect(second.deferralRefusal).toBeNull();
    const response = await portal(cookie, 'POST', `/loans/${loan.id}/deferrals`, {
      paymentId: second.id,
      version: me.currentLoan.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().currentLoan.deferralsUsed).toBe(1);
    const agentView: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json();
    expect(agentView.payments.find((line) => line.id === second.id)!.status).toBe('DEFERRED');
    expect(agentView.fees).toBe(2_500);
    const logs = (await t.call({ method: 'GET', url: auditOf('loan', loan.id), token: admin })).json() as {
      action: string;
      actorId: number | null;
      borrowerName: string | null;
    }[];
    const entry = logs.find((log) => log.action === 'loan.deferral')!;
    expect(entry.actorId).toBeNull();
    expect(entry.borrowerName).toMatch(/\S/);
  });

  it('never lets the borrower waive the fee', async () => {
    const { cookie } = await borrowerWithLoan();
    const me = await meOf(cookie);
    const response = await portal(cookie, 'POST', `/loans/${me.currentLoan.id}/deferrals`, {
      paymentId: me.currentLoan.payments[1].id,
      version: me.currentLoan.version,
      feeOption: 'WAIVE',
    });
    expect(response.statusCode).toBe(400);
    expect((await meOf(cookie)).currentLoan.deferralsUsed).toBe(0);
  });

  it.each([
    ['deferrals not permitted', { ...RULES, deferralsPermitted: false }, 1, 'errors.DEFERRAL_NOT_PERMITTED'],
    [
      'the first payment not deferrable',
      { ...RULES, firstPaymentDeferrable: false },
      0,
      'errors.FIRST_PAYMENT_NOT_DEFERRABLE',
    ],
  ])('%s: shown on the payment and refused', async (_name, rules, index, key) => {
    await setPortal(rules);
    const { cookie } = await borrowerWithLoan();
    const me = await meOf(cookie);
    expect(me.currentLoan.payments[index].deferralRefusal).toMatchObject({ key });
    const response = await defer(cookie, index);
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe(key);
    expect((await meOf(cookie)).currentLoan.deferralsUsed).toBe(0);
  });

  it('the maximum per loan', async () => {
    await setPortal({ ...RULES, maxDeferralsPerLoan: 2, maxConsecutiveDeferrals: 1 });
    const { cookie } = await borrowerWithLoan();
    // Payments 2 and 4 (not in a row), then a third is one too many.
    expect((await defer(cookie, 1)).statusCode).toBe(200);
    expect((await defer(cookie, 2)).statusCode).toBe(200);
    const me = await meOf(cookie);
    const next = me.currentLoan.payments.find((line: { status: string }) => line.status === 'SCHEDULED');
    expect(next.deferralRefusal).toEqual({ key: 'errors.MAX_DEFERRALS_PER_LOAN_REACHED', params: { maximum: 2 } });
    const refused = await defer(cookie, 0);
    expect(refused.json()).toMatchObject({ message: 'errors.MAX_DEFERRALS_PER_LOAN_REACHED', params: { maximum: 2 } });
  });

  it('the maximum in a row', async () => {
    await setPortal({ ...RULES, maxDeferralsPerLoan: 3, maxConsecutiveDeferrals: 1 });
    const { cookie } = await borrowerWithLoan();
    expect((await defer(cookie, 1)).statusCode).toBe(200);
    // The payment right after the deferred one would make two in a row.
    const refused = await defer(cookie, 1);
    expect(refused.statusCode).toBe(420);
    expect(refused.json()).toMatchObject({
      message: 'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED',
      params: { maximum: 1 },
    });
  });
});

describe('one borrower never reaches another', () => {
  it("refuses another borrower's loan and payment, and answers only the borrower's own data", async () => {
    await setPortal({
      deferralsPermitted: true,
      firstPaymentDeferrable: true,
      maxDeferralsPerLoan: 3,
      maxConsecutiveDeferrals: 2,
    });
    const a = await borrower();
    const b = await borrower();
    const cookieA = await signedIn(a.email);
    const meA = (await portal(cookieA, 'GET', '/me')).json();
    const meB = (await portal(await signedIn(b.email), 'GET', '/me')).json();
    expect(meA.currentLoan.id).toBe(a.loan.id);
    // B's loan with A's session: unknown.
    const otherLoan = await portal(cookieA, 'POST', `/loans/${b.loan.id}/deferrals`, {
      paymentId: meB.currentLoan.payments[1].id,
      version: meB.currentLoan.version,
    });
    expect(otherLoan.statusCode).toBe(404);
    // B's payment on A's loan: not one of its payments.
    const otherPayment = await portal(cookieA, 'POST', `/loans/${a.loan.id}/deferrals`, {
      paymentId: meB.currentLoan.payments[1].id,
      version: meA.currentLoan.version,
    });
    expect(otherPayment.statusCode).toBe(420);
    const bAfter: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${b.loan.id}`, token: agent })).json();
    expect(bAfter.version).toBe(b.loan.version);
    expect(bAfter.payments.every((line) => line.status !== 'DEFERRED')).toBe(true);
    // Banking, documents and renewals go to the signed-in borrower's file only (no id to name another).
    const banked = await portal(cookieA, 'PUT', '/banking', bank('12345', '001', '7654321'));
    expect(banked.statusCode, banked.body).toBe(200);
    const bCustomer = (await t.call({ method: 'GET', url: `/api/customers/${b.customerId}`, token: agent })).json();
    expect(bCustomer.bankAccount).not.toBe('7654321');
  });
});

describe('banking information, documents and renewals', () => {
  it('changes the account with a new PAD authorization the agents then see', async () => {
    const { email, customerId } = await borrower();
    const cookie = await signedIn(email);
    const refused = await portal(cookie, 'PUT', '/banking', { ...bank('1234', '001', '7654321'), padAccepted: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      transit: 'validation.transitNumber',
      padAccepted: 'validation.padAccepted',
    });
    const response = await portal(cookie, 'PUT', '/banking', bank('54321', '003', '123456789'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().bank).toEqual({ transit: '54321', institution: '003', accountEnding: '789' });
    const customer = (await t.call({ method: 'GET', url: `/api/customers/${customerId}`, token: agent })).json();
    expect(customer).toMatchObject({ bankTransit: '54321', bankInstitution: '003', bankAccount: '123456789' });
    const [pad] = await t.ctx.database.db
      .select()
      .from(padAuthorizations)
      .where(eq(padAuthorizations.customerId, customerId));
    expect(pad).toMatchObject({ bankTransit: '54321', bankAccount: '123456789', ipAddress: '127.0.0.1' });
    expect(pad.terms).toMatchObject({ category: 'PERSONAL', recourseDays: 90, cancellationNoticeDays: 10 });
  });

  it('takes a void cheque onto the borrower file', async () => {
    const { email, customerId } = await borrower();
    const cookie = await signedIn(email);
    const body = multipart({}, { name: 'cheque.pdf', type: 'application/pdf', bytes: PDF_BYTES });
    const response = await t.call({
      method: 'POST',
      url: '/portal/api/documents',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const documents = (
      await t.call({ method: 'GET', url: `/api/customers/${customerId}/documents`, token: agent })
    ).json();
    expect(documents).toEqual([expect.objectContaining({ type: 'VOID_CHECK', name: 'cheque.pdf' })]);
    const extra = multipart({ type: 'CONTRACT' }, { name: 'cheque.pdf', type: 'application/pdf', bytes: PDF_BYTES });
    const refused = await t.call({
      method: 'POST',
      url: '/portal/api/documents',
      headers: { cookie, ...extra.headers },
      payload: extra.payload,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('sends a renewal request to the agents, one at a time', async () => {
    const { email, customerId } = await borrower();
    const cookie = await signedIn(email);
    const response = await portal(cookie, 'POST', '/renewal-requests', { requestedAmountCents: 80_000 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().renewalRequested).toBe(true);
    const list = (
      await t.call({
        method: 'GET',
        url: `/api/requests?filter=${encodeURIComponent(JSON.stringify({ status: 'RENEWAL_REQUEST' }))}&range=[0,99]`,
        token: agent,
      })
    ).json() as { customerId: number; requestedAmountCents: number }[];
    expect(list).toContainEqual(expect.objectContaining({ customerId, requestedAmountCents: 80_000 }));
    const again = await portal(cookie, 'POST', '/renewal-requests', { requestedAmountCents: 80_000 });
    expect(again.statusCode).toBe(420);
    expect(again.json().message).toBe('errors.PORTAL_RENEWAL_ALREADY_REQUESTED');
  });

  it("keeps the borrower's language on file", async () => {
    const { email, customerId } = await borrower();
    const cookie = await signedIn(email);
    expect((await portal(cookie, 'PUT', '/me/language', { language: 'en' })).json().language).toBe('en');
    const customer = (await t.call({ method: 'GET', url: `/api/customers/${customerId}`, token: agent })).json();
    expect(customer.language).toBe('en');
    expect((await portal(cookie, 'PUT', '/me/language', { language: 'de' })).statusCode).toBe(400);
  });
});

describe('before sign-in', () => {
  it("shows the lender's name, colours, contacts and links from the configuration", async () => {
    await setPortal({
      supportEmail: 'aide@preteur.ca',
      primaryColour: '#004d40',
      termsUrl: 'https://preteur.ca/conditions',
    });
    const branding = (await t.call({ method: 'GET', url: '/portal/api/branding' })).json();
    expect(branding).toMatchObject({
      supportEmail: 'aide@preteur.ca',
      primaryColour: '#004d40',
      termsUrl: 'https://preteur.ca/conditions',
    });
    expect(typeof branding.companyName).toBe('string');
  });
});
