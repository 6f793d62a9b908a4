import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { presetFor } from '../../domain/permissions';
import { MASKED_SECRET } from '../../server/features/outbox/mail';
import { lastMailTo, createTestAppWithSmtp, type LoopbackSmtp } from '../support/smtpServer';
import { decodeJwtPayload, type TestApp } from '../support/testApp';

let smtp: LoopbackSmtp;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithSmtp());
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(() => t.close());

const list = (query: string, token = admin) => t.call({ method: 'GET', url: `/api/users?${query}`, token });
const create = (payload: object, token = admin) => t.call({ method: 'POST', url: '/api/users', token, payload });
const update = (id: number, payload: object, token = admin) =>
  t.call({ method: 'PUT', url: `/api/users/${id}`, token, payload });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function newUser(email: string, roles = ['user']) {
  const response = await create({ email, displayName: 'Jean Tremblay', roles });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; version: number; generatedPassword: string; email: string };
}

describe('listing users', () => {
  it('pages and counts as ra-data-simple-rest expects', async () => {
    const response = await list(`range=${q([0, 1])}&sort=${q(['email', 'ASC'])}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
    expect(response.headers['content-range']).toMatch(/^users 0-1\/1[0-9]$/);
    expect(response.json()[0]).not.toHaveProperty('passwordHash');
  });

  it('searches by email or name, filters by role, and answers getMany by id', async () => {
    // The whole name: the twelve generated colleagues' names are random, and one may be an Olivia too.
    const byName = (await list(`filter=${q({ q: 'olivia roy' })}`)).json();
    expect(byName.map((u: { email: string }) => u.email)).toEqual(['agent@demo.ca']);
    const byFirstName = (await list(`filter=${q({ q: 'olivia' })}`)).json();
    expect(byFirstName.map((u: { email: string }) => u.email)).toContain('agent@demo.ca');
    expect(byFirstName.every((u: { displayName: string }) => /olivia/i.test(u.displayName))).toBe(true);
    const staff = (await list(`filter=${q({ role: 'staff' })}&range=${q([0, 99])}`)).json();
    expect(staff.length).toBeGreaterThan(1);
    expect(staff.every((u: { roles: string[] }) => u.roles.includes('staff'))).toBe(true);
    const ids = staff.slice(0, 2).map((u: { id: number }) => u.id);
    expect(
      (await list(`filter=${q({ id: ids })}`))
        .json()
        .map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('refuses filters, sorts and ranges the resource does not allow', async () => {
    for (const query of [
      `filter=${q({ passwordHash: 'x' })}`,
      `sort=${q(['passwordHash', 'ASC'])}`,
      `range=${q([5, 1])}`,
      'filter={oops',
      `sort=${q(['email', 'SIDEWAYS'])}`,
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('errors.VALIDATION_ERROR');
    }
  });

  it('is closed to users without the user-management ability', async () => {
    for (const email of ['agent@demo.ca', 'staff@demo.ca', 'norole@demo.ca']) {
      const { token } = await t.login(email);
      const response = await list('', token);
      expect(response.statusCode).toBe(420);
      expect(response.json().message).toBe('errors.FORBIDDEN');
      expect((await create({ email: 'x@demo.ca', roles: [] }, token)).statusCode).toBe(420);
    }
  });
});

describe('creating users', () => {
  it("generates a password shown once, which signs in, with the role's default permissions", async () => {
    const user = await newUser('nouvel.agent@demo.ca');
    expect(user.generatedPassword).toHaveLength(16);
    const { token } = await t.login('nouvel.agent@demo.ca', user.generatedPassword);
    expect(JSON.parse(String(decodeJwtPayload(token).Abilities))).toEqual(presetFor(['user']));
    expect((await t.call({ method: 'GET', url: `/api/users/${user.id}`, token: admin })).json()).not.toHaveProperty(
      'generatedPassword',
    );
  });

  it('refuses a duplicate, a bad email, an unknown role or permission, and changes nothing', async () => {
    await newUser('double@demo.ca');
    const duplicate = await create({ email: 'DOUBLE@demo.ca', roles: [] });
    expect(duplicate.statusCode).toBe(420);
    expect(duplicate.json().message).toBe('errors.USER_ALREADY_EXISTS');
    const bad = await create({
      email: 'pas-un-courriel',
      roles: ['boss'],
      permissions: [{ Action: 'fly', Subject: 'user' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: 'validation.email',
      'roles.0': 'validation.unknownRole',
      'permissions.0': 'validation.unknownPermission',
    });
    expect((await create({ roles: [] })).json().errors).toEqual({ email: 'validation.required' });
    const [{ count }] = await t.ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from users where email in ('double@demo.ca', 'pas-un-courriel')`,
    );
    expect(count).toBe(1);
  });
});

