import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../support/testApp';

describe('first start outside demo mode', () => {
  it('creates only the administrator from ADMIN_EMAIL / ADMIN_PASSWORD, who can sign in', async () => {
    const t = await createTestApp({
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://guichet.preteur.ca',
      ADMIN_EMAIL: 'Patron@Preteur.ca',
      ADMIN_PASSWORD: 'Premier-admin-2026',
    });
    try {
      const rows = await t.ctx.database.db.execute<{ email: string; roles: string[]; is_system_admin: boolean }>(
        sql`select email, roles, is_system_admin from users`,
      );
      expect(rows.map((r) => ({ ...r }))).toEqual([
        { email: 'patron@preteur.ca', roles: ['admin'], is_system_admin: true },
      ]);
      // Outside a demo an administrator signs in with a second factor, enrolled right after the password.
      const first = await t.call({
        method: 'POST',
        url: '/api/Identity/Authenticate',
        payload: { UserName: 'patron@preteur.ca', Password: 'Premier-admin-2026' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().model).toEqual({ enrolment: { challenge: expect.any(String) } });
      await expect(t.login('admin@demo.ca')).rejects.toThrow(/420/);
    } finally {
      await t.close();
    }
  });

  it('refuses to start without an administrator to create', async () => {
    await expect(
      createTestApp({ SEED_DEMO: '0', PUBLIC_URL: 'https://guichet.preteur.ca', ADMIN_PASSWORD: 'court' }),
    ).rejects.toThrow(/ADMIN_EMAIL/);
  });
});
