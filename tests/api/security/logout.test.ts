import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in the way the browser does, the refresh token in its HttpOnly cookie. */
async function browserSession() {
  const response = await t.call({ method: 'POST', url: '/api/Identity/Authenticate', headers: { 'x-token-transport': 'cookie' }, payload: { UserName: 'agent@demo.ca', Password: 'Guichet-demo-2026' } });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'guichet_refresh');
  expect(cookie?.value).toBeTruthy();
  return `guichet_refresh=${cookie!.value}`;
}
/** A refresh as the browser sends it (providers/sharedRefresh.ts). */
const refreshWith = (cookie: string) =>
  t.call({ method: 'POST', url: '/api/Identity/RefreshToken', headers: { cookie, 'x-token-transport': 'cookie' }, payload: {} });

/** On a shared counter, signing out must end the session whatever the client's request looks like. */
describe('logout', () => {
  it('leaves a session that was not signed out alive (the check below can fail)', async () => {
    expect((await refreshWith(await browserSession())).statusCode).toBe(200);
  });

  it.each([
    ['no body at all', {}],
    ['an empty body declared as JSON', { headers: { 'content-type': 'application/json' }, payload: '' }],
    ['malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"refreshToken":' }],
    ['a body of the wrong shape', { headers: { 'content-type': 'application/json' }, payload: '{"refreshToken":42}' }],
    ['a text body', { headers: { 'content-type': 'text/plain' }, payload: 'bye' }],
  ])('revokes the cookie\'s refresh family when sent with %s', async (_, request: { headers?: Record<string, string>; payload?: string }) => {
    const cookie = await browserSession();
    const logout = await t.call({ method: 'POST', url: '/api/Identity/Logout', ...request, headers: { ...request.headers, cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'Success' });
    const refreshed = await refreshWith(cookie);
    expect(refreshed.statusCode).toBe(401);
  });
});