describe('editing users', () => {
  it('forces the user out with 203 when their permissions change, and refuses stale versions', async () => {
    const user = await newUser('change.droits@demo.ca');
    const session = await t.login(user.email, user.generatedPassword);
    const withoutLoans = presetFor(['user']).filter((p) => p.Subject !== 'loan');
    const saved = await update(user.id, { permissions: withoutLoans, version: user.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(user.version + 1);

    const ping = await t.call({ method: 'GET', url: '/api/Identity/Ping', token: session.token });
    expect(ping.statusCode).toBe(203);
    expect(ping.json()).toEqual({ message: 'errors.INFORMATION_CHANGED' });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/Identity/RefreshToken',
          payload: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(401);

    const stale = await update(user.id, { displayName: 'Autre', version: user.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.STALE_VERSION');

    const fresh = await t.login(user.email, user.generatedPassword);
    expect(JSON.parse(String(decodeJwtPayload(fresh.token).Abilities))).toEqual(withoutLoans);
  });

  it('answers 203 at refresh too when the role changed after sign-in', async () => {
    const user = await newUser('change.role@demo.ca');
    const session = await t.login(user.email, user.generatedPassword);
    // A role change made while the refresh token is valid: the refresh must not hand out the old rights.
    await t.ctx.database.db.execute(sql`update users set access_version = access_version + 1 where id = ${user.id}`);
    const refreshed = await t.call({
      method: 'POST',
      url: '/api/Identity/RefreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(203);
  });

  it('signs a disabled or deleted user out with 403', async () => {
    const disabled = await newUser('desactive@demo.ca');
    const disabledSession = await t.login(disabled.email, disabled.generatedPassword);
    expect((await update(disabled.id, { enabled: false, version: disabled.version })).statusCode).toBe(200);
    const revoked = await t.call({ method: 'GET', url: '/api/Identity/Ping', token: disabledSession.token });
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toEqual({ message: 'errors.ACCESS_REVOKED' });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/Identity/RefreshToken',
          payload: { refreshToken: disabledSession.refreshToken },
        })
      ).statusCode,
    ).toBe(401);

    const deleted = await newUser('supprime@demo.ca');
    const deletedSession = await t.login(deleted.email, deleted.generatedPassword);
    const removal = await t.call({ method: 'DELETE', url: `/api/users/${deleted.id}`, token: admin });
    expect(removal.json()).toMatchObject({ id: deleted.id, email: deleted.email });
    expect((await t.call({ method: 'GET', url: '/api/Identity/Ping', token: deletedSession.token })).statusCode).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url: `/api/users/${deleted.id}`, token: admin })).statusCode).toBe(404);
  });

  it('protects the administrator from locking themselves out and the ADMIN account from removal', async () => {
    const me = (
      await t.call({ method: 'GET', url: `/api/users?filter=${q({ q: 'admin@demo.ca' })}`, token: admin })
    ).json()[0];
    expect((await update(me.id, { enabled: false, version: me.version })).json().message).toBe(
      'errors.CANNOT_CHANGE_SELF',
    );
    expect((await t.call({ method: 'DELETE', url: `/api/users/${me.id}`, token: admin })).json().message).toBe(
      'errors.CANNOT_CHANGE_SELF',
    );
  });

  it('refuses unknown fields and a missing version', async () => {
    const user = await newUser('champs@demo.ca');
    const response = await update(user.id, { email: 'autre@demo.ca', version: user.version });
    expect(response.json().errors).toEqual({ email: 'validation.unknownField' });
    expect((await update(user.id, { displayName: 'X' })).json().errors).toEqual({ version: 'validation.required' });
  });
});

describe('passwords set by an administrator', () => {
  it('sets a password, or sends a new one by email', async () => {
    const user = await newUser('mdp@demo.ca');
    const set = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/password`,
      token: admin,
      payload: { password: 'Fixé-par-admin-1' },
    });
    expect(set.json()).toEqual({ status: 'Success' });
    expect((await t.login(user.email, 'Fixé-par-admin-1')).token).toBeTruthy();
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/users/${user.id}/password`,
          token: admin,
          payload: { password: 'court' },
        })
      ).statusCode,
    ).toBe(400);

    const sent = await t.call({ method: 'POST', url: `/api/users/${user.id}/send-new-password`, token: admin });
    expect(sent.json()).toEqual({ status: 'Success' });
    const mail = lastMailTo(smtp, user.email)!;
    expect(mail.subject).toBe('Votre nouveau mot de passe Guichet');
    const password = /: (\S+)\n/.exec(mail.text)?.[1] ?? '';
    expect((await t.login(user.email, password)).token).toBeTruthy();
    const outbox = (
      await t.call({ method: 'GET', url: `/api/outbox?filter=${q({ to: user.email })}`, token: admin })
    ).json();
    expect(outbox[0].text).toContain(`: ${MASKED_SECRET}\n`);
    expect(outbox[0].text).not.toContain(password);
  });
});

describe('audit trail', () => {
  it('records every change with who, before and after', async () => {
    const user = await newUser('audit@demo.ca');
    await update(user.id, { displayName: 'Nom changé', version: user.version });
    const logs = (
      await t.call({
        method: 'GET',
        url: `/api/audit-logs?filter=${q({ entity: 'user', entityId: user.id })}`,
        token: admin,
      })
    ).json();
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['user.updated', 'user.created']);
    expect(logs[0]).toMatchObject({
      actorEmail: 'admin@demo.ca',
      before: { displayName: 'Jean Tremblay' },
      after: { displayName: 'Nom changé' },
    });
  });

  it('and the outbox are for administrators only', async () => {
    const { token } = await t.login('agent@demo.ca');
    expect((await t.call({ method: 'GET', url: '/api/audit-logs', token })).statusCode).toBe(420);
    expect((await t.call({ method: 'GET', url: '/api/outbox', token })).statusCode).toBe(420);
  });
});
