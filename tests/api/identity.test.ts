import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { createTestApp, decodeJwtPayload, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const authenticate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/Identity/Authenticate', payload: payload as object, headers });
const refresh = (refreshToken?: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/Identity/RefreshToken', payload: refreshToken ? { refreshToken } : {}, headers });
const ping = (token?: string) => t.call({ method: 'GET', url: '/api/Identity/Ping', token });

describe('Authenticate', () => {
  it('answers model.token and model.refreshToken with the claims of the spec', async () => {
    const response = await authenticate({
      UserName: 'agent@demo.ca',
      Password: 'Guichet-demo-2026',
      Role: null,
      IsEnabled: true,
    });
    expect(response.statusCode).toBe(200);
    const { model } = response.json();
    expect(typeof model.refreshToken).toBe('string');
    const claims = decodeJwtPayload(model.token);
    expect(claims).toMatchObject({
      email: 'agent@demo.ca',
      name: 'Olivia Roy',
      role: ['user'],
      iss: 'guichet',
      aud: 'guichet-backoffice',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
    const abilities = JSON.parse(String(claims.Abilities));
    expect(abilities).toContainEqual({ Action: 'view', Subject: 'customer' });
    expect(abilities).not.toContainEqual({ Action: 'manage', Subject: 'user' });
    expect(JSON.parse(String(claims.Features))).toEqual([]);
    expect(JSON.parse(Buffer.from(model.token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('accepts the email in any case', async () => {
    expect((await authenticate({ UserName: 'Staff@Demo.CA', Password: 'Guichet-demo-2026' })).statusCode).toBe(200);
  });

  it('gives a browser the refresh token only in an HttpOnly, SameSite=Strict cookie', async () => {
    const response = await authenticate(
      { UserName: 'staff@demo.ca', Password: 'Guichet-demo-2026' },
      { 'x-token-transport': 'cookie' },
    );
    expect(response.json().model.refreshToken).toBeNull();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^guichet_refresh=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/Identity/);
  });

  it('answers the one generic LOGIN_FAILED for a wrong password and for an unknown account', async () => {
    for (const payload of [
      { UserName: 'staff@demo.ca', Password: 'wrong-password' },
      { UserName: 'nobody@demo.ca', Password: 'Guichet-demo-2026' },
    ]) {
      const response = await authenticate(payload);
      expect(response.statusCode).toBe(420);
      expect(response.json()).toMatchObject({ message: 'errors.LOGIN_FAILED' });
    }
  });

  it('refuses malformed bodies and unknown fields with field errors', async () => {
    const missing = await authenticate({ UserName: 'staff@demo.ca' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ Password: 'validation.required' });
    const unknown = await authenticate({ UserName: 'staff@demo.ca', Password: 'x', isAdmin: true });
    expect(unknown.json().errors).toEqual({ isAdmin: 'validation.unknownField' });
    const broken = await t.call({
      method: 'POST',
      url: '/api/Identity/Authenticate',
      payload: '{"UserName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const huge = await authenticate({ UserName: 'staff@demo.ca', Password: 'x'.repeat(300 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('errors.PAYLOAD_TOO_LARGE');
  });
});

describe('RefreshToken', () => {
  it('rotates on every use and answers data.token and data.refreshToken', async () => {
    const first = await t.login('staff@demo.ca');
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.refreshToken).not.toBe(first.refreshToken);
    expect((await ping(data.token)).json()).toEqual({ success: true });
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const first = await t.login('staff@demo.ca');
    const second = (await refresh(first.refreshToken)).json().data;
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('errors.INVALID_REFRESH_TOKEN');
    // The legitimate holder of the newer token is signed out too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('reads the refresh token from the cookie and sets the next one there', async () => {
    const login = await authenticate(
      { UserName: 'staff@demo.ca', Password: 'Guichet-demo-2026' },
      { 'x-token-transport': 'cookie' },
    );
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const response = await refresh(undefined, { cookie, 'x-token-transport': 'cookie' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.refreshToken).toBeNull();
    expect(String(response.headers['set-cookie']).split(';')[0]).not.toBe(cookie);
  });

  it('ends a family 12 hours after sign-in, however often it was rotated', async () => {
    const first = await t.login('staff@demo.ca');
    await t.ctx.database.db.execute(sql`update refresh_tokens set family_expires_at = now() - interval '1 second'`);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
  });

  it('is revoked by Logout', async () => {
    const session = await t.login('staff@demo.ca');
    const out = await t.call({
      method: 'POST',
      url: '/api/Identity/Logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.json()).toEqual({ status: 'Success' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('are required, and refused when tampered with, expired or unsigned', async () => {
    expect((await ping()).json()).toEqual({ message: 'errors.USER_NOT_CONNECTED' });
    const { token } = await t.login('staff@demo.ca');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwtPayload(token), role: ['admin'] })).toString('base64url');
    const tampered = await ping(`${header}.${forged}.${signature}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe('errors.INVALID_ACCESS_TOKEN');

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await ping(`${none}.${payload}.`)).statusCode).toBe(401);

    const claims = decodeJwtPayload(token);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(t.ctx.jwtKey);
    const expiredAnswer = await ping(expired);
    expect(expiredAnswer.statusCode).toBe(401);
    expect(expiredAnswer.json().message).toBe('errors.ACCESS_TOKEN_EXPIRED');

    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await ping(otherKey)).statusCode).toBe(401);
  });
});
