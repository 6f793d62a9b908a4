import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createApiKey, deactivateApiKey } from '../support/apiKeys';
import { q } from '../support/customers';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(async () => t.close());

const list = (query = '', token = admin) => t.call({ method: 'GET', url: `/api/api-keys?${query}`, token });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('creating a key', () => {
  it('answers the value once, then only its prefix is ever shown', async () => {
    const created = await createApiKey(t, admin, '  Site web principal  ');
    expect(created).toMatchObject({
      name: 'Site web principal',
      status: 'ACTIVE',
      lastUsedAt: null,
      deactivatedAt: null,
      createdByName: expect.any(String),
    });
    expect(created.value).toMatch(/^gk_live_[0-9A-Za-z]{32}$/);
    expect(created.prefix).toBe(created.value.slice(0, 14));

    const one = await t.call({ method: 'GET', url: `/api/api-keys/${created.id}`, token: admin });
    expect(one.statusCode).toBe(200);
    const { value: _value, ...withoutValue } = created;
    expect(one.json()).toEqual(withoutValue);
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.value);
    expect(listed.body).not.toContain(created.value.slice(14));
    expect(listed.json().find((k: { id: number }) => k.id === created.id)).toEqual(withoutValue);
  });

  it('keeps the SHA-256 of the value in the database, never the value', async () => {
    const created = await createApiKey(t, admin, 'Stored hashed');
    const [row] = await t.ctx.database.sql<
      { key_hash: string; prefix: string }[]
    >`select key_hash, prefix from api_keys where id = ${created.id}`;
    expect(row.key_hash).toBe(sha256(created.value));
    const everything = await t.ctx.database.sql`select * from api_keys where id = ${created.id}`;
    expect(JSON.stringify(everything)).not.toContain(created.value);
    const audited = await t.ctx.database
      .sql`select before, after from audit_log where entity = 'api_key' and entity_id = ${String(created.id)}`;
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited)).not.toContain(created.value.slice(14));
  });

  it.each([
    ['the same name', 'Partenaire A'],
    ['the same name in other capitals and spaces', ' partenaire a '],
  ])("refuses %s with the spec's message on the name field", async (_, name) => {
    await t.call({ method: 'POST', url: '/api/api-keys', token: admin, payload: { name: 'Partenaire A' } });
    const response = await t.call({ method: 'POST', url: '/api/api-keys', token: admin, payload: { name } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'errors.VALIDATION_ERROR',
      errors: { name: 'errors.API_KEY_NAME_TAKEN' },
    });
    const [{ n }] = await t.ctx.database.sql<
      { n: number }[]
    >`select count(*)::int as n from api_keys where lower(name) = 'partenaire a'`;
    expect(n).toBe(1);
  });

  it('lets one of two simultaneous creations of a name win; the other gets the same field error', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call({ method: 'POST', url: '/api/api-keys', token: admin, payload: { name: 'Course' } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    for (const lost of answers.filter((a) => a.statusCode === 400))
      expect(lost.json().errors).toEqual({ name: 'errors.API_KEY_NAME_TAKEN' });
  });

  it.each([
    ['no name', {}, { name: 'validation.required' }],
    ['a blank name', { name: '   ' }, { name: 'validation.required' }],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, { name: 'validation.tooLong' }],
    ['a control character', { name: 'a\u0007b' }, { name: 'validation.invalid' }],
    [
      'a value chosen by the caller',
      { name: 'Mine', value: 'gk_live_' + 'a'.repeat(32) },
      { value: 'validation.unknownField' },
    ],
    ['a status', { name: 'Mine', status: 'INACTIVE' }, { status: 'validation.unknownField' }],
  ])('refuses %s', async (_, payload, errors) => {
    const response = await t.call({ method: 'POST', url: '/api/api-keys', token: admin, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });
});

