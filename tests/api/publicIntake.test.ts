import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, deactivateApiKey } from '../support/apiKeys';
import { createCustomer, q } from '../support/customers';
import { createTestApp, type TestApp } from '../support/testApp';

/** PUBLIC_INTAKE_RATE_LIMIT=3: the fourth call of a minute with one key is refused. */
const LIMIT = 3;

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_INTAKE_RATE_LIMIT: String(LIMIT) });
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

/** A fresh key per test: each has its own allowance of LIMIT calls a minute. */
const freshKey = async (name: string) => (await createApiKey(t, admin, name)).value;

/** What a lender's website sends for a first-time applicant. */
const applicant = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Émilie',
  lastName: 'Bouchard',
  email: 'emilie.bouchard@exemple.ca',
  cellPhone: '819 555 0142',
  dateOfBirth: '1990-02-17',
  language: 'fr',
  street: '12, rue des Érables',
  city: 'Sherbrooke',
  province: 'QC',
  postalCode: 'J1H 2K3',
  ...overrides,
});

const send = (key: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/public/loan-requests',
    payload: payload as object,
    headers: { ...(key === undefined ? {} : { 'x-api-key': key }), ...headers },
  });

const counts = async () => {
  const [row] = await t.ctx.database.sql<{ customers: number; requests: number }[]>`
    select (select count(*)::int from customers) as customers, (select count(*)::int from requests) as requests`;
  return row;
};

