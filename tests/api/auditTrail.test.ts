import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../support/customers';
import { createTestApp, type TestApp } from '../support/testApp';

/** Issue 35: the audit report, and the trail made tamper-evident. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(async () => t.close());

const verify = async () => {
  const response = await t.call({ method: 'POST', url: '/api/audit/verify', token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const db = () => t.ctx.database.db;

describe('the audit report', () => {
  it('lists every SIN revealed, filtered by action, as CSV too; only those who manage the controls read it', async () => {
    const customer = await createCustomer(t, admin, { sin: '046454286' });
    const revealed = await t.call({ method: 'POST', url: `/api/customers/${customer.id}/sin-reveal`, token: admin });
    expect(revealed.statusCode, revealed.body).toBe(200);

    const filter = encodeURIComponent(JSON.stringify({ action: 'customer.sin-revealed' }));
    const listed = await t.call({ method: 'GET', url: `/api/audit?filter=${filter}`, token: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        action: 'customer.sin-revealed',
        entityId: String(customer.id),
        actorEmail: 'admin@demo.ca',
      }),
    );
    expect(listed.json().every((entry: { action: string }) => entry.action === 'customer.sin-revealed')).toBe(true);

    const csv = await t.call({ method: 'GET', url: `/api/audit/export?filter=${filter}&language=en`, token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date and time,By,Action,Record,Record no.,Before,After');
    expect(lines.some((line) => line.includes('customer.sin-revealed') && line.includes(String(customer.id)))).toBe(
      true,
    );
    const [exported] = await db().execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where action = 'audit.exported'`,
    );
    expect(exported.count).toBe(1);

    const staff = (await t.login('staff@demo.ca')).token;
    expect((await t.call({ method: 'GET', url: '/api/audit', token: staff })).statusCode).toBe(420);
    expect((await t.call({ method: 'POST', url: '/api/audit/verify', token: staff })).statusCode).toBe(420);
    const bad = encodeURIComponent(JSON.stringify({ from: 'yesterday' }));
    expect((await t.call({ method: 'GET', url: `/api/audit?filter=${bad}`, token: admin })).statusCode).toBe(400);
    // A person's number past what the database holds is bad input, not a server error (the probe's find).
    const huge = encodeURIComponent(JSON.stringify({ actorId: 2_147_483_648 }));
    expect((await t.call({ method: 'GET', url: `/api/audit?filter=${huge}`, token: admin })).statusCode).toBe(400);
  });

  it('reads an entry that recorded a list or a single value as its state (the security probe found one)', async () => {
    await db().execute(
      sql`insert into audit_log (action, entity, entity_id, before, after) values ('probe.listed', 'probe', '1', '"old"'::jsonb, '[1,2]'::jsonb)`,
    );
    const filter = encodeURIComponent(JSON.stringify({ action: 'probe.listed' }));
    const listed = await t.call({ method: 'GET', url: `/api/audit?filter=${filter}`, token: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ before: { value: 'old' }, after: { value: [1, 2] } })]);
  });
});

describe('the tamper-evident trail', () => {
  it('seals every entry in a chain that verifies', async () => {
    const result = await verify();
    expect(result).toMatchObject({ intact: true, firstBreak: null });
    expect(result.sealed).toBe(result.entries);
    expect(result.entries).toBeGreaterThan(2);
  });

  it('refuses to change or delete an entry or a seal; an entry may only be redacted, and still verifies', async () => {
    const [entry] = await db().execute<{ id: number }>(sql`select id from audit_log order by id limit 1`);
    await expect(db().execute(sql`update audit_log set action = 'forged' where id = ${entry.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where id = ${entry.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_chain`)).rejects.toThrow();
    await expect(db().execute(sql`update audit_chain set hash = 'x'`)).rejects.toThrow();
    await db().execute(
      sql`update audit_log set before = null, after = null, redacted_at = now() where id = ${entry.id}`,
    );
    expect(await verify()).toMatchObject({ intact: true, redacted: 1 });
  });

  it('names the first entry changed behind its back (the guard set aside), and why', async () => {
    const [entry] = await db().execute<{ id: number }>(
      sql`select id from audit_log where action = 'customer.sin-revealed' order by id limit 1`,
    );
    await db().execute(sql`alter table audit_log disable trigger audit_log_written_once`);
    await db().execute(sql`update audit_log set actor_id = null where id = ${entry.id}`);
    await db().execute(sql`alter table audit_log enable trigger audit_log_written_once`);
    const result = await verify();
    expect(result.intact).toBe(false);
    expect(result.firstBreak).toMatchObject({ auditId: Number(entry.id), reason: 'content' });
  });
});
