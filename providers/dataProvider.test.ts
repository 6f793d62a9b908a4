// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import type { HttpClient } from './httpClient';

function recordingHttp(json: unknown = { status: 'Success' }) {
  const http = vi.fn<HttpClient>(async () => ({ status: 200, headers: new Headers(), body: '', json }));
  return { http, dataProvider: createDataProvider(http) };
}

const bodyOf = (call: Parameters<HttpClient>) => JSON.parse(String(call[1]?.body));

describe('dataProvider', () => {
  it('sends only the keys the users route accepts on update', async () => {
    const { http, dataProvider } = recordingHttp({ id: 3 });
    const record = { id: 3, email: 'a@b.ca', displayName: 'A', roles: ['user'], enabled: false, version: 4, createdAt: 'x', isSystemAdmin: false };
    await dataProvider.update('users', { id: 3, data: record, previousData: record });
    const [url, options] = http.mock.calls[0];
    expect(url).toBe('/api/users/3');
    expect(options?.method).toBe('PUT');
    expect(bodyOf(http.mock.calls[0])).toEqual({ displayName: 'A', roles: ['user'], enabled: false, version: 4 });
  });

  it('sends only the keys the users route accepts on create', async () => {
    const { http, dataProvider } = recordingHttp({ id: 9 });
    await dataProvider.create('users', { data: { email: 'n@b.ca', roles: ['staff'], passwordConfirm: 'x' } });
    expect(bodyOf(http.mock.calls[0])).toEqual({ email: 'n@b.ca', roles: ['staff'] });
  });

  it('calls the identity and user actions on their paths', async () => {
    const { http, dataProvider } = recordingHttp();
    await dataProvider.changePassword('new-password');
    await dataProvider.setUserPassword(5, 'another-one');
    await dataProvider.sendNewPassword(5);
    await dataProvider.forgotPassword(' someone@demo.ca ');
    await dataProvider.resetPassword('tok', 'secret-123');
    expect(http.mock.calls.map(([url, options]) => [url, options?.method, options?.body])).toEqual([
      ['/api/Identity/ChangePasswordV2', 'POST', '{"password":"new-password"}'],
      ['/api/users/5/password', 'POST', '{"password":"another-one"}'],
      ['/api/users/5/send-new-password', 'POST', undefined],
      ['/api/Identity/ForgotPassword/someone%40demo.ca', 'POST', undefined],
      ['/api/Identity/ResetPassword', 'POST', '{"token":"tok","password":"secret-123"}'],
    ]);
  });
});
