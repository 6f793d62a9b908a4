import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demoAccounts';
import { SoftPasskey } from '../support/softPasskey';
import { createTestApp, type TestApp } from '../support/testApp';
import { signInWith } from '../support/users';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
});
afterAll(async () => t.close());

const signIn = (email: string, password = DEMO_PASSWORD) =>
  t.call({ method: 'POST', url: '/api/Identity/Authenticate', payload: { UserName: email, Password: password } });
const post = (url: string, payload?: Record<string, unknown>, token?: string) =>
  t.call({ method: 'POST', url, payload, token });
/** The app's code at a moment (seconds from now): what the phone shows then. */
/** A new agent created by the administrator, without a factor: the password they were given. */
const newAgent = async (email: string) =>
  (
    await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { email, roles: ['user'], permissions: [] },
    })
  ).json().generatedPassword as string;
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Enrols an authenticator from the profile of the user `token` is for: its secret and recovery codes. */
async function enrolFromProfile(token: string) {
  const started = await post('/api/Identity/Me/factors/totp', undefined, token);
  expect(started.statusCode, started.body).toBe(200);
  const { factorId, secret, otpauthUrl, qrCode } = started.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Guichet:.+\?secret=[A-Z2-7]+/);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const wrong = await post(`/api/Identity/Me/factors/totp/${factorId}/confirm`, { code: '000000' }, token);
  expect(wrong.json().message).toBe('errors.TOTP_CODE_INVALID');
  const confirmed = await post(
    `/api/Identity/Me/factors/totp/${factorId}/confirm`,
    { code: await codeAt(secret) },
    token,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe('a second factor for staff (issue 35)', () => {
  it('is enrolled from the profile: its secret sealed at rest, ten recovery codes shown once', async () => {
    const staff = (await t.login('staff@demo.ca')).token;
    const { secret, recoveryCodes } = await enrolFromProfile(staff);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const [stored] = await t.ctx.database.db.execute<{ sealed: string; hashes: string[] }>(sql`
      select f.totp_secret_sealed as sealed, (select array_agg(code_hash) from recovery_codes r where r.user_id = f.user_id) as hashes
        from user_factors f join users u on u.id = f.user_id where u.email = 'staff@demo.ca'`);
    expect(stored.sealed.startsWith('v1.')).toBe(true);
    expect(stored.sealed).not.toContain(secret);
    expect(stored.hashes.some((hash) => recoveryCodes.some((code) => hash.includes(code)))).toBe(false);
    const listed = (await t.call({ method: 'GET', url: '/api/Identity/Me/factors', token: staff })).json();
    expect(listed).toMatchObject({ recoveryCodesLeft: 10, required: false, factors: [{ kind: 'TOTP' }] });
  });

  it('is asked after the password, before any token; a code is good once, a wrong one counts against the lock-out', async () => {
    // The agent enrols their own app, so that the test holds its secret.
    const agent = (await t.login('agent@demo.ca')).token;
    const { secret, recoveryCodes } = await enrolFromProfile(agent);

    const first = await signIn('agent@demo.ca');
    expect(first.statusCode).toBe(200);
    const { secondFactor } = first.json().model;
    expect(first.json().model.token).toBeUndefined();
    expect(secondFactor.methods).toEqual(['TOTP', 'RECOVERY']);
    // A code for another step of time, another user's challenge, a bad shape: refused.
    const answer = (body: Record<string, unknown>) => post('/api/Identity/SecondFactor', body);
    expect((await answer({ challenge: secondFactor.challenge, method: 'TOTP', code: '12' })).statusCode).toBe(400);
    expect((await answer({ challenge: 'x'.repeat(40), method: 'TOTP', code: '123456' })).statusCode).toBe(401);
    const stale = await answer({ challenge: secondFactor.challenge, method: 'TOTP', code: await codeAt(secret, -300) });
    expect(stale.json().message).toBe('errors.SECOND_FACTOR_INVALID');

    // The code of the next step (the enrolment used this one's): signed in.
    const code = await codeAt(secret, 30);
    const ok = await answer({ challenge: secondFactor.challenge, method: 'TOTP', code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().model.token).toEqual(expect.any(String));
    expect(ok.json().model.refreshToken).toEqual(expect.any(String));
    // The same code again, on a new sign-in: replayed, refused; the challenge answered is closed.
    const again = (await signIn('agent@demo.ca')).json().model.secondFactor;
    expect((await answer({ challenge: again.challenge, method: 'TOTP', code })).json().message).toBe(
      'errors.SECOND_FACTOR_INVALID',
    );
    expect((await answer({ challenge: secondFactor.challenge, method: 'TOTP', code })).statusCode).toBe(401);

    // A recovery code, typed in lower case without its dash: once.
    const typed = recoveryCodes[0].toLowerCase().replace('-', '');
    const recovered = await answer({ challenge: again.challenge, method: 'RECOVERY', code: typed });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const third = (await signIn('agent@demo.ca')).json().model.secondFactor;
    expect((await answer({ challenge: third.challenge, method: 'RECOVERY', code: typed })).json().message).toBe(
      'errors.SECOND_FACTOR_INVALID',
    );
    const [audit] = await t.ctx.database.db.execute<{ methods: string[] }>(sql`
      select array_agg(after->>'method' order by id) as methods from audit_log where action = 'signIn.secondFactor'`);
    expect(audit.methods).toEqual(['TOTP', 'RECOVERY']);

    // Wrong codes lock the account as wrong passwords do.
    let locked = false;
    for (let attempt = 0; attempt < 12 && !locked; attempt += 1) {
      const response = await answer({ challenge: third.challenge, method: 'TOTP', code: '000000' });
      locked = response.json().message === 'errors.ACCOUNT_LOCKED';
    }
    expect(locked).toBe(true);
    expect((await signIn('agent@demo.ca')).json().message).toBe('errors.ACCOUNT_LOCKED');
    await t.ctx.database.db.execute(sql`delete from login_failures`);
  });

  it('is required of the roles an administrator names: a user without one enrols after the password, and keeps one', async () => {
    const policy = (await t.call({ method: 'GET', url: '/api/security-policy', token: admin })).json();
    expect(policy).toEqual({ secondFactorRoles: [], version: 0 });
    const staffToken = (await t.login('norole@demo.ca')).token;
    expect((await t.call({ method: 'GET', url: '/api/security-policy', token: staffToken })).statusCode).toBe(420);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/security-policy',
      token: admin,
      payload: { secondFactorRoles: ['admin'], version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const first = (await signIn('admin@demo.ca')).json().model;
    expect(first.token).toBeUndefined();
    const { challenge } = first.enrolment;
    const started = await post('/api/Identity/Enrolment/Totp', { challenge });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json();
    const confirmed = await post('/api/Identity/Enrolment/Totp/Confirm', { challenge, code: await codeAt(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { token, recoveryCodes } = confirmed.json().model;
    expect(recoveryCodes).toHaveLength(10);
    // The enrolment's challenge is spent.
    expect((await post('/api/Identity/Enrolment/Totp', { challenge })).statusCode).toBe(401);
    // Required, the last factor stays.
    const factors = (await t.call({ method: 'GET', url: '/api/Identity/Me/factors', token })).json();
    expect(factors.required).toBe(true);
    const removal = await t.call({ method: 'DELETE', url: `/api/Identity/Me/factors/${factors.factors[0].id}`, token });
    expect(removal.json().message).toBe('errors.FACTOR_REQUIRED');
    // Next time, the second step.
    expect((await signIn('admin@demo.ca')).json().model.secondFactor.methods).toEqual(['TOTP', 'RECOVERY']);
  });

  it('is reset by an administrator: every factor gone, audited, the user told by email', async () => {
    const [staffUser] = await t.ctx.database.db.execute<{ id: number }>(
      sql`select id from users where email = 'staff@demo.ca'`,
    );
    expect((await post(`/api/users/${staffUser.id}/factors/reset`, undefined, admin)).statusCode).toBe(200);
    expect((await signIn('staff@demo.ca')).json().model.token).toEqual(expect.any(String));
    const [trail] = await t.ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where action = 'factors.reset' and entity_id = ${String(staffUser.id)}`,
    );
    expect(trail.count).toBe(1);
    const [mail] = await t.ctx.database.db.execute<{ subject: string }>(
      sql`select subject from outbox where to_address = 'staff@demo.ca' order by id desc limit 1`,
    );
    expect(mail.subject).toMatch(/second|seconds facteurs/i);
    expect((await post('/api/users/999999/factors/reset', undefined, admin)).statusCode).toBe(404);
  });

  describe('passkeys', () => {
    /** Registers `passkey` from the profile of `token`'s user, named `name`. */
    async function register(token: string, passkey: SoftPasskey, name = 'Laptop') {
      const started = await post('/api/Identity/Me/factors/passkey', { name }, token);
      expect(started.statusCode, started.body).toBe(200);
      const { factorId, options } = started.json();
      expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Guichet' }, attestation: 'none' });
      return post(
        `/api/Identity/Me/factors/passkey/${factorId}/confirm`,
        { response: passkey.register(options) },
        token,
      );
    }
    /** The second step of a new sign-in of `email`: its challenge and the passkey options it asks for. */
    async function passkeyStep(email: string, password: string) {
      const { secondFactor } = (await signIn(email, password)).json().model;
      const options = await post('/api/Identity/SecondFactor/Passkey/Options', { challenge: secondFactor.challenge });
      expect(options.statusCode, options.body).toBe(200);
      return { secondFactor, options: options.json().options };
    }

    it('is registered from the profile and signs in in place of a code; another site, another user or an old signature is refused', async () => {
      const email = 'passkey.user@demo.ca';
      const password = await newAgent(email);
      const token = (await t.login(email, password)).token;
      const passkey = new SoftPasskey();

      // Signed for another site (a page relaying the sign-in): refused, nothing kept.
      const phishedStart = await post('/api/Identity/Me/factors/passkey', { name: 'Laptop' }, token);
      const phished = new SoftPasskey('https://guichet.example.com');
      const refusedRegistration = await post(
        `/api/Identity/Me/factors/passkey/${phishedStart.json().factorId}/confirm`,
        { response: phished.register(phishedStart.json().options) },
        token,
      );
      expect(refusedRegistration.json().message).toBe('errors.PASSKEY_INVALID');
      expect((await post('/api/Identity/Me/factors/passkey', { name: '' }, token)).statusCode).toBe(400);

      const registered = await register(token, passkey);
      expect(registered.statusCode, registered.body).toBe(200);
      expect(registered.json().recoveryCodes).toHaveLength(10);
      const listed = (await t.call({ method: 'GET', url: '/api/Identity/Me/factors', token })).json();
      expect(listed.factors).toMatchObject([{ kind: 'PASSKEY', name: 'Laptop' }]);
      // The same authenticator, twice: refused (it is excluded, and its id taken).
      expect((await register(token, passkey)).json().message).toBe('errors.PASSKEY_TAKEN');

      const { secondFactor, options } = await passkeyStep(email, password);
      expect(secondFactor.methods).toEqual(['PASSKEY', 'RECOVERY']);
      expect(options.allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
      const answer = (response: unknown, challenge = secondFactor.challenge) =>
        post('/api/Identity/SecondFactor', { challenge, method: 'PASSKEY', response });

      // Another origin's signature, another passkey, a signature over another challenge: refused.
      const elsewhere = await answer(new SoftPasskey('https://guichet.example.com').assert(options));
      expect(elsewhere.json().message).toBe('errors.PASSKEY_INVALID');
      expect((await answer(new SoftPasskey().assert(options))).json().message).toBe('errors.PASSKEY_INVALID');
      expect((await answer(passkey.assert({ challenge: 'AAAA' }))).json().message).toBe('errors.PASSKEY_INVALID');
      expect((await answer({ id: 'x' })).statusCode).toBe(400);

      const signedIn = await answer(passkey.assert(options));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().model.token).toEqual(expect.any(String));
      // The sign-in's challenge is spent; a counter that went back (a cloned key) is refused next time.
      expect((await answer(passkey.assert(options))).statusCode).toBe(401);
      const again = await passkeyStep(email, password);
      const cloned = await answer(passkey.assert(again.options, { counter: 1 }), again.secondFactor.challenge);
      expect(cloned.json().message).toBe('errors.PASSKEY_INVALID');
      await t.ctx.database.db.execute(sql`delete from login_failures`);
    });

    it("is another user's passkey: it does not sign this one in", async () => {
      const other = await signInWith(t, admin, 'passkey.other@demo.ca', []);
      const theirs = new SoftPasskey();
      expect((await register(other, theirs, 'Phone')).statusCode).toBe(200);
      // A user with a passkey of their own is asked for it; the other's, answered to their challenge, is refused.
      const email = 'passkey.mine@demo.ca';
      const password = await newAgent(email);
      const mine = (await t.login(email, password)).token;
      expect((await register(mine, new SoftPasskey(), 'Key')).statusCode).toBe(200);
      const { secondFactor, options } = await passkeyStep(email, password);
      const refused = await post('/api/Identity/SecondFactor', {
        challenge: secondFactor.challenge,
        method: 'PASSKEY',
        response: theirs.assert(options),
      });
      expect(refused.json().message).toBe('errors.PASSKEY_INVALID');
      await t.ctx.database.db.execute(sql`delete from login_failures`);
    });

    it('is how a user whose role requires a second factor may enrol right after their password', async () => {
      const policy = (await t.call({ method: 'GET', url: '/api/security-policy', token: admin })).json();
      const required = await t.call({
        method: 'PUT',
        url: '/api/security-policy',
        token: admin,
        payload: { secondFactorRoles: ['admin', 'user'], version: policy.version },
      });
      expect(required.statusCode, required.body).toBe(200);
      const email = 'passkey.required@demo.ca';
      const password = await newAgent(email);
      const { challenge } = (await signIn(email, password)).json().model.enrolment;

      // Another site's registration is refused and counts as a failed sign-in; nothing is signed in.
      const phished = await post('/api/Identity/Enrolment/Passkey', { challenge, name: 'Phone' });
      const refused = await post('/api/Identity/Enrolment/Passkey/Confirm', {
        challenge,
        factorId: phished.json().factorId,
        response: new SoftPasskey('https://guichet.example.com').register(phished.json().options),
      });
      expect(refused.json().message).toBe('errors.PASSKEY_INVALID');
      const [failures] = await t.ctx.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from login_failures`,
      );
      expect(failures.count).toBeGreaterThan(0);

      const passkey = new SoftPasskey();
      const started = await post('/api/Identity/Enrolment/Passkey', { challenge, name: 'Laptop' });
      expect(started.statusCode, started.body).toBe(200);
      const confirmed = await post('/api/Identity/Enrolment/Passkey/Confirm', {
        challenge,
        factorId: started.json().factorId,
        response: passkey.register(started.json().options),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().model).toMatchObject({ token: expect.any(String), recoveryCodes: expect.any(Array) });
      expect(confirmed.json().model.recoveryCodes).toHaveLength(10);
      // Next time, the passkey is asked for.
      expect((await signIn(email, password)).json().model.secondFactor.methods).toEqual(['PASSKEY', 'RECOVERY']);
      await t.call({
        method: 'PUT',
        url: '/api/security-policy',
        token: admin,
        payload: { secondFactorRoles: policy.secondFactorRoles, version: policy.version + 1 },
      });
      await t.ctx.database.db.execute(sql`delete from login_failures`);
    });
  });
});
