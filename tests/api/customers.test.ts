import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCustomer, customerBody, q } from '../support/customers';
import { signInWith } from '../support/users';
import { seedCustomers } from '../../server/db/seed/bulkCustomers';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

const get = (id: number, token = agent) => t.call({ method: 'GET', url: `/api/customers/${id}`, token });
const put = (id: number, payload: object, token = agent) =>
  t.call({ method: 'PUT', url: `/api/customers/${id}`, token, payload });

describe('creating and reading customers', () => {
  it("stores every field of the spec's Customer, in one format, with a sequential customer number", async () => {
    const first = await createCustomer(t, agent);
    const second = await createCustomer(t, agent, { firstName: 'Marie', sin: null, email: 'marie@exemple.ca' });
    expect(second.customerNumber).toBe(first.customerNumber + 1);
    const shown = (await get(first.id)).json();
    expect(shown).toMatchObject({
      status: 'ACTIVE',
      fullName: 'Jean Trémblay',
      sinMasked: '*** *** 286',
      homePhone: '514-555-0101',
      cellPhone: '438-555-0102',
      postalCode: 'H2X 1Y4',
      bankInstitution: '815',
      bankInstitutionName: expect.stringMatching(/Desjardins/),
      version: 1,
      mergeLock: null,
      job: { employerName: 'Hydro-Québec', payFrequency: 'BIWEEKLY', phone: '514-555-0199' },
      incomeSources: [{ type: 'EMPLOYEE' }, { type: 'PARENTAL_INSURANCE', insuranceStartDate: '2026-01-05' }],
      financialStatus: { housingStatus: 'TENANT', monthlyRentCents: 115_000 },
    });
    expect(shown.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('needs only a name; the rest starts empty, in French', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/customers',
      token: agent,
      payload: { firstName: 'Zoé', lastName: 'Roy' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      language: 'fr',
      status: 'ACTIVE',
      email: null,
      job: null,
      incomeSources: [],
      bankrupt: false,
    });
  });

  it('keeps numbering in sequence after demo customers were bulk-loaded', async () => {
    const before = await createCustomer(t, agent, { sin: null });
    await seedCustomers(t.ctx.database, { count: 40, log: () => {} });
    const [{ loaded, last }] = await t.ctx.database.db.execute<{ loaded: number; last: number }>(
      sql`select count(*)::int as loaded, max(customer_number)::int as last from customers where id > ${before.id}`,
    );
    expect(loaded).toBe(40);
    expect(last).toBe(before.customerNumber + 40);
    const after = await createCustomer(t, agent, { sin: null });
    expect(after.customerNumber).toBe(before.customerNumber + 41);
    expect(after.id).toBe(before.id + 41);
  });
});

describe('validation', () => {
  it.each([
    [{ sin: '046 454 287' }, { sin: 'validation.sin' }],
    [{ postalCode: 'K1A 0B1' }, { postalCode: 'validation.postalCodeProvince' }],
    [{ postalCode: '12345' }, { postalCode: 'validation.postalCode' }],
    [{ bankInstitution: '005' }, { bankInstitution: 'validation.institutionNumber' }],
    [{ bankTransit: '123' }, { bankTransit: 'validation.transitNumber' }],
    [{ homePhone: '555-1234' }, { homePhone: 'validation.phone' }],
    [{ email: 'pas-un-courriel' }, { email: 'validation.email' }],
    [{ dateOfBirth: '1985-02-30' }, { dateOfBirth: 'validation.invalidDate' }],
    [{ province: 'XX' }, { province: 'validation.invalid' }],
    [{ incomeSources: [{ type: 'EMPLOYEE' }, { type: 'EMPLOYEE' }] }, { incomeSources: 'validation.duplicate' }],
    [{ incomeSources: [{ type: 'LOTTERY' }] }, { 'incomeSources.0.type': 'validation.invalid' }],
    [
      { financialStatus: { monthlyRentCents: 12.5 } },
      { 'financialStatus.monthlyRentCents': 'validation.invalidAmount' },
    ],
    [{ customerNumber: 5 }, { customerNumber: 'validation.unknownField' }],
    [{ status: 'MERGED' }, { status: 'validation.invalid' }],
    [{ firstName: '  ' }, { firstName: 'validation.required' }],
  ])('refuses %j with a field error', async (overrides, errors) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/customers',
      token: agent,
      payload: customerBody(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors.VALIDATION_ERROR', errors });
  });

  it('answers 404 for a customer that does not exist, and 400 for an id that is not one', async () => {
    expect((await get(999_999)).json()).toEqual({ message: 'errors.NOT_FOUND' });
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/customers/abc', token: agent })).statusCode).toBe(400);
  });
});

describe('saving with versions (spec §8)', () => {
  it('saves a change, raising the version, and refuses a save over a newer one without losing it', async () => {
    const customer = await createCustomer(t, agent, { sin: null });
    const mine = await put(customer.id, { cellPhone: '4385550999', job: null, version: 1 });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      cellPhone: '438-555-0999',
      job: null,
      version: 2,
      email: 'jean.tremblay@videotron.ca',
    });

    const theirs = await put(customer.id, { cellPhone: '438-555-0000', version: 1 }, admin);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual({ message: 'errors.STALE_VERSION' });
    expect((await get(customer.id)).json()).toMatchObject({ cellPhone: '438-555-0999', version: 2 });
  });

  it('refuses read-only fields and a missing version', async () => {
    const customer = await createCustomer(t, agent, { sin: null });
    expect((await put(customer.id, { id: 5, fullName: 'X', version: 1 })).json().errors).toEqual({
      id: 'validation.unknownField',
      fullName: 'validation.unknownField',
    });
    expect((await put(customer.id, { city: 'Laval' })).json().errors).toEqual({ version: 'validation.required' });
  });

  it('writes every change in the History tab: who, when, before and after', async () => {
    const customer = await createCustomer(t, agent, { sin: null });
    await put(customer.id, { city: 'Laval', version: 1 });
    const history = await t.call({ method: 'GET', url: `/api/customers/${customer.id}/history`, token: agent });
    expect(history.headers['content-range']).toBe('history 0-1/2');
    const [updated, created] = history.json();
    expect(created).toMatchObject({
      action: 'customer.created',
      actorEmail: 'agent@demo.ca',
      actorName: 'Olivia Roy',
      before: null,
    });
    expect(updated).toMatchObject({
      action: 'customer.updated',
      before: { city: 'Montréal', version: 1 },
      after: { city: 'Laval', version: 2 },
    });
    const viaAuditLog = await t.call({
      method: 'GET',
      url: `/api/audit-logs?filter=${q({ entity: 'customer', entityId: customer.id })}`,
      token: agent,
    });
    expect(viaAuditLog.json()).toHaveLength(2);
  });
});