describe('a request from the website', () => {
  it('creates a new customer and an EXTERNAL request that agents see in their list, audited as the website', async () => {
    const key = await freshKey('Intake new customer');
    const before = await counts();
    const response = await send(key, { applicant: applicant(), requestedAmountCents: 75_000 });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({ requestId: expect.any(Number), status: 'NEW', createdAt: expect.any(String) });
    expect(await counts()).toEqual({ customers: before.customers + 1, requests: before.requests + 1 });

    const listed = await t.call({
      method: 'GET',
      url: `/api/requests?filter=${q({ origin: 'EXTERNAL', email: 'emilie.bouchard' })}`,
      token: agent,
    });
    const request = listed.json().find((r: { id: number }) => r.id === receipt.requestId);
    expect(request).toMatchObject({
      status: 'NEW',
      origin: 'EXTERNAL',
      requestedAmountCents: 75_000,
      firstName: 'Émilie',
      lastName: 'Bouchard',
      email: 'emilie.bouchard@exemple.ca',
      city: 'Sherbrooke',
      province: 'QC',
      cell: '819-555-0142',
      createdBy: null,
      duplicateOfCustomerId: null,
    });
    const customer = (
      await t.call({ method: 'GET', url: `/api/customers/${request.customerId}`, token: agent })
    ).json();
    expect(customer).toMatchObject({
      status: 'ACTIVE',
      dateOfBirth: '1990-02-17',
      postalCode: 'J1H 2K3',
      language: 'fr',
      bankAccount: null,
    });

    const audit = await t.ctx.database.sql<{ action: string; actor_id: number | null }[]>`
      select action, actor_id from audit_log where (entity = 'request' and entity_id = ${String(receipt.requestId)})
        or (entity = 'customer' and entity_id = ${String(request.customerId)}) order by id`;
    expect(audit).toEqual([
      { action: 'intake.customer-created', actor_id: null },
      { action: 'intake.request-created', actor_id: null },
    ]);

    const [used] = await t.ctx.database.sql<
      { last_used_at: string | null }[]
    >`select last_used_at from api_keys where key_hash = encode(sha256(${key}::bytea), 'hex')`;
    expect(used.last_used_at).not.toBeNull();
  });

  it("puts a returning applicant's request in their existing file, without a second customer", async () => {
    const key = await freshKey('Intake returning');
    const existing = await createCustomer(t, agent, {
      firstName: 'Marc',
      lastName: 'Côté',
      email: 'marc.cote@exemple.ca',
      sin: '130 692 544',
      dateOfBirth: '1979-11-03',
      homePhone: null,
      cellPhone: '450 555 0177',
    });
    const before = await counts();
    const response = await send(key, {
      applicant: applicant({
        firstName: 'MARC',
        lastName: 'Cote',
        email: 'Marc.Cote@Exemple.ca',
        dateOfBirth: '1979-11-03',
        cellPhone: '514 555 0999',
      }),
      requestedAmountCents: 50_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe('NEW');
    expect(await counts()).toEqual({ customers: before.customers, requests: before.requests + 1 });
    const request = (
      await t.call({ method: 'GET', url: `/api/requests/${response.json().requestId}`, token: agent })
    ).json();
    expect(request).toMatchObject({ customerId: existing.id, origin: 'EXTERNAL', duplicateOfCustomerId: null });
  });

  it('keeps a stranger out of a file their phone number matches: a new profile, the request DUPLICATE for an agent', async () => {
    const key = await freshKey('Intake duplicate');
    const existing = await createCustomer(t, agent, {
      firstName: 'Nadia',
      lastName: 'Roy',
      email: 'nadia.roy@exemple.ca',
      sin: null,
      homePhone: null,
      cellPhone: '418 555 0123',
    });
    const before = await counts();
    const response = await send(key, {
      applicant: applicant({
        firstName: 'Paul',
        lastName: 'Roy',
        email: 'paul.roy@exemple.ca',
        cellPhone: '(418) 555-0123',
      }),
      requestedAmountCents: 40_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe('DUPLICATE');
    expect(await counts()).toEqual({ customers: before.customers + 1, requests: before.requests + 1 });
    const request = (
      await t.call({ method: 'GET', url: `/api/requests/${response.json().requestId}`, token: agent })
    ).json();
    expect(request.customerId).not.toBe(existing.id);
    expect(request.duplicateOfCustomerId).toBe(existing.id);
    // The number staff know the customer by, for the banner (issue 18: it said the row id).
    expect(request.duplicateOfCustomerNumber).toBe(existing.customerNumber);
    expect(request.duplicateOfCustomerNumber).not.toBe(existing.id);
  });

  it('makes one profile when an applicant sends twice at the same moment', async () => {
    const key = await freshKey('Intake double click');
    const before = await counts();
    const payload = { applicant: applicant({ email: 'double.clic@exemple.ca' }), requestedAmountCents: 60_000 };
    const answers = await Promise.all([send(key, payload), send(key, payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(await counts()).toEqual({ customers: before.customers + 1, requests: before.requests + 2 });
  });

  it('is documented in the OpenAPI description, with its body schema and the X-Api-Key scheme', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    const operation = docs.paths['/api/public/loan-requests'].post;
    expect(operation.security).toEqual([{ apiKey: [] }]);
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['applicant', 'requestedAmountCents']));
    expect(Object.keys(body.properties.applicant.properties)).toEqual(
      expect.arrayContaining(['firstName', 'email', 'cellPhone', 'dateOfBirth', 'sin']),
    );
  });
});

describe('the key', () => {
  it.each([
    ['no X-Api-Key header', undefined, 'errors.API_KEY_MISSING'],
    ['an empty header', '', 'errors.API_KEY_MISSING'],
    ['a malformed key', 'not-a-key', 'errors.API_KEY_INVALID'],
    ['an unknown key of the right shape', `gk_live_${'Z'.repeat(32)}`, 'errors.API_KEY_INVALID'],
    ['a bearer token instead of a key', undefined, 'errors.API_KEY_MISSING'],
  ])('answers 401 for %s, creating nothing, before looking at the body', async (label, key, message) => {
    const before = await counts();
    const headers: Record<string, string> = label.startsWith('a bearer') ? { authorization: `Bearer ${admin}` } : {};
    const response = await send(key, { unexpected: true }, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('answers 401 for a deactivated key, and its last use stays the last accepted call', async () => {
    const created = await createApiKey(t, admin, 'Intake deactivated');
    expect(
      (await send(created.value, { applicant: applicant({ email: 'avant@exemple.ca' }), requestedAmountCents: 30_000 }))
        .statusCode,
    ).toBe(201);
    const lastUse = (await t.call({ method: 'GET', url: `/api/api-keys/${created.id}`, token: admin })).json()
      .lastUsedAt;
    expect(lastUse).toEqual(expect.any(String));
    expect((await deactivateApiKey(t, admin, created.id)).statusCode).toBe(200);

    const before = await counts();
    const refused = await send(created.value, {
      applicant: applicant({ email: 'apres@exemple.ca' }),
      requestedAmountCents: 30_000,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('errors.API_KEY_INACTIVE');
    expect(await counts()).toEqual(before);
    expect((await t.call({ method: 'GET', url: `/api/api-keys/${created.id}`, token: admin })).json().lastUsedAt).toBe(
      lastUse,
    );
  });
});

describe('a bad body', () => {
  it.each([
    [
      'an unknown field',
      { applicant: applicant(), requestedAmountCents: 50_000, status: 'ACCEPTED' },
      { status: 'validation.unknownField' },
    ],
    [
      'an unknown applicant field',
      { applicant: applicant({ bankAccount: '1234567' }), requestedAmountCents: 50_000 },
      { 'applicant.bankAccount': 'validation.unknownField' },
    ],
    ['no amount', { applicant: applicant() }, { requestedAmountCents: 'validation.invalidAmount' }],
    [
      'dollars with cents as a fraction',
      { applicant: applicant(), requestedAmountCents: 500.5 },
      { requestedAmountCents: 'validation.invalidAmount' },
    ],
    [
      'a bad email',
      { applicant: applicant({ email: 'pas-un-courriel' }), requestedAmountCents: 50_000 },
      { 'applicant.email': 'validation.email' },
    ],
    [
      'no date of birth',
      { applicant: applicant({ dateOfBirth: undefined }), requestedAmountCents: 50_000 },
      { 'applicant.dateOfBirth': 'validation.invalidDate' },
    ],
    [
      'no phone at all',
      { applicant: applicant({ cellPhone: null, homePhone: '' }), requestedAmountCents: 50_000 },
      { 'applicant.cellPhone': 'validation.required' },
    ],
    [
      'a postal code of another province',
      { applicant: applicant({ postalCode: 'M5V 2T6' }), requestedAmountCents: 50_000 },
      { 'applicant.postalCode': 'validation.postalCodeProvince' },
    ],
    [
      'an amount the matrix does not reach',
      { applicant: applicant(), requestedAmountCents: 2_000_000 },
      { requestedAmountCents: 'validation.amountNotOffered' },
    ],
    [
      'a birth date in the future',
      { applicant: applicant({ dateOfBirth: '2090-01-01' }), requestedAmountCents: 50_000 },
      { 'applicant.dateOfBirth': 'validation.invalidDate' },
    ],
  ])('answers 400 with field errors for %s, creating nothing', async (label, payload, errors) => {
    const key = await freshKey(`Bad body: ${label}`);
    const before = await counts();
    const response = await send(key, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors.VALIDATION_ERROR', errors });
    expect(await counts()).toEqual(before);
  });
});

describe('the rate limit', () => {
  it(`lets one key send ${LIMIT} requests a minute, then answers 429 while another key still passes`, async () => {
    const busy = await freshKey('Rate busy');
    const other = await freshKey('Rate other');
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await send(busy, { applicant: applicant({ email: `rafale${i}@exemple.ca` }), requestedAmountCents: 30_000 }))
          .statusCode,
      ).toBe(201);
    }
    const before = await counts();
    const limited = await send(busy, {
      applicant: applicant({ email: 'rafale-de-trop@exemple.ca' }),
      requestedAmountCents: 30_000,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'errors.INTAKE_RATE_LIMITED',
      params: { max: LIMIT, seconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
    expect(
      (await send(other, { applicant: applicant({ email: 'autre-site@exemple.ca' }), requestedAmountCents: 30_000 }))
        .statusCode,
    ).toBe(201);
  });
});
