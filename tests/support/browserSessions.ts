import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, type TestApp } from './testApp';

const REFRESH_COOKIE = 'guichet_refresh';

/** The refresh cookie an answer sets, as the browser would send it back. */
export const refreshCookieOf = (response: LightMyRequestResponse) =>
  `${REFRESH_COOKIE}=${response.cookies.find((c) => c.name === REFRESH_COOKIE)!.value}`;

/** Signs in the way the browser does: the access token in the answer, the refresh token in an HttpOnly cookie. */
export async function browserSession(
  t: TestApp,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; cookie: string }> {
  const response = await t.call({
    method: 'POST',
    url: '/api/Identity/Authenticate',
    headers: { 'x-token-transport': 'cookie' },
    payload: { UserName: email, Password: password },
  });
  expect(response.statusCode).toBe(200);
  return { token: response.json().model.token, cookie: refreshCookieOf(response) };
}

/** A refresh as the browser sends it (providers/sharedRefresh.ts). */
export const refreshWith = (t: TestApp, cookie: string) =>
  t.call({
    method: 'POST',
    url: '/api/Identity/RefreshToken',
    headers: { cookie, 'x-token-transport': 'cookie' },
    payload: {},
  });
