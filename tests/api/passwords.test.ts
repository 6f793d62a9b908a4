import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MASKED_SECRET } from '../../server/features/outbox/mail';
import { lastMailTo as lastDeliveredTo, createTestAppWithSmtp, type LoopbackSmtp } from '../support/smtpServer';
import type { TestApp } from '../support/testApp';

/** Reset links are read where the user would read them, in the mail an SMTP server received: the outbox masks them. */
let smtp: LoopbackSmtp;
let t: TestApp;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithSmtp());
});
afterAll(() => t.close());

const forgot = (email: string, language = 'fr') =>
  t.call({ method: 'POST', url: `/api/Identity/ForgotPassword/${encodeURIComponent(email)}`, headers: { language } });
const reset = (token: string, password: string) =>
  t.call({ method: 'POST', url: '/api/Identity/ResetPassword', payload: { token, password } });
const lastMailTo = async (to: string) => {
  const mail = lastDeliveredTo(smtp, to);
  return mail && { subject: mail.subject, text_body: mail.text };
};
const outboxCopyTo = async (to: string) => {
  const rows = await t.ctx.database.db.execute<{ text_body: string; html_body: string }>(
    sql`select text_body, html_body from outbox where to_address = ${to} order by id desc limit 1`,
  );
  return rows[0];
};
const tokenIn = (text: string) => /token=([\w%-]+)/.exec(text)?.[1] ?? '';

describe('ForgotPassword and ResetPassword', () => {
  it("emails a one-hour, single-use reset link in the caller's language, masked in the outbox copy", async () => {
    expect((await forgot('agent@demo.ca', 'en')).json()).toEqual({ status: 'Success' });
    const mail = (await lastMailTo('agent@demo.ca'))!;
    expect(mail.subject).toBe('Reset your Guichet password');
    expect(mail.text_body).toMatch(/within one hour/);
    const token = decodeURIComponent(tokenIn(mail.text_body));
    expect(token).toHaveLength(43);
    const kept = await outboxCopyTo('agent@demo.ca');
    expect(kept.text_body).toContain(`token=${MASKED_SECRET}`);
    expect(kept.text_body + kept.html_body).not.toContain(token);

    expect((await reset(token, 'short')).json().errors).toEqual({ password: 'validation.passwordMinLength' });
    expect((await reset(token, 'Nouveau-mot-2026')).json()).toEqual({ status: 'Success' });
    expect((await t.login('agent@demo.ca', 'Nouveau-mot-2026')).token).toBeTruthy();

    const again = await reset(token, 'Encore-autre-2026');
    expect(again.statusCode).toBe(420);
    expect(again.json().message).toBe('errors.RESET_TOKEN_INVALID');
  });

  it('refuses a link older than one hour', async () => {
    await forgot('staff@demo.ca');
    const mail = (await lastMailTo('staff@demo.ca'))!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Guichet');
    await t.ctx.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
    expect((await reset(decodeURIComponent(tokenIn(mail.text_body)), 'Nouveau-mot-2026')).statusCode).toBe(420);
  });

  it('answers Not Found for an unknown email and Not Allowed for the ADMIN account', async () => {
    expect((await forgot('personne@demo.ca')).json()).toEqual({
      status: 'Not Found',
      message: 'errors.EMAIL_NOT_FOUND',
    });
    expect((await forgot('admin@demo.ca')).json()).toEqual({
      status: 'Not Allowed',
      message: 'errors.FORGOT_PASSWORD_NOT_ALLOWED',
    });
    expect(await lastMailTo('admin@demo.ca')).toBeUndefined();
  });

  it('refuses a malformed email', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'validation.email' });
  });
});

describe('ChangePasswordV2', () => {
  const change = (token: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/Identity/ChangePasswordV2', token, payload });

  it("changes the caller's password, sending only the new one", async () => {
    const { token } = await t.login('norole@demo.ca');
    expect((await change(token, { password: 'Changé-2026!' })).json()).toEqual({ status: 'Success' });
    expect((await t.login('norole@demo.ca', 'Changé-2026!')).token).toBeTruthy();
  });

  it('keeps the minimum length and refuses anything else in the body', async () => {
    const { token } = await t.login('staff@demo.ca');
    const short = await change(token, { password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'validation.passwordMinLength' });
    const extra = await change(token, { password: '12345678', oldPassword: 'x' });
    expect(extra.json().errors).toEqual({ oldPassword: 'validation.unknownField' });
  });

  it("never changes the ADMIN account's password", async () => {
    const { token } = await t.login('admin@demo.ca');
    expect((await change(token, { password: 'Autre-mot-2026' })).json()).toEqual({
      status: 'Not Allowed',
      message: 'errors.CHANGE_PASSWORD_NOT_ALLOWED',
    });
    expect((await t.login('admin@demo.ca')).token).toBeTruthy();
  });
});

describe('lock-out', () => {
  const authenticate = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/Identity/Authenticate', payload: { UserName: email, Password: password } });

  it('slows repeated failures down, then locks the account and says for how long, without extending it', async () => {
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      expect((await authenticate('STAFF@demo.ca', 'devine-2026')).json().message).toBe('errors.LOGIN_FAILED');
      timings.push(Date.now() - started);
    }
    expect(timings[4]).toBeGreaterThanOrEqual(700); // fifth failure: (5 - 2) × 250 ms

    const lockOf = async () =>
      (
        await t.ctx.database.db.execute<{ until: string }>(
          sql`select locked_until::text as until from login_failures where key = 'account:staff@demo.ca'`,
        )
      )[0].until;
    const lockedAt = await lockOf();
    const rightPassword = await authenticate('staff@demo.ca', 'Guichet-demo-2026');
    expect(rightPassword.statusCode).toBe(420);
    expect(rightPassword.json()).toMatchObject({ message: 'errors.ACCOUNT_LOCKED', params: { minutes: 15 } });
    // Asking again, right or wrong, leaves the lock where it was.
    await authenticate('staff@demo.ca', 'devine-encore');
    expect(await lockOf()).toBe(lockedAt);

    await t.ctx.database.db.execute(
      sql`update login_failures set locked_until = now() - interval '1 second', first_failure_at = now() - interval '1 hour'`,
    );
    expect((await t.login('staff@demo.ca')).token).toBeTruthy();
  });

  it("never locks an office out for one agent's typos: past 30 failures an address is slowed, not refused", async () => {
    await t.ctx.database.db.execute(sql`delete from login_failures`);
    // 31 failures from this address, on accounts that are each tried once (so none of them is slowed).
    for (let i = 0; i < 31; i++)
      expect((await authenticate(`faute-${i}@bureau.ca`, 'devine-2026')).json().message).toBe('errors.LOGIN_FAILED');

    const started = Date.now();
    const colleague = await authenticate('staff@demo.ca', 'Guichet-demo-2026');
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json().model.token).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250); // (31 - 30) × 250 ms
  });
});
