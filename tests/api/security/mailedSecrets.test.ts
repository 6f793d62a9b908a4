import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_SECRET } from '../../../server/features/outbox/mail';
import { lastMailTo, createTestAppWithSmtp, type LoopbackSmtp } from '../../support/smtpServer';
import type { TestApp } from '../../support/testApp';

let smtp: LoopbackSmtp;
let t: TestApp;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithSmtp());
});
afterAll(() => t.close());

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/Identity/ForgotPassword/${encodeURIComponent(email)}`, headers });

describe('links in emails', () => {
  it('lead to the configured address whatever Host header the request forged', async () => {
    expect((await forgot('agent@demo.ca', { host: 'evil.example' })).json()).toEqual({ status: 'Success' });
    const mail = lastMailTo(smtp, 'agent@demo.ca')!;
    expect(mail.text).toMatch(/http:\/\/localhost:5000\/pages\/auth\/reset-password\?token=[\w-]{43}/);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });
});

describe('the outbox', () => {
  it("is refused to staff, who could otherwise read an administrator's reset link", async () => {
    const { token: staff } = await t.login('staff@demo.ca');
    const response = await t.call({ method: 'GET', url: '/api/outbox', token: staff });
    expect(response.statusCode).toBe(420);
  });

  it('shows administrators the reset mail with its token masked, while the user received it whole', async () => {
    const { token: admin } = await t.login('admin@demo.ca');
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { email: 'second.admin@demo.ca', displayName: 'Second Admin', roles: ['admin'] },
    });
    expect(created.statusCode).toBe(201);
    await forgot('second.admin@demo.ca');
    const delivered = /token=([\w-]{43})/.exec(lastMailTo(smtp, 'second.admin@demo.ca')!.text)![1];
    const [kept] = (
      await t.call({
        method: 'GET',
        url: `/api/outbox?filter=${encodeURIComponent(JSON.stringify({ to: 'second.admin@demo.ca' }))}`,
        token: admin,
      })
    ).json();
    const shown = (await t.call({ method: 'GET', url: `/api/outbox/${kept.id}`, token: admin })).json();
    expect(shown.text).toContain(`token=${MASKED_SECRET}`);
    expect(JSON.stringify(shown)).not.toContain(delivered);
  });

  it('is taken from every user but administrators already in the database, whose tokens then end', async () => {
    const { sql } = t.ctx.database;
    const withOutbox = '[{"Action":"view","Subject":"customer"},{"Action":"view","Subject":"outbox"}]';
    const [staff] = await sql<
      { id: number }[]
    >`insert into users (email, password_hash, roles, permissions) values ('old.staff@demo.ca', 'x', '{staff}', ${withOutbox}::jsonb) returning id`;
    const [admin] = await sql<
      { id: number }[]
    >`insert into users (email, password_hash, roles, permissions) values ('old.admin@demo.ca', 'x', '{admin}', ${withOutbox}::jsonb) returning id`;
    await sql.unsafe(readFileSync('server/db/migrations/0007_staff_outbox_withdrawn.sql', 'utf8'));
    const rows = await sql<
      { id: number; permissions: unknown; access_version: number }[]
    >`select id, permissions, access_version from users where id in (${staff.id}, ${admin.id})`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(staff.id)).toMatchObject({
      permissions: [{ Action: 'view', Subject: 'customer' }],
      access_version: 2,
    });
    expect(byId.get(admin.id)).toMatchObject({ permissions: JSON.parse(withOutbox), access_version: 1 });
  });
});
