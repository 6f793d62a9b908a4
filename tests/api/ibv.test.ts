import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../support/customers';
import { partialOf } from '../support/notifications';
import { createRequest, type RequestReply } from '../support/requests';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let agent: string;
let norole: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  norole = (await t.login('norole@demo.ca')).token;
});
afterAll(async () => t.close());

const sendIbv = (requestId: number, payload: object = {}, token = agent) =>
  t.call({ method: 'POST', url: `/api/requests/${requestId}/ibv-requests`, token, payload });
const page = (token: string) => t.call({ method: 'GET', url: `/ibv/${token}` });
const link = (token: string, bank: string) =>
  t.call({
    method: 'POST',
    url: `/ibv/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `bank=${encodeURIComponent(bank)}`,
  });
const getRequest = async (id: number): Promise<RequestReply> =>
  (await t.call({ method: 'GET', url: `/api/requests/${id}`, token: agent })).json();

/** The link of the latest email to `address` (the outbox keeps every email when no SMTP is set). */
async function linkSentTo(address: string): Promise<string> {
  const [mail] = await t.ctx.database.db.execute<{ text_body: string; html_body: string | null }>(
    sql`select text_body, html_body from outbox where to_address = ${address} order by id desc limit 1`,
  );
  const match = /\/ibv\/([A-Za-z0-9_-]{40,60})/.exec(`${mail?.html_body ?? ''} ${mail?.text_body ?? ''}`);
  if (!match) throw new Error(`no IBV link in the email to ${address}`);
  return match[1];
}

async function newRequest(email: string, firstName = 'Sophie') {
  const customer = await createCustomer(t, agent, { email, firstName, lastName: 'Bouchard' });
  return createRequest(t, agent, { customerId: customer.id, requestedAmountCents: 150_000 });
}

const ibvNotificationsOf = async (requestId: number) =>
  (await partialOf(t, agent, 'IBV')).notifications.filter((n) => n.path === `/apps/requests/${requestId}`);

describe('sending an IBV request', () => {
  it('opens a session, emails the customer the link, and marks the request SENT (a new version)', async () => {
    const request = await newRequest('sophie.ibv@exemple.ca');
    const sent = await sendIbv(request.id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'messages.IBV_REQUEST_SENT',
      request: { id: request.id, ibvStatus: 'SENT', version: request.version + 1 },
      session: { status: 'SENT' },
    });
    const token = await linkSentTo('sophie.ibv@exemple.ca');
    const [session] = await t.ctx.database.db.execute<{
      token_hash: string;
      request_id: number;
      provider_reference: string;
    }>(sql`select token_hash, request_id, provider_reference from ibv_sessions where id = ${sent.json().session.id}`);
    expect(session).toMatchObject({
      request_id: request.id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      provider_reference: expect.stringMatching(/^IBV-/),
    });
    const [{ found }] = await t.ctx.database.db.execute<{ found: number }>(
      sql`select count(*)::int as found from ibv_sessions where token_hash = ${token}`,
    );
    expect(found).toBe(0);
    const [history] = await t.ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'request' and entity_id = ${String(request.id)} order by id desc limit 1`,
    );
    expect(history.action).toBe('ibvRequest.sent');
  });

  it('refuses callers without request update, unknown requests, unknown channels — sending nothing', async () => {
    const request = await newRequest('refus.ibv@exemple.ca');
    expect((await sendIbv(request.id, {}, norole)).statusCode).toBe(420);
    expect((await sendIbv(999_999)).statusCode).toBe(404);
    const bad = await sendIbv(request.id, { channels: ['FAX'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'channels.0': 'validation.invalid' });
    expect((await sendIbv(request.id, { channels: ['EMAIL'], urgent: true })).json().errors).toEqual({
      urgent: 'validation.unknownField',
    });
    const [{ sessions }] = await t.ctx.database.db.execute<{ sessions: number }>(
      sql`select count(*)::int as sessions from ibv_sessions where request_id = ${request.id}`,
    );
    expect(sessions).toBe(0);
    expect(await getRequest(request.id)).toMatchObject({ ibvStatus: 'NOT_SENT', version: request.version });
  });

  it('refuses a customer without email, leaving no session and the status as it was', async () => {
    const customer = await createCustomer(t, agent, { email: null });
    const request = await createRequest(t, agent, { customerId: customer.id, requestedAmountCents: 100_000 });
    const refused = await sendIbv(request.id);
    expect(refused.statusCode).toBe(420);
    expect(refused.json().message).toMatch(/^errors\./);
    expect(await getRequest(request.id)).toMatchObject({ ibvStatus: 'NOT_SENT', version: request.version });
  });
});