describe('the list', () => {
  it('pages with Content-Range, sorts and filters on status and a piece of the name', async () => {
    const first = await createApiKey(t, admin, 'Filtre un');
    await createApiKey(t, admin, 'Filtre deux');
    await deactivateApiKey(t, admin, first.id);

    const page = await list(`range=${q([0, 0])}&sort=${q(['name', 'ASC'])}`);
    expect(page.headers['content-range']).toMatch(/^api-keys 0-0\/\d+$/);
    expect(page.json()).toHaveLength(1);

    const filtered = await list(`filter=${q({ q: 'filtre' })}&sort=${q(['name', 'ASC'])}`);
    expect(filtered.json().map((k: { name: string }) => k.name)).toEqual(['Filtre deux', 'Filtre un']);
    const inactive = await list(`filter=${q({ q: 'filtre', status: 'INACTIVE' })}`);
    expect(inactive.json().map((k: { name: string }) => k.name)).toEqual(['Filtre un']);
    expect(inactive.headers['content-range']).toBe('api-keys 0-0/1');
  });

  it('refuses an unknown filter or sort', async () => {
    expect((await list(`filter=${q({ keyHash: 'x' })}`)).statusCode).toBe(400);
    expect((await list(`sort=${q(['keyHash', 'ASC'])}`)).statusCode).toBe(400);
  });
});

describe('deactivating a key', () => {
  it('is permanent: a second deactivation is refused and nothing reactivates it', async () => {
    const created = await createApiKey(t, admin, 'Ancien site');
    const done = await deactivateApiKey(t, admin, created.id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id: created.id,
      status: 'INACTIVE',
      deactivatedAt: expect.any(String),
      deactivatedBy: expect.any(Number),
    });

    const again = await deactivateApiKey(t, admin, created.id);
    expect(again.statusCode).toBe(420);
    expect(again.json()).toMatchObject({ message: 'errors.API_KEY_ALREADY_INACTIVE', params: { name: 'Ancien site' } });
    for (const attempt of [
      { method: 'PUT' as const, url: `/api/api-keys/${created.id}`, payload: { status: 'ACTIVE' } },
      { method: 'POST' as const, url: `/api/api-keys/${created.id}/activate` },
      { method: 'DELETE' as const, url: `/api/api-keys/${created.id}` },
    ]) {
      expect((await t.call({ ...attempt, token: admin })).statusCode).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: `/api/api-keys/${created.id}`, token: admin })).json().status).toBe(
      'INACTIVE',
    );
    const actions = await t.ctx.database.sql<
      { action: string }[]
    >`select action from audit_log where entity = 'api_key' and entity_id = ${String(created.id)} order by id`;
    expect(actions.map((a) => a.action)).toEqual(['api_key.created', 'api_key.deactivated']);
  });

  it('answers 404 for a key that does not exist', async () => {
    expect((await deactivateApiKey(t, admin, 999_999)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/api-keys/999999', token: admin })).statusCode).toBe(404);
  });
});

describe('who may manage keys', () => {
  it.each(['staff@demo.ca', 'agent@demo.ca', 'norole@demo.ca'])(
    'refuses %s every call (api_key manage is for administrators)',
    async (email) => {
      const token = (await t.login(email)).token;
      const someKey = await createApiKey(t, admin, `Pour ${email}`);
      const calls = [
        t.call({ method: 'GET', url: '/api/api-keys', token }),
        t.call({ method: 'GET', url: `/api/api-keys/${someKey.id}`, token }),
        t.call({ method: 'POST', url: '/api/api-keys', token, payload: { name: `Par ${email}` } }),
        deactivateApiKey(t, token, someKey.id),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(420);
        expect(response.json().message).toBe('errors.FORBIDDEN');
      }
      expect((await t.call({ method: 'GET', url: `/api/api-keys/${someKey.id}`, token: admin })).json().status).toBe(
        'ACTIVE',
      );
    },
  );

  it('refuses a caller without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/api-keys' })).statusCode).toBe(401);
  });
});
