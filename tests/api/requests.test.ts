import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCustomer, customerBody, q, type CustomerReply } from '../support/customers';
import { createRequest } from '../support/requests';
import { signInWith } from '../support/users';

let t: TestApp;
let admin: string;
let agent: string;
let existing: CustomerReply;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
  existing = await createCustomer(t, agent);
});
afterAll(async () => t.close());

const list = async (query: string, token = agent) => t.call({ method: 'GET', url: `/api/requests?${query}`, token });
const applicant = (overrides: Record<string, unknown>) =>
  customerBody({ sin: null, email: null, homePhone: null, cellPhone: null, ...overrides });

describe('creating requests', () => {
  it("makes an agent's request for an existing customer, NEW and internal, showing the customer's details", async () => {
    const request = await createRequest(t, agent, { customerId: existing.id, requestedAmountCents: 75_000 });
    expect(request).toMatchObject({
      customerId: existing.id,
      customerNumber: existing.customerNumber,
      status: 'NEW',
      origin: 'INTERNAL',
      ibvStatus: 'NOT_SENT',
      requestedAmountCents: 75_000,
      approvedAmountCents: null,
      firstName: 'Jean',
      lastName: 'Trémblay',
      fullName: 'Jean Trémblay',
      email: 'jean.tremblay@videotron.ca',
      city: 'Montréal',
      province: 'QC',
      phone: '514-555-0101',
      cell: '438-555-0102',
      version: 1,
      duplicateOfCustomerId: null,
      duplicateOfCustomerNumber: null,
    });
    expect((await t.call({ method: 'GET', url: `/api/requests/${request.id}`, token: agent })).json()).toEqual(request);
  });

  it('takes an applicant from the portal: a new profile, and a NEW request when no one matches', async () => {
    const request = await createRequest(t, agent, {
      applicant: applicant({ firstName: 'Nouvelle', lastName: 'Cliente', email: 'nouvelle@exemple.ca' }),
      requestedAmountCents: 50_000,
    });
    expect(request).toMatchObject({
      status: 'NEW',
      origin: 'EXTERNAL',
      duplicateOfCustomerId: null,
      firstName: 'Nouvelle',
    });
    expect(request.customerId).not.toBe(existing.id);
  });

  it.each([
    ['the same SIN', { sin: '046-454-286' }],
    ['the same email, in capitals', { email: 'Jean.Tremblay@VIDEOTRON.ca' }],
    ['the same phone, typed differently', { cellPhone: '+1 (514) 555-0101' }],
  ])('flags DUPLICATE an applicant with %s as an existing customer', async (_, identity) => {
    const request = await createRequest(t, agent, {
      applicant: applicant({ firstName: 'J.', lastName: 'Tremblay', ...identity }),
      requestedAmountCents: 60_000,
    });
    expect(request).toMatchObject({ status: 'DUPLICATE', duplicateOfCustomerId: existing.id });
    const duplicates = (
      await t.call({ method: 'GET', url: `/api/customers/${request.customerId}/duplicates`, token: agent })
    ).json();
    expect(duplicates.map((c: { id: number }) => c.id)).toContain(existing.id);
  });

  it.each([
    ['no customer', { requestedAmountCents: 50_000 }, { customerId: 'validation.required' }],
    [
      'a customer and an applicant',
      { customerId: 1, applicant: applicant({}), requestedAmountCents: 50_000 },
      { applicant: 'validation.notExpected' },
    ],
    [
      'less than $100',
      { customerId: 1, requestedAmountCents: 500 },
      { requestedAmountCents: 'validation.invalidAmount' },
    ],
    [
      'a fraction of a cent',
      { customerId: 1, requestedAmountCents: 500.5 },
      { requestedAmountCents: 'validation.invalidAmount' },
    ],
    [
      'a status chosen up front',
      { customerId: 1, requestedAmountCents: 50_000, status: 'ACCEPTED' },
      { status: 'validation.unknownField' },
    ],
    [
      'an applicant without a last name',
      { applicant: { firstName: 'Sans' }, requestedAmountCents: 50_000 },
      { 'applicant.lastName': 'validation.required' },
    ],
  ])('refuses %s', async (_, payload, errors) => {
    const response = await t.call({ method: 'POST', url: '/api/requests', token: agent, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/requests',
          token: agent,
          payload: { customerId: 999_999, requestedAmountCents: 50_000 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('editing requests', () => {
  it('saves the amount asked and the IBV status at the version read, refusing a stale save', async () => {
    const request = await createRequest(t, agent, { customerId: existing.id, requestedAmountCents: 40_000 });
    const saved = await t.call({
      method: 'PUT',
      url: `/api/requests/${request.id}`,
      token: agent,
      payload: { requestedAmountCents: 45_000, ibvStatus: 'SENT', version: 1 },
    });
    expect(saved.json()).toMatchObject({ requestedAmountCents: 45_000, ibvStatus: 'SENT', version: 2 });
    const stale = await t.call({
      method: 'PUT',
      url: `/api/requests/${request.id}`,
      token: admin,
      payload: { requestedAmountCents: 99_000, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.STALE_VERSION');
    expect(
      (await t.call({ method: 'GET', url: `/api/requests/${request.id}`, token: agent })).json().requestedAmountCents,
    ).toBe(45_000);
  });
});

describe('the requests list (spec §2)', () => {
  let searchCustomer: CustomerReply;
  beforeAll(async () => {
    searchCustomer = await createCustomer(t, agent, {
      firstName: 'Gaétan',
      lastName: 'Bérubé',
      email: 'gberube@bell.net',
      sin: null,
      homePhone: null,
      cellPhone: null,
    });
    const old = await createRequest(t, agent, { customerId: searchCustomer.id, requestedAmountCents: 123_400 });
    await t.ctx.database.db.execute(
      sql`update requests set created_at = '2025-03-15 12:00:00-04' where id = ${old.id}`,
    );
    await createRequest(t, agent, { customerId: searchCustomer.id, requestedAmountCents: 30_000 });
  });
  const ids = async (filter: object) => {
    const response = await list(`filter=${q(filter)}&range=${q([0, 99])}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; requestedAmountCents: number; status: string; createdAt: string }[];
  };

  it('searches by first and last name (accents aside), email, amount and created-date range', async () => {
    expect((await ids({ lastName: 'berub' })).map((r) => r.requestedAmountCents).sort()).toEqual([123_400, 30_000]);
    expect(await ids({ firstName: 'gaetan', lastName: 'bérubé' })).toHaveLength(2);
    expect(await ids({ email: 'gberube@' })).toHaveLength(2);
    expect((await ids({ amount: 123_400 })).map((r) => r.requestedAmountCents)).toEqual([123_400]);
    expect(
      (await ids({ lastName: 'berube', createdFrom: '2025-03-15', createdTo: '2025-03-15' })).map(
        (r) => r.requestedAmountCents,
      ),
    ).toEqual([123_400]);
    expect(await ids({ lastName: 'berube', createdFrom: '2025-03-16', createdTo: '2025-12-31' })).toEqual([]);
  });

  it('filters by sidebar entry and by status, newest first', async () => {
    const newest = await ids({ queue: 'new' });
    expect(newest.every((r) => ['NEW', 'DUPLICATE'].includes(r.status))).toBe(true);
    expect(newest.map((r) => r.createdAt)).toEqual([...newest.map((r) => r.createdAt)].sort().reverse());
    expect((await ids({ status: 'DUPLICATE' })).length).toBe(3);
    expect((await ids({ status: ['DUPLICATE', 'NEW'] })).length).toBe(newest.length);
    expect(await ids({ queue: 'accepted' })).toEqual([]);
    expect((await ids({ customerId: searchCustomer.id })).length).toBe(2);
  });

  it('refuses what the list does not allow with a 400', async () => {
    for (const [query, field] of [
      [`filter=${q({ lastName: 'be' })}`, 'filter.lastName'],
      [`filter=${q({ queue: 'everything' })}`, 'filter.queue'],
      [`filter=${q({ status: 'SLEEPING' })}`, 'filter.status'],
      [`filter=${q({ createdFrom: '2025-02-30' })}`, 'filter.createdFrom'],
      [`filter=${q({ createdFrom: '2025-05-01', createdTo: '2025-04-01' })}`, 'filter.createdTo'],
      [`filter=${q({ customer_id: 1 })}`, 'filter.customer_id'],
      [`sort=${q(['status; drop table requests', 'ASC'])}`, 'sort'],
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });

  it('counts each sidebar entry', async () => {
    const { counts, cap } = (await t.call({ method: 'GET', url: '/api/requests/counts', token: agent })).json();
    expect(cap).toBe(10_000);
    const all = (await list(`range=${q([0, 0])}`)).headers['content-range'];
    expect(all).toBe(`requests 0-0/${counts.all}`);
    // DUPLICATE requests sit with NEW ones (domain/requestStatuses.ts).
    expect(counts).toMatchObject({
      new: counts.all,
      waiting: 0,
      preapproved: 0,
      accepted: 0,
      denied: 0,
      cancelled: 0,
      autodecline: 0,
      possiblerenewals: 0,
      renewalrequests: 0,
    });
  });
});

describe('permissions', () => {
  it('closes requests to a user without request abilities', async () => {
    const { token } = await t.login('norole@demo.ca');
    for (const url of ['/api/requests', '/api/requests/counts', '/api/requests/1'])
      expect((await t.call({ method: 'GET', url, token })).statusCode, url).toBe(420);
  });

  it('needs the customer-create ability too when the request brings a new applicant', async () => {
    const requester = await signInWith(t, admin, 'demandes@demo.ca', [
      { Action: 'view', Subject: 'request' },
      { Action: 'create', Subject: 'request' },
      { Action: 'view', Subject: 'customer' },
    ]);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/requests',
          token: requester,
          payload: { customerId: existing.id, requestedAmountCents: 50_000 },
        })
      ).statusCode,
    ).toBe(201);
    const refused = await t.call({
      method: 'POST',
      url: '/api/requests',
      token: requester,
      payload: { applicant: applicant({}), requestedAmountCents: 50_000 },
    });
    expect(refused.json().message).toBe('errors.FORBIDDEN');
    expect(
      (await t.call({ method: 'PUT', url: '/api/requests/1', token: requester, payload: { version: 1 } })).statusCode,
    ).toBe(420);
  });
});
