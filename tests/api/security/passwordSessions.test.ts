import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, refreshCookieOf, refreshWith } from '../../support/browserSessions';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(() => t.close());

const userIdOf = async (email: string) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
      token: admin,
    })
  ).json()[0].id as number;

describe("the ADMIN account's password", () => {
  it('cannot be set or emailed by another administrator', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { email: 'adjoint@demo.ca', displayName: 'Adjoint', roles: ['admin'] },
    });
    const adjointId = created.json().id;
    await t.call({
      method: 'POST',
      url: `/api/users/${adjointId}/password`,
      token: admin,
      payload: { password: 'Adjoint-mdp-2026' },
    });
    const { token: adjoint } = await t.login('adjoint@demo.ca', 'Adjoint-mdp-2026');
    const systemAdminId = await userIdOf('admin@demo.ca');

    const set = await t.call({
      method: 'POST',
      url: `/api/users/${systemAdminId}/password`,
      token: adjoint,
      payload: { password: 'Prise-de-controle-1' },
    });
    expect(set.statusCode).toBe(420);
    expect(set.json().message).toBe('errors.CANNOT_CHANGE_SYSTEM_ADMIN');
    const sent = await t.call({ method: 'POST', url: `/api/users/${systemAdminId}/send-new-password`, token: adjoint });
    expect(sent.statusCode).toBe(420);
    expect(sent.json().message).toBe('errors.CANNOT_CHANGE_SYSTEM_ADMIN');
    expect((await t.login('admin@demo.ca')).token).toBeTruthy();
  });
});

describe('sessions after a password change', () => {
  it("end at once when an administrator sets the user's password: the old access token is out of date, the refresh token revoked", async () => {
    const session = await browserSession(t, 'staff@demo.ca', 'Guichet-demo-2026');
    expect((await t.call({ method: 'GET', url: '/api/Identity/Me', token: session.token })).statusCode).toBe(200);
    const staffId = await userIdOf('staff@demo.ca');
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/users/${staffId}/password`,
          token: admin,
          payload: { password: 'Nouveau-staff-2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/Identity/Me', token: session.token })).statusCode).toBe(203);
    expect((await refreshWith(t, session.cookie)).statusCode).toBe(401);
  });

  it('end everywhere but where the user changed their own password', async () => {
    const here = await browserSession(t, 'agent@demo.ca', 'Guichet-demo-2026');
    const elsewhere = await browserSession(t, 'agent@demo.ca', 'Guichet-demo-2026');
    const changed = await t.call({
      method: 'POST',
      url: '/api/Identity/ChangePasswordV2',
      token: here.token,
      headers: { cookie: here.cookie },
      payload: { password: 'Changé-moi-même-2026' },
    });
    expect(changed.json()).toEqual({ status: 'Success' });
    expect((await refreshWith(t, elsewhere.cookie)).statusCode).toBe(401);
    const kept = await refreshWith(t, here.cookie);
    expect(kept.statusCode).toBe(200);
    expect((await refreshWith(t, refreshCookieOf(kept))).statusCode).toBe(200);
  });
});
