import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSED_KEYS_PER_ADDRESS_PER_MINUTE } from '../../../server/features/apiKeys/publicLoanRequestRoutes';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const madeUpKey = () =>
  `gk_live_${Array.from({ length: 32 }, () => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[Math.floor(Math.random() * 62)]).join('')}`;
const send = (key: string, remoteAddress: string) =>
  t.call({
    method: 'POST',
    url: '/api/public/loan-requests',
    remoteAddress,
    headers: { 'x-api-key': key },
    payload: {},
  });

/** Made-up keys each had an allowance of their own: an address sending them is now limited as one caller. */
describe('made-up API keys on the website intake', () => {
  it(`refuses an address after ${REFUSED_KEYS_PER_ADDRESS_PER_MINUTE} refused keys in a minute, without looking them up`, async () => {
    for (let i = 0; i < REFUSED_KEYS_PER_ADDRESS_PER_MINUTE; i++) {
      const refused = await send(madeUpKey(), '203.0.113.7');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('errors.API_KEY_INVALID');
    }
    const lookUps = vi.spyOn(t.ctx.database.db, 'update');
    const limited = await send(madeUpKey(), '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'errors.INTAKE_KEYS_REFUSED',
      params: { max: REFUSED_KEYS_PER_ADDRESS_PER_MINUTE, seconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(lookUps).not.toHaveBeenCalled();
    lookUps.mockRestore();

    const elsewhere = await send(madeUpKey(), '198.51.100.9');
    expect(elsewhere.statusCode).toBe(401);
  });
});
