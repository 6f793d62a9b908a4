import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxSmsAdapter, SmsAdapter } from '../../server/adapters/sms';
import { hashOpaqueToken } from '../../server/auth/opaqueTokens';
import { customers, loans, padAuthorizations, portalCodes } from '../../server/db/schema';
import { deliverPortalCodes } from '../../server/features/portal/portalCodeDelivery';
import { requestPortalCode } from '../../server/features/portal/portalSignIn';
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

/** How long a code may take to go out after its answer (a loaded machine). */
const WAIT = { timeout: 10_000, interval: 20 };

/** The emails the outbox holds for this address, newest first. */
const mailsTo = async (email: string) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/outbox?filter=${encodeURIComponent(JSON.stringify({ to: email }))}&sort=["id","DESC"]`,
      token: admin,
    })
  ).json() as { text: string }[];

/** The code of the latest request to this address, once its email is out (it goes after the answer). */
async function mailedCode(email: string): Promise<string> {
  const [latest] = await t.ctx.database.db
    .select({ codeHash: portalCodes.codeHash })
    .from(portalCodes)
    .where(eq(portalCodes.address, email.toLowerCase()))
    .orderBy(desc(portalCodes.id))
    .limit(1);
  // vi.waitFor rather than expect.poll: the suites' beforeAll sign borrowers in too.
  return vi.waitFor(async () => {
    const [mail] = await mailsTo(email);
    const code = (mail && /: (\d{6})/.exec(mail.text)?.[1]) ?? '';
    expect(hashOpaqueToken(code)).toBe(latest.codeHash);
    return code;
  }, WAIT);
}

/** The texts the SMS gateway took for this number. */
const textsTo = (e164: string) =>
  (t.ctx.adapters.sms as SandboxSmsAdapter).delivered().filter((sms) => sms.to === e164);

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
    await expect.poll(() => textsTo('+15145550142').length, WAIT).toBe(1);
    const code = /(\d{6})/.exec(textsTo('+15145550142')[0].text)![1];
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

  it('answers an address on file and one nobody has alike, the fourth request in the window refused for both', async () => {
    const { email } = await borrower();
    const stranger = `nobody.${Date.now()}@example.test`;
    const fourRequests = async (address: string, ip: string) => {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const answer = await codeRequest(address, ip);
        answers.push({ status: answer.statusCode, body: answer.json(), type: answer.headers['content-type'] });
      }
      return answers;
    };
    const known = await fourRequests(email, '10.5.0.1');
    expect(known.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
    expect(known[3].body).toEqual({ message: 'errors.PORTAL_TOO_MANY_CODES', params: { minutes: 15 } });
    expect(await fourRequests(stranger, '10.5.0.2')).toEqual(known);
    // Spelled otherwise, the same address: still refused.
    expect((await codeRequest(stranger.toUpperCase(), '10.5.0.3')).statusCode).toBe(429);
    // The borrower received codes, the stranger nothing. Each request replaces the code before, and
    // a code replaced before its sender's turn is not sent (deliverPortalCodes): one to three mails,
    // as the senders ran (a loaded machine sent 2 of 3).
    await expect.poll(async () => (await mailsTo(email)).length, WAIT).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(3);
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it('answers before the code goes out: the text is sent once the answer is out', async () => {
    await borrower({ cellPhone: '438-555-0177' });
    const sms = t.ctx.adapters.sms;
    const send = sms.send;
    let release!: () => void;
    const gateway = new Promise<void>((resolve) => (release = resolve));
    // A gateway that answers only when the test lets it: the answer must not wait for it.
    sms.send = async (request) => {
      await gateway;
      return send.call(sms, request);
    };
    try {
      const answer = await codeRequest('438 555 0177', '10.5.1.1');
      expect(answer.statusCode).toBe(202);
      expect(textsTo('+14385550177')).toHaveLength(0);
      release();
      await expect.poll(() => textsTo('+14385550177').length, WAIT).toBe(1);
    } finally {
      sms.send = send;
    }
  });

  it('a code not sent (the gateway down, or the process gone after answering) is sent later, once', async () => {
    const { customerId } = await borrower({ cellPhone: '581-555-0123' });
    const sms: SmsAdapter = t.ctx.adapters.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      expect((await codeRequest('581-555-0123', '10.5.2.1')).statusCode).toBe(202);
      const waiting = () => t.ctx.database.db.select().from(portalCodes).where(eq(portalCodes.customerId, customerId));
      await expect.poll(async () => (await waiting())[0].deliveryError, WAIT).toMatch(/ECONNREFUSED/);
    } finally {
      sms.send = send;
    }
    expect(textsTo('+15815550123')).toHaveLength(0);
    // The failed try's claim lapses; the periodic sender takes the code again.
    await t.ctx.database.db
      .update(portalCodes)
      .set({ deliveryClaimedAt: sql`now() - interval '3 minutes'` })
      .where(eq(portalCodes.customerId, customerId));
    await deliverPortalCodes(t.ctx);
    await expect.poll(() => textsTo('+15815550123').length, WAIT).toBe(1);
    // A code recorded by an answer whose process died before sending it: the periodic sender sends it.
    const recorded = await requestPortalCode(t.ctx, '581-555-0123', '10.5.2.2');
    await deliverPortalCodes(t.ctx);
    await deliverPortalCodes(t.ctx);
    await expect.poll(() => textsTo('+15815550123').length, WAIT).toBe(2);
    const [row] = await t.ctx.database.db.select().from(portalCodes).where(eq(portalCodes.id, recorded.codeId!));
    expect(row).toMatchObject({ pendingCode: null, deliveredAt: expect.any(Date) });
    // Sent, it is never sent again: only its hash is left.
    await deliverPortalCodes(t.ctx);
    expect(textsTo('+15815550123')).toHaveLength(2);
    const code = /(\d{6})/.exec(textsTo('+15815550123')[1].text)![1];
    expect((await signInCall('581-555-0123', code, '10.5.2.3')).statusCode).toBe(200);
  });

  it('refuses a flood of codes to one address, and a flood from one network address', async () => {
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

  it('a fee never joins a debit already at the bank: the answer names the payment that takes it, and its amount', async () => {
    await setPortal(RULES);
    const { cookie, loan } = await borrowerWithLoan();
    try {
      // 2 December: the 4 December debit is in the day's file, with the provider.
      await setToday(t, '2026-12-02');
      const me = await meOf(cookie);
      const [first, second, third] = me.currentLoan.payments;
      expect([first.presented, second.presented, third.presented]).toEqual([true, false, false]);
      const response = await portal(cookie, 'POST', `/loans/${loan.id}/deferrals`, {
        paymentId: second.id,
        version: me.currentLoan.version,
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      const now = (id: number) => answer.currentLoan.payments.find((line: { id: number }) => line.id === id);
      expect(answer.deferral).toEqual({
        date: second.date,
        newDate: '2027-02-26',
        fee: 2_500,
        feePayment: { id: third.id, date: third.date, amount: now(third.id).amount },
      });
      // What the page says is next is what the bank is debiting.
      expect(answer.currentLoan.nextPayment).toEqual({ id: first.id, date: first.date, amount: first.amount });
      const [debit] = await t.ctx.database.sql<{ amount_cents: string }[]>`
        select amount_cents from debits where payment_id = ${first.id} and status <> 'CANCELLED'`;
      expect(Number(debit.amount_cents)).toBe(first.amount);
      // The agents' schedule says the same: the fee on the 4 January payment, none on the one sent.
      const agentView: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json();
      const agentLine = (id: number) => agentView.payments.find((line) => line.id === id)!;
      expect(agentLine(first.id)).toMatchObject({ amount: first.amount, fees: 0 });
      expect(agentLine(third.id)).toMatchObject({ amount: now(third.id).amount, fees: 2_500 });
    } finally {
      await setToday(t, '2026-11-23');
    }
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

describe('nothing the portal answers is kept by a browser or a proxy', () => {
  it('every portal route answers Cache-Control: no-store, its successes and its refusals alike', async () => {
    await setPortal({
      deferralsPermitted: true,
      firstPaymentDeferrable: true,
      maxDeferralsPerLoan: 3,
      maxConsecutiveDeferrals: 2,
    });
    const { email, loan } = await borrower();
    const ip = '10.7.0.1';
    const chequeBody = multipart({}, { name: 'cheque.pdf', type: 'application/pdf', bytes: PDF_BYTES });
    // One call per route, each as a borrower makes it; the sign-in answers the name, account and schedule.
    const calls: Record<string, (cookie: string) => Promise<LightMyRequestResponse>> = {
      'GET /portal/api/branding': () => t.call({ method: 'GET', url: '/portal/api/branding' }),
      'POST /portal/api/sign-in/code': () => codeRequest(email, ip),
      'POST /portal/api/sign-in': async () => signInCall(email, await mailedCode(email), ip),
      'GET /portal/api/me': (cookie) => portal(cookie, 'GET', '/me'),
      'PUT /portal/api/me/language': (cookie) => portal(cookie, 'PUT', '/me/language', { language: 'en' }),
      'POST /portal/api/loans/{loanId}/deferrals': async (cookie) => {
        const me = (await portal(cookie, 'GET', '/me')).json();
        return portal(cookie, 'POST', `/loans/${loan.id}/deferrals`, {
          paymentId: me.currentLoan.payments[1].id,
          version: me.currentLoan.version,
        });
      },
      'PUT /portal/api/banking': (cookie) => portal(cookie, 'PUT', '/banking', bank('54321', '003', '123456789')),
      'POST /portal/api/documents': (cookie) =>
        t.call({
          method: 'POST',
          url: '/portal/api/documents',
          headers: { cookie, ...chequeBody.headers },
          payload: chequeBody.payload,
        }),
      'POST /portal/api/renewal-requests': (cookie) =>
        portal(cookie, 'POST', '/renewal-requests', { requestedAmountCents: 80_000 }),
      'POST /portal/api/sign-out': (cookie) => portal(cookie, 'POST', '/sign-out'),
    };
    // Every route the API documents under /portal/api has its call here: a new one cannot be forgotten.
    const documented = Object.entries((t.app.swagger() as { paths: Record<string, object> }).paths)
      .filter(([path]) => path.startsWith('/portal/api/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(Object.keys(calls).sort()).toEqual(documented.sort());

    let cookie = '';
    for (const [route, call] of Object.entries(calls)) {
      const answer = await call(cookie);
      expect(answer.statusCode, route).toBeLessThan(300);
      expect.soft(answer.headers['cache-control'], route).toBe('no-store');
      if (route === 'POST /portal/api/sign-in')
        cookie = `guichet_portal=${answer.cookies.find((c) => c.name === 'guichet_portal')!.value}`;
    }
    // Refusals too: signed out, a wrong code, a body that is not valid.
    for (const refused of [
      await portal(cookie, 'GET', '/me'),
      await signInCall(email, '000000', '10.7.0.2'),
      await codeRequest('not an address', '10.7.0.3'),
    ]) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect.soft(refused.headers['cache-control']).toBe('no-store');
    }
  });
});
