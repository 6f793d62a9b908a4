import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../support/customers';
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
    const response = await t.call({
      method: 'POST',
      url: '/api/loans/preview',
      token: agent,
      payload: { ...previewBody, firstPaymentDate: '9999-12-31' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ firstPaymentDate: 'validation.invalidDate' });
  });

  it('still previews a schedule starting in the last year taken', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/loans/preview',
      token: agent,
      payload: { ...previewBody, numberOfPayments: 260, firstPaymentDate: '2200-12-01' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payments).toHaveLength(260);
  });

  it('refuses a global notice starting in year 9999', async () => {
    const { token } = await t.login('admin@demo.ca');
    const payload = {
      messageFr: 'Avis',
      messageEn: 'Notice',
      startsAt: '9999-01-01T00:00:00Z',
      endsAt: '9999-12-31T00:00:00Z',
    };
    const response = await t.call({ method: 'POST', url: '/api/global-notifications', token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('startsAt', 'validation.invalidDate');
  });
});

describe('text PostgreSQL cannot store: a NUL character, a lone surrogate', () => {
  it('is refused at sign-in, before any query', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/Identity/Authenticate',
      payload: { UserName: 'a\u0000b', Password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ UserName: 'validation.invalidCharacter' });
  });

  it('is refused in a customer search and in a path parameter', async () => {
    const search = await t.call({
      method: 'GET',
      url: `/api/customers?filter=${encodeURIComponent(JSON.stringify({ q: 'tr\u0000' }))}`,
      token: agent,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual({ filter: 'validation.invalidCharacter' });
    const forgot = await t.call({ method: 'POST', url: '/api/Identity/ForgotPassword/a%00b@demo.ca' });
    expect(forgot.statusCode).toBe(400);
  });

  it('is refused in a nested field of a customer edit, and nothing changes', async () => {
    const customer = await createCustomer(t, agent);
    const url = `/api/customers/${customer.id}`;
    const { firstName } = (await t.call({ method: 'GET', url, token: agent })).json();
    const response = await t.call({
      method: 'PUT',
      url,
      token: agent,
      payload: { firstName: 'Jo\u0000', version: customer.version },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ firstName: 'validation.invalidCharacter' });
    expect((await t.call({ method: 'GET', url, token: agent })).json().firstName).toBe(firstName);
  });

  it('is refused as a lone surrogate in a JSON field stored as jsonb (the job)', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/customers',
      token: agent,
      payload: { firstName: 'Zoé', lastName: 'Roy', job: { employerName: 'Hydro \ud83d' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'job.employerName': 'validation.invalidCharacter' });
  });

  it('is refused in a key of a JSON body', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/loans/preview',
      token: agent,
      payload: { ...previewBody, firstPaymentDate: '2027-02-02', 'x\u0000': 1 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('numbers too large for the database', () => {
  it('refuses a list range far past the last row', async () => {
    const response = await t.call({ method: 'GET', url: '/api/customers?range=[1e21,1e21]', token: agent });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ range: 'validation.invalid' });
  });

  it('refuses a user id above the largest integer id', async () => {
    const { token } = await t.login('admin@demo.ca');
    for (const [method, url] of [
      ['GET', '/api/users/2147483648'],
      ['DELETE', '/api/users/2147483648'],
      ['POST', '/api/users/2147483648/send-new-password'],
    ] as const) {
      const response = await t.call({ method, url, token });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
    }
  });
});
