import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type CustomerReply } from '../../support/customers';
import { createTestApp, type TestApp } from '../../support/testApp';

const SIN = '046454286';
const NEW_SIN = '130692544';

let t: TestApp;
let tokens: Record<'agent' | 'staff' | 'admin', string>;
let customer: CustomerReply;
beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    agent: (await t.login('agent@demo.ca')).token,
    staff: (await t.login('staff@demo.ca')).token,
    admin: (await t.login('admin@demo.ca')).token,
  };
  customer = await createCustomer(t, tokens.agent, { sin: '046 454 286' });
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const reveal = (token: string, id = customer.id) =>
  t.call({ method: 'POST', url: `/api/customers/${id}/sin-reveal`, token });

/** Every agent sees a customer's last three SIN digits; the whole number only on an audited reveal. */
describe('the social insurance number on the wire', () => {
  it.each(['agent', 'staff', 'admin'] as const)(
    'is masked for %s in the customer, the list, getMany and the duplicates',
    async (role) => {
      const token = tokens[role];
      const answers = [
        await get(`/api/customers/${customer.id}`, token),
        await get(`/api/customers?filter=${encodeURIComponent(JSON.stringify({ id: [customer.id] }))}`, token),
        await get('/api/customers?range=[0,499]', token),
        await get(`/api/customers/${customer.id}/duplicates`, token),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain(SIN);
      }
      expect(answers[0].json()).toMatchObject({ sinMasked: '*** *** 286' });
      expect(answers[0].json()).not.toHaveProperty('sin');
    },
  );

  it('is masked in the answers to a creation and an edit', async () => {
    expect(JSON.stringify(customer)).not.toContain(SIN);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      token: tokens.agent,
      payload: { city: 'Laval', version: customer.version },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ city: 'Laval', sinMasked: '*** *** 286' });
    customer = edited.json();
  });

  it('stays on file when an edit leaves it out, as the form does when its input is left empty', async () => {
    expect((await reveal(tokens.admin)).json()).toEqual({ sin: SIN });
  });

  it('is masked on both sides of the History, where a change of it still shows', async () => {
    const changed = await t.call({
      method: 'PUT',
      url: `/api/customers/${customer.id}`,
      token: tokens.agent,
      payload: { sin: '130 692 544', version: customer.version },
    });
    expect(changed.statusCode).toBe(200);
    customer = changed.json();
    for (const url of [
      `/api/customers/${customer.id}/history`,
      `/api/audit-logs?filter=${encodeURIComponent(JSON.stringify({ entity: 'customer', entityId: customer.id }))}`,
    ]) {
      const history = await get(url, tokens.admin);
      expect(history.statusCode).toBe(200);
      expect(history.body).not.toContain(SIN);
      expect(history.body).not.toContain(NEW_SIN);
      const update = history
        .json()
        .find(
          (entry: { before: { sin?: string } | null; after: { sin?: string } | null }) =>
            entry.before?.sin === '*** *** 286',
        );
      expect(update.after.sin).toBe('*** *** 544');
    }
  });
});

describe('revealing the whole number', () => {
  it('is refused to an agent (role user), and leaves no trace', async () => {
    const refused = await reveal(tokens.agent);
    expect(refused.statusCode).toBe(420);
    expect(refused.json().message).toBe('errors.FORBIDDEN');
  });

  it.each(['staff', 'admin'] as const)("is allowed to %s and kept in the customer's History", async (role) => {
    const before = (await get(`/api/customers/${customer.id}/history`, tokens.admin)).json().length;
    expect((await reveal(tokens[role])).json()).toEqual({ sin: NEW_SIN });
    const history = (await get(`/api/customers/${customer.id}/history`, tokens.admin)).json();
    expect(history).toHaveLength(before + 1);
    expect(history[0]).toMatchObject({ action: 'customer.sin-revealed', actorEmail: `${role}@demo.ca` });
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await reveal(tokens.admin, 999_999)).statusCode).toBe(404);
  });

  it('is granted to administrators and staff already in the database, not to agents', async () => {
    const { sql } = t.ctx.database;
    const before = '[{"Action":"view","Subject":"customer"}]';
    const inserted = await sql<{ id: number; roles: string[] }[]>`
      insert into users (email, password_hash, roles, permissions) values
        ('vieux.staff@demo.ca', 'x', '{staff}', ${before}::jsonb), ('vieil.agent@demo.ca', 'x', '{user}', ${before}::jsonb)
      returning id, roles`;
    await sql.unsafe(readFileSync('server/db/migrations/0008_customer_sin_permission.sql', 'utf8'));
    const rows = await sql<
      { id: number; permissions: { Subject: string }[] }[]
    >`select id, permissions from users where id in ${sql(inserted.map((row) => row.id))}`;
    const subjects = new Map(rows.map((row) => [row.id, row.permissions.map((p) => p.Subject)]));
    expect(subjects.get(inserted[0].id)).toEqual(['customer', 'customer_sin']);
    expect(subjects.get(inserted[1].id)).toEqual(['customer']);
  });
});
