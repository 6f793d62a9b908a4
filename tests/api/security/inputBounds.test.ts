import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(() => t.close());

const previewBody = { amount: 100_000, annualInterestRate: 12, frequency: 'MONTHLY', numberOfPayments: 3 };

/** Inputs at the edge of what the API can hold are refused with a field error, never a hang or a 500. */
describe('dates the API takes', () => {
  it('refuses a first payment date in year 9999 at once (the schedule used to run forever)', async () => {
    const response = await t.call({ method: 'POST', url: '/api/loans/preview', token: agent, payload: { ...previewBody, firstPaymentDate: '9999-12-31' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ firstPaymentDate: 'validation.invalidDate' });
  });

  it('still previews a schedule starting in the last year taken', async () => {
    const response = await t.call({ method: 'POST', url: '/api/loans/preview', token: agent, payload: { ...previewBody, numberOfPayments: 260, firstPaymentDate: '2200-12-01' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().payments).toHaveLength(260);
  });

  it('refuses a global notice starting in year 9999', async () => {
    const { token } = await t.login('admin@demo.ca');
    const payload = { messageFr: 'Avis', messageEn: 'Notice', startsAt: '9999-01-01T00:00:00Z', endsAt: '9999-12-31T00:00:00Z' };
    const response = await t.call({ method: 'POST', url: '/api/global-notifications', token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('startsAt', 'validation.invalidDate');
  });
});
