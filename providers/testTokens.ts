/**
 * Unsigned tokens for unit tests: the browser never checks signatures (the server does), it only
 * reads claims.
 */
const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}
