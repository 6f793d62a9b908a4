import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../domain/notifications';
import { liveOrigin, openLive, type LiveClient } from '../support/liveClient';
import { createTestApp, decodeJwtPayload, type TestApp } from '../support/testApp';
import { signInWith } from '../support/users';

/** Issue 35: the sessions a user sees and ends, and an administrator ends for them. */

let t: TestApp;
let admin: string;
let origin: string;
const opened: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  origin = await liveOrigin(t);
});
afterAll(async () => {
  for (const client of opened) client.close();
  await t.close();
});

const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86';

/** Signs `email` in from a browser (its User-Agent) and address: the tokens. */
async function signInFrom(email: string, password: string, userAgent: string, ip = '203.0.113.7') {
  const response = await t.call({
    method: 'POST',
    url: '/api/Identity/Authenticate',
    payload: { UserName: email, Password: password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().model as { token: string; refreshToken: string };
}
const sessionsOf = (token: string) => t.call({ method: 'GET', url: '/api/Identity/Me/sessions', token });
const me = (token: string) => t.call({ method: 'GET', url: '/api/Identity/Me', token });
const refresh = (refreshToken: string) =>
  t.call({ method: 'POST', url: '/api/Identity/RefreshToken', payload: { refreshToken } });
async function liveSocket(token: string) {
  const socketToken = (await t.call({ method: 'GET', url: '/api/Notification/getToken', token })).json().token;
  const client = openLive(origin, { domain: 'guichet.test', token: socketToken });
  opened.push(client);
  await client.next('ready');
  return client;
}

async function newUser(email: string) {
  const created = await t.call({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: { email, roles: ['user'], permissions: [] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id as number, password: created.json().generatedPassword as string };
}

describe('sessions', () => {
  it('are listed with the browser, address and times, the current one marked; a rotation is a use', async () => {
    const { password } = await newUser('sessions.list@demo.ca');
    const laptop = await signInFrom('sessions.list@demo.ca', password, FIREFOX_ON_MAC, '198.51.100.20');
    const office = await signInFrom('sessions.list@demo.ca', password, EDGE_ON_WINDOWS);
    expect(decodeJwtPayload(office.token).sid).toEqual(expect.any(String));

    const listed = await sessionsOf(office.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const { sessions } = listed.json();
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Edge 131', system: 'Windows', ipAddress: '203.0.113.7', current: true }),
    );
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Firefox 133', system: 'macOS', ipAddress: '198.51.100.20', current: false }),
    );

    // The laptop's refresh, from another network: its last use and address move.
    const before = sessions.find((s: { browser: string }) => s.browser === 'Firefox 133');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const rotated = await t.call({
      method: 'POST',
      url: '/api/Identity/RefreshToken',
      payload: { refreshToken: laptop.refreshToken },
      headers: { 'user-agent': FIREFOX_ON_MAC },
      remoteAddress: '192.0.2.44',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = (await sessionsOf(office.token)).json().sessions.find((s: { id: string }) => s.id === before.id);
    expect(after.ipAddress).toBe('192.0.2.44');
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
    // The rotated token names the same session.
    expect(decodeJwtPayload(rotated.json().data.token).sid).toBe(before.id);
  });

  it('is ended from another: its tokens are refused at once and its live socket closes', async () => {
    const { password } = await newUser('sessions.end@demo.ca');
    const left = await signInFrom('sessions.end@demo.ca', password, FIREFOX_ON_MAC);
    const here = await signInFrom('sessions.end@demo.ca', password, EDGE_ON_WINDOWS);
    const socket = await liveSocket(left.token);
    const stays = await liveSocket(here.token);
    const leftId = decodeJwtPayload(left.token).sid as string;

    const ended = await t.call({ method: 'DELETE', url: `/api/Identity/Me/sessions/${leftId}`, token: here.token });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().sessions).toEqual([expect.objectContaining({ current: true })]);

    expect(await socket.next('forcedLogout')).toEqual({ kind: 'forcedLogout', message: 'errors.SESSION_ENDED' });
    expect((await socket.closed).code).toBe(LIVE_CLOSE.sessionEnded);
    const refused = await me(left.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('errors.SESSION_ENDED');
    expect((await refresh(left.refreshToken)).statusCode).toBe(401);
    // The other session goes on, its socket open.
    expect((await me(here.token)).statusCode).toBe(200);
    expect(stays.socket.readyState).toBe(stays.socket.OPEN);
    const [trail] = await t.ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where action = 'session.ended' and before->>'sessionId' = ${leftId}`,
    );
    expect(trail.count).toBe(1);
  });

  it("cannot be another user's, nor a session already ended, nor a bad id", async () => {
    const { password } = await newUser('sessions.mine@demo.ca');
    const mine = await signInFrom('sessions.mine@demo.ca', password, EDGE_ON_WINDOWS);
    const staff = (await t.login('staff@demo.ca')).token;
    const theirs = decodeJwtPayload(staff).sid as string;
    const refused = await t.call({ method: 'DELETE', url: `/api/Identity/Me/sessions/${theirs}`, token: mine.token });
    expect(refused.json().message).toBe('errors.SESSION_NOT_FOUND');
    expect((await me(staff)).statusCode).toBe(200);
    const bad = await t.call({ method: 'DELETE', url: '/api/Identity/Me/sessions/not-a-uuid', token: mine.token });
    expect(bad.statusCode).toBe(400);
  });

  it('ends at sign-out: the access token of a signed-out session is refused before it expires', async () => {
    const { password } = await newUser('sessions.logout@demo.ca');
    const session = await signInFrom('sessions.logout@demo.ca', password, EDGE_ON_WINDOWS);
    const out = await t.call({
      method: 'POST',
      url: '/api/Identity/Logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(session.token)).json().message).toBe('errors.SESSION_ENDED');
  });

  it('are all ended by an administrator from the user’s screen, audited; nobody else may', async () => {
    const { id, password } = await newUser('sessions.admin@demo.ca');
    const one = await signInFrom('sessions.admin@demo.ca', password, EDGE_ON_WINDOWS);
    const two = await signInFrom('sessions.admin@demo.ca', password, FIREFOX_ON_MAC);
    const socket = await liveSocket(two.token);

    const listed = await t.call({ method: 'GET', url: `/api/users/${id}/sessions`, token: admin });
    expect(listed.json().sessions).toHaveLength(2);
    const agent = await signInWith(t, admin, 'sessions.agent@demo.ca', []);
    expect((await t.call({ method: 'POST', url: `/api/users/${id}/sessions/end`, token: agent })).statusCode).toBe(420);
    expect((await t.call({ method: 'GET', url: `/api/users/${id}/sessions`, token: agent })).statusCode).toBe(420);

    const ended = await t.call({ method: 'POST', url: `/api/users/${id}/sessions/end`, token: admin });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await socket.closed).code).toBe(LIVE_CLOSE.sessionEnded);
    expect((await me(one.token)).statusCode).toBe(401);
    expect((await refresh(two.refreshToken)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/users/${id}/sessions`, token: admin })).json().sessions).toEqual(
      [],
    );
    const [trail] = await t.ctx.database.db.execute<{ actor: string; ended: number }>(
      sql`select u.email as actor, (a.after->>'ended')::int as ended from audit_log a join users u on u.id = a.actor_id
           where a.action = 'sessions.ended' and a.entity_id = ${String(id)}`,
    );
    expect(trail).toEqual({ actor: 'admin@demo.ca', ended: 2 });
    expect((await t.call({ method: 'POST', url: '/api/users/999999/sessions/end', token: admin })).statusCode).toBe(
      404,
    );
  });
});
