// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { createAuthProvider } from './authProvider';
import type { HttpClient } from './httpClient';
import { session } from './session';
import { fakeToken } from './testTokens';

const agentToken = fakeToken({
  sub: '3',
  email: 'agent@demo.ca',
  name: 'Alex Agent',
  role: ['user'],
  Abilities: JSON.stringify([
    { Action: 'view', Subject: 'request' },
    { Action: 'update', Subject: 'request' },
  ]),
});

function provider(json: unknown = { model: { token: agentToken, refreshToken: null, expiresIn: 900 } }) {
  const http = vi.fn<HttpClient>(async () => ({ status: 200, headers: new Headers(), body: '', json }));
  return { http, auth: createAuthProvider(http) };
}

const ask = (action: string, resource: string) =>
  ({ action, resource }) as QueryFunctionContext & { action: string; resource: string };

beforeEach(() => localStorage.clear());

describe('authProvider', () => {
  it('authenticates with the cookie transport and stores the session', async () => {
    const { http, auth } = provider();
    await auth.login({ username: ' agent@demo.ca ', password: 'pw' });
    const [url, options] = http.mock.calls[0];
    expect(url).toBe('/api/Identity/Authenticate');
    expect(new Headers(options?.headers).get('X-Token-Transport')).toBe('cookie');
    expect(JSON.parse(String(options?.body))).toEqual({ UserName: 'agent@demo.ca', Password: 'pw' });
    expect(session.getAccessToken()).toBe(agentToken);
    expect(session.getRefreshToken()).toBe('httponly-cookie');
    expect(session.getDisplayName()).toBe('Alex Agent');
    expect(session.getExpiresAt()).toBeGreaterThan(Date.now());
  });

  it('reads identity and roles from the token', async () => {
    const { auth } = provider();
    await auth.login({ username: 'agent@demo.ca', password: 'pw' });
    expect(await auth.getIdentity?.()).toEqual({
      id: '3',
      fullName: 'Alex Agent',
      email: 'agent@demo.ca',
      roles: ['user'],
    });
    expect(await auth.getPermissions?.({})).toEqual(['user']);
  });

  it('answers canAccess from the abilities, mapping react-admin verbs and resources', async () => {
    const { auth } = provider();
    await auth.login({ username: 'agent@demo.ca', password: 'pw' });
    expect(await auth.canAccess?.(ask('list', 'requests'))).toBe(true);
    expect(await auth.canAccess?.(ask('edit', 'requests'))).toBe(true);
    expect(await auth.canAccess?.(ask('create', 'requests'))).toBe(false);
    expect(await auth.canAccess?.(ask('list', 'users'))).toBe(false);
    expect(await auth.canAccess?.(ask('list', 'outbox'))).toBe(false);
    expect(await auth.canAccess?.(ask('list', 'unknown-resource'))).toBe(false);
  });

  it('refuses checkAuth without a token and clears the session on logout', async () => {
    const { http, auth } = provider();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    await auth.login({ username: 'agent@demo.ca', password: 'pw' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await auth.logout({});
    expect(http.mock.calls[1]).toEqual(['/api/Identity/Logout', { method: 'POST', body: '{}' }]);
    expect(session.getAccessToken()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
  });
});
