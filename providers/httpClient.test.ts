// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps } from './httpClient';
import { REFRESH_COOKIE_MARKER, session } from './session';

const json = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers });

/** A server stand-in: answers by path; records every call. */
function fakeServer(handler: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    calls.push({ path, init });
    return handler(path, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<HttpClientDeps> = {}) {
  const leaveTo = vi.fn();
  const http = createHttpClient({
    fetch,
    baseUrl: '',
    session,
    translate: (key, params) => (params ? `T(${key},${JSON.stringify(params)})` : `T(${key})`),
    language: () => 'fr',
    leaveTo,
    currentPath: () => '/apps/usermanagement/users',
    ...overrides,
  });
  return { http, leaveTo };
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.setAccess({ token: 'old', expiresIn: 900 });
});

describe('httpClient requests', () => {
  it('sends the bearer token, the language, JSON content type and credentials', async () => {
    const server = fakeServer(() => json(200, { ok: true }));
    const { http } = client(server.fetch, { baseUrl: 'http://localhost:5000' });
    const answer = await http('/api/users', { method: 'POST', body: '{}' });
    const { path, init } = server.calls[0];
    const headers = new Headers(init.headers);
    expect(path).toBe('http://localhost:5000/api/users');
    expect(headers.get('Authorization')).toBe('Bearer old');
    expect(headers.get('Language')).toBe('fr');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.credentials).toBe('include');
    expect(answer.json).toEqual({ ok: true });
  });

  it('resolves with nothing and warns when the body is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { http } = client(fakeServer(() => json(200)).fetch);
    expect((await http('/api/Identity/Ping')).json).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('401: one shared refresh, one retry', () => {
  it('refreshes once for three concurrent 401s, then retries each call with the new token', async () => {
    const server = fakeServer((path, init) => {
      if (path.endsWith('/api/Identity/RefreshToken')) {
        return new Promise((resolve) =>
          setTimeout(() => resolve(json(200, { data: { token: 'new', expiresIn: 900 } })), 5),
        );
      }
      return bearer(init) === 'Bearer new'
        ? json(200, { path })
        : json(401, { message: 'errors.ACCESS_TOKEN_EXPIRED' });
    });
    const { http } = client(server.fetch);
    const answers = await Promise.all(['/api/a', '/api/b', '/api/c'].map((path) => http(path)));

    expect(answers.map((a) => a.json.path)).toEqual(['/api/a', '/api/b', '/api/c']);
    const refreshes = server.calls.filter((c) => c.path.endsWith('/RefreshToken'));
    expect(refreshes).toHaveLength(1);
    expect(new Headers(refreshes[0].init.headers).get('X-Token-Transport')).toBe('cookie');
    expect(session.getAccessToken()).toBe('new');
    expect(server.calls).toHaveLength(7); // 3 calls, 1 refresh, 3 retries
  });

  it('ends the session when the retry is still unauthorized', async () => {
    const server = fakeServer((path) =>
      path.endsWith('/RefreshToken')
        ? json(200, { data: { token: 'new', expiresIn: 900 } })
        : json(401, { message: 'errors.INVALID_ACCESS_TOKEN' }),
    );
    const { http, leaveTo } = client(server.fetch);
    await expect(http('/api/users')).rejects.toMatchObject({ status: 401, message: 'T(errors.INVALID_ACCESS_TOKEN)' });
    expect(server.calls).toHaveLength(3); // call, refresh, one retry only
    expect(session.getAccessToken()).toBeNull();
    expect(session.getLogoutMessage()).toBe('errors.INVALID_ACCESS_TOKEN');
    expect(session.getNextPath()).toBe('/apps/usermanagement/users');
    expect(leaveTo).toHaveBeenCalledWith('/login');
  });

  it('ends the session with the reason when the refresh fails', async () => {
    const server = fakeServer((path) =>
      path.endsWith('/RefreshToken')
        ? json(401, { message: 'errors.INVALID_REFRESH_TOKEN' })
        : json(401, { message: 'errors.ACCESS_TOKEN_EXPIRED' }),
    );
    const { http, leaveTo } = client(server.fetch);
    await expect(http('/api/users')).rejects.toMatchObject({ status: 401 });
    expect(session.getLogoutMessage()).toBe('errors.ACCESS_TOKEN_EXPIRED');
    expect(leaveTo).toHaveBeenCalledWith('/login');
  });

  it('does not try a refresh without the refresh marker', async () => {
    localStorage.clear();
    const server = fakeServer(() => json(401, { message: 'errors.USER_NOT_CONNECTED' }));
    const { http } = client(server.fetch, { currentPath: () => '/login' });
    await expect(http('/api/Identity/Ping')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(localStorage.getItem('guichet.refreshToken')).toBeNull();
  });

  it('stores the refresh marker, never a refresh token', () => {
    expect(session.getRefreshToken()).toBe(REFRESH_COOKIE_MARKER);
  });
});

describe('forced logout', () => {
  it.each([
    [403, { message: 'errors.ACCESS_REVOKED' }, 'errors.ACCESS_REVOKED'],
    [203, { message: 'errors.INFORMATION_CHANGED' }, 'errors.INFORMATION_CHANGED'],
    [403, undefined, 'errors.ACCESS_REVOKED'],
    [203, undefined, 'errors.INFORMATION_CHANGED'],
  ])(
    '%i stores the message, sets the one-time flag, clears access and goes to /forcelogout',
    async (status, body, message) => {
      const { http, leaveTo } = client(fakeServer(() => json(status, body)).fetch);
      await expect(http('/api/users')).rejects.toMatchObject({ status });
      expect(session.getLogoutMessage()).toBe(message);
      expect(session.isForcedLogout()).toBe(true);
      expect(session.getAccessToken()).toBeNull();
      expect(leaveTo).toHaveBeenCalledWith('/forcelogout');
    },
  );

  it('also happens when the refresh itself is refused with 403', async () => {
    const server = fakeServer((path) =>
      path.endsWith('/RefreshToken') ? json(403, { message: 'errors.ACCESS_REVOKED' }) : json(401, {}),
    );
    const { http, leaveTo } = client(server.fetch);
    await expect(http('/api/users')).rejects.toMatchObject({ status: 403 });
    expect(leaveTo).toHaveBeenCalledWith('/forcelogout');
  });
});

describe('error answers', () => {
  it('420: the body message translated with its parameters', async () => {
    const { http } = client(fakeServer(() => json(420, { message: 'errors.LOGIN_FAILED', params: { n: 2 } })).fetch);
    await expect(http('/api/Identity/Authenticate')).rejects.toMatchObject({
      status: 420,
      message: 'T(errors.LOGIN_FAILED,{"n":2})',
    });
  });

  it('420: amounts in cents are said in dollars', async () => {
    const { http } = client(
      fakeServer(() => json(420, { message: 'errors.AMOUNT_ABOVE_PAYOFF', params: { max: 123_456 } })).fetch,
    );
    await expect(http('/api/loans/1/rebates')).rejects.toMatchObject({
      status: 420,
      message: expect.stringMatching(/^T\(errors\.AMOUNT_ABOVE_PAYOFF,\{"max":"(\$1,234\.56|1\s?234,56\s\$)"\}\)$/u),
    });
  });

  it('500 and above: the translated unexpected error', async () => {
    const { http } = client(fakeServer(() => json(502, { message: 'boom' })).fetch);
    await expect(http('/api/users')).rejects.toMatchObject({ status: 502, message: 'T(errors.UNEXPECTED_ERROR)' });
  });

  it('400 keeps the field errors for the form', async () => {
    const body = { message: 'errors.VALIDATION_ERROR', errors: { email: 'validation.email' } };
    const { http } = client(fakeServer(() => json(400, body)).fetch);
    await expect(http('/api/users', { method: 'POST', body: '{}' })).rejects.toMatchObject({ status: 400, body });
  });

  it('a network failure: a translated message, while a cancellation stays one', async () => {
    const offline = client(
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
    );
    await expect(offline.http('/api/users')).rejects.toMatchObject({ status: 0, message: 'T(errors.NETWORK_ERROR)' });
    const abort = new DOMException('aborted', 'AbortError');
    const cancelled = client(vi.fn(async () => Promise.reject(abort)) as unknown as typeof fetch);
    await expect(cancelled.http('/api/users')).rejects.toBe(abort);
  });

  it('other statuses: the body message', async () => {
    const { http } = client(fakeServer(() => json(409, { message: 'errors.STALE_VERSION' })).fetch);
    await expect(http('/api/users/1', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 409,
      message: 'errors.STALE_VERSION',
    });
  });
});
