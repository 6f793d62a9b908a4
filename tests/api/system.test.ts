import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the running product', () => {
  it('serves its version, never cached', async () => {
    const response = await t.call({ method: 'GET', url: '/version.json' });
    expect(response.json()).toEqual({ version: t.ctx.version });
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    expect(response.headers['cache-control']).toMatch(/no-store/);
  });

  it("sends security headers with a CSP that allows MUI's inline styles only", async () => {
    const response = await t.call({ method: 'GET', url: '/version.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows the browser origins of the spec's API-origin rule and no others", async () => {
    const preflight = (origin: string, host: string) =>
      t.call({
        method: 'OPTIONS',
        url: '/api/users',
        headers: { origin, host, 'access-control-request-method': 'GET' },
      });
    const local = await preflight('http://localhost:5173', 'localhost:5000');
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(local.headers['access-control-allow-credentials']).toBe('true');
    const paired = await preflight('https://app.lender.ca', 'appapi.lender.ca');
    expect(paired.headers['access-control-allow-origin']).toBe('https://app.lender.ca');
    const stranger = await preflight('https://evil.example', 'appapi.lender.ca');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const listing = await t.call({
      method: 'GET',
      url: '/api/version-not-here',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(listing.headers['access-control-expose-headers']).toBe('Content-Range, X-Total-Count, X-Total-Capped');
  });

  it('describes its API with OpenAPI at /api/docs', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Identity/Authenticate',
        '/api/Identity/RefreshToken',
        '/api/users',
        '/api/users/{id}',
        '/api/customers',
        '/api/customers/{id}',
        '/api/requests',
        '/api/requests/{id}/status',
      ]),
    );
    expect((await t.call({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'errors.NOT_FOUND' });
  });
});