describe('deleting customers', () => {
  it('removes a profile made by mistake, answering with it', async () => {
    const customer = await createCustomer(t, agent, { sin: null });
    const removed = await t.call({ method: 'DELETE', url: `/api/customers/${customer.id}`, token: agent });
    expect(removed.json()).toMatchObject({ id: customer.id, firstName: 'Jean' });
    expect((await get(customer.id)).statusCode).toBe(404);
  });

  it('keeps a customer who has loan requests', async () => {
    const customer = await createCustomer(t, agent, { sin: null });
    await t.call({
      method: 'POST',
      url: '/api/requests',
      token: agent,
      payload: { customerId: customer.id, requestedAmountCents: 50_000 },
    });
    const refused = await t.call({ method: 'DELETE', url: `/api/customers/${customer.id}`, token: agent });
    expect(refused.statusCode).toBe(420);
    expect(refused.json()).toMatchObject({ message: 'errors.CUSTOMER_HAS_REQUESTS', params: { count: 1 } });
  });
});

describe('permissions', () => {
  it('closes everything to a user without customer abilities', async () => {
    const { token } = await t.login('norole@demo.ca');
    for (const [method, url] of [
      ['GET', '/api/customers'],
      ['GET', '/api/customers/1'],
      ['POST', '/api/customers'],
      ['GET', '/api/customers/1/history'],
    ] as const) {
      const response = await t.call({ method, url, token, payload: method === 'POST' ? customerBody() : undefined });
      expect(response.statusCode, url).toBe(420);
      expect(response.json().message).toBe('errors.FORBIDDEN');
    }
  });

  it('checks each action on its own: view without update, delete, or the user audit trail', async () => {
    const viewer = await signInWith(t, admin, 'lecture.seule@demo.ca', [{ Action: 'view', Subject: 'customer' }]);
    const customer = await createCustomer(t, agent, { sin: null });
    expect((await get(customer.id, viewer)).statusCode).toBe(200);
    expect((await put(customer.id, { city: 'Laval', version: 1 }, viewer)).statusCode).toBe(420);
    expect((await t.call({ method: 'DELETE', url: `/api/customers/${customer.id}`, token: viewer })).statusCode).toBe(
      420,
    );
    expect(
      (await t.call({ method: 'POST', url: '/api/customers', token: viewer, payload: customerBody() })).statusCode,
    ).toBe(420);
    expect((await t.call({ method: 'GET', url: '/api/audit-logs', token: viewer })).statusCode).toBe(420);
  });
});