describe("the customer's link page", () => {
  it('shows a bilingual page without scripts, greeting the customer and offering the sandbox banks', async () => {
    const request = await newRequest('page.ibv@exemple.ca', 'Élodie');
    await sendIbv(request.id);
    const shown = await page(await linkSentTo('page.ibv@exemple.ca'));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).not.toMatch(/<script/i);
    expect(shown.body).toContain('Bonjour Élodie,');
    expect(shown.body).toContain('Hello Élodie,');
    expect(shown.body).toContain('value="desjardins"');
    expect(shown.body).toContain('<form method="post">');
  });

  it('completes on "link": the request becomes COMPLETED, the change is audited and an IBV notification is raised — once', async () => {
    const request = await newRequest('lien.ibv@exemple.ca');
    const sent = (await sendIbv(request.id)).json();
    const token = await linkSentTo('lien.ibv@exemple.ca');
    const done = await link(token, 'desjardins');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Desjardins');
    expect(done.body).not.toContain('<form');
    const after = await getRequest(request.id);
    expect(after).toMatchObject({ ibvStatus: 'COMPLETED', version: sent.request.version + 1 });
    const notices = await ibvNotificationsOf(request.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'IBV',
      message: 'resources.notifications.messages.IBV',
      params: { customerName: 'Sophie Bouchard', institution: 'Desjardins' },
    });
    const [history] = await t.ctx.database.db.execute<{ action: string; actor_id: number | null }>(
      sql`select action, actor_id from audit_log where entity = 'request' and entity_id = ${String(request.id)} order by id desc limit 1`,
    );
    expect(history).toEqual({ action: 'ibvRequest.completed', actor_id: null });

    const again = await link(token, 'rbc');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Desjardins');
    expect(await getRequest(request.id)).toMatchObject({ ibvStatus: 'COMPLETED', version: after.version });
    expect(await ibvNotificationsOf(request.id)).toHaveLength(1);
    expect((await page(token)).body).not.toContain('<form');
  });

  it('records a refused verification as FAILED, with its own message', async () => {
    const request = await newRequest('echec.ibv@exemple.ca');
    await sendIbv(request.id);
    const failed = await link(await linkSentTo('echec.ibv@exemple.ca'), 'failing');
    expect(failed.statusCode).toBe(200);
    expect(await getRequest(request.id)).toMatchObject({ ibvStatus: 'FAILED' });
    expect((await ibvNotificationsOf(request.id))[0]).toMatchObject({
      message: 'resources.notifications.messages.IBV_FAILED',
    });
  });

  it('ignores a bank the provider does not offer, changing nothing', async () => {
    const request = await newRequest('banque.ibv@exemple.ca');
    await sendIbv(request.id);
    const token = await linkSentTo('banque.ibv@exemple.ca');
    const odd = await link(token, 'banque-inconnue');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('<form');
    expect(await getRequest(request.id)).toMatchObject({ ibvStatus: 'SENT' });
  });

  it('answers 404 for an unknown link and 410 for an expired or replaced one, changing nothing', async () => {
    expect((await page('x'.repeat(43))).statusCode).toBe(404);
    expect((await page('../../etc/passwd')).statusCode).toBe(404);
    expect((await link('y'.repeat(43), 'desjardins')).statusCode).toBe(404);

    const request = await newRequest('expire.ibv@exemple.ca');
    await sendIbv(request.id);
    const first = await linkSentTo('expire.ibv@exemple.ca');
    await sendIbv(request.id);
    const second = await linkSentTo('expire.ibv@exemple.ca');
    expect(second).not.toBe(first);
    const replaced = await link(first, 'desjardins');
    expect(replaced.statusCode).toBe(410);
    expect(replaced.body).toContain('replaced by a newer one');

    await t.ctx.database.db.execute(
      sql`update ibv_sessions set expires_at = now() - interval '1 minute' where token_hash = ${createHash('sha256').update(second).digest('hex')}`,
    );
    const expired = await link(second, 'desjardins');
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Ce lien est expiré');
    expect(await getRequest(request.id)).toMatchObject({ ibvStatus: 'SENT' });
    expect(await ibvNotificationsOf(request.id)).toEqual([]);
  });
});
