import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, refreshWith } from '../../support/browserSessions';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agentCookie = async () => (await browserSession(t, 'agent@demo.ca')).cookie;

/** On a shared counter, signing out must end the session whatever the client's request looks like. */
describe('logout', () => {
  it('leaves a session that was not signed out alive (the check below can fail)', async () => {
    expect((await refreshWith(t, await agentCookie())).statusCode).toBe(200);
  });

  it.each([
    ['no body at all', {}],
    ['an empty body declared as JSON', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"refreshToken":' }],
    ['a body of the wrong shape', { headers: { 'content-type': 'application/json' }, payload: '{"refreshToken":42}' }],
    ['a text body', { headers: { 'content-type': 'text/plain' }, payload: 'bye' }],
  ])(
    "revokes the cookie's refresh family when sent with %s",
    async (_, request: { headers?: Record<string, string>; payload?: string }) => {
      const cookie = await agentCookie();
      const logout = await t.call({
        method: 'POST',
        url: '/api/Identity/Logout',
        ...request,
        headers: { ...request.headers, cookie },
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ status: 'Success' });
      const refreshed = await refreshWith(t, cookie);
      expect(refreshed.statusCode).toBe(401);
    },
  );
});
