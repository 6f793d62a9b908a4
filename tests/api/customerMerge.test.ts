import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCustomer, q, type CustomerReply } from '../support/customers';
import { PDF_BYTES, multipart } from '../support/multipart';

let t: TestApp;
let agent: string;
let staff: string;
let primary: CustomerReply;
let duplicate: CustomerReply;
let duplicateRequestId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  staff = (await t.login('staff@demo.ca')).token;
  primary = await createCustomer(t, agent);
  duplicate = await createCustomer(t, agent, {
    firstName: 'JEAN',
    lastName: 'TREMBLAY',
    sin: null,
    homePhone: null,
    cellPhone: null,
  });
  duplicateRequestId = (
    await t.call({
      method: 'POST',
      url: '/api/requests',
      token: agent,
      payload: { customerId: duplicate.id, requestedAmountCents: 80_000 },
    })
  ).json().id;
  await t.call({
    method: 'POST',
    url: `/api/customers/${duplicate.id}/references`,
    token: agent,
    payload: { firstName: 'Paul', lastName: 'Roy', relationship: 'FRIEND' },
  });
  await t.call({
    method: 'POST',
    url: `/api/customers/${duplicate.id}/comments`,
    token: agent,
    payload: { body: 'Profil créé par le portail' },
  });
  const { payload, headers } = multipart(
    { type: 'VOID_CHECK' },
    { name: 'cheque.pdf', type: 'application/pdf', bytes: PDF_BYTES },
  );
  await t.call({ method: 'POST', url: `/api/customers/${duplicate.id}/documents`, token: agent, payload, headers });
});
afterAll(async () => t.close());

const customer = async (id: number, token = agent) =>
  (await t.call({ method: 'GET', url: `/api/customers/${id}`, token })).json();
const merge = (payload: object, token = agent, id = primary.id) =>
  t.call({ method: 'POST', url: `/api/customers/${id}/merge`, token, payload });
const unmerge = (payload: object, token = agent) =>
  t.call({ method: 'POST', url: `/api/customers/${primary.id}/unmerge`, token, payload });
const countsOf = async (id: number) => ({
  requests: (await t.call({ method: 'GET', url: `/api/requests?filter=${q({ customerId: id })}`, token: agent })).json()
    .length,
  references: (await t.call({ method: 'GET', url: `/api/customers/${id}/references`, token: agent })).json().length,
  comments: (await t.call({ method: 'GET', url: `/api/customers/${id}/comments`, token: agent })).json().length,
  documents: (await t.call({ method: 'GET', url: `/api/customers/${id}/documents`, token: agent })).json().length,
});

describe('finding duplicates', () => {
  it('lists the other profiles sharing a SIN, an email or a phone', async () => {
    const found = (
      await t.call({ method: 'GET', url: `/api/customers/${primary.id}/duplicates`, token: agent })
    ).json();
    expect(found).toEqual([expect.objectContaining({ id: duplicate.id, matchedOn: ['email'] })]);
  });
});

describe('the merge lock (spec §8: an agent already working on it)', () => {
  it('shows who holds a profile to the others, and refuses them until it is released', async () => {
    const taken = await t.call({ method: 'POST', url: `/api/customers/${primary.id}/lock`, token: agent });
    expect(taken.json()).toMatchObject({ userName: 'Olivia Roy', until: expect.any(String) });
    const until = taken.json().until;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect((await customer(primary.id, staff)).mergeLock).toEqual(taken.json());

    const locked = { message: 'errors.MERGE_LOCKED', params: { by: 'Olivia Roy', until } };
    expect((await merge({ duplicateId: duplicate.id, version: primary.version }, staff)).json()).toMatchObject(locked);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/customers/${primary.id}`,
          token: staff,
          payload: { city: 'Laval', version: primary.version },
        })
      ).json(),
    ).toMatchObject(locked);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/customers/${primary.id}/comments`,
          token: staff,
          payload: { body: 'x' },
        })
      ).statusCode,
    ).toBe(420);
    expect(
      (await t.call({ method: 'POST', url: `/api/customers/${primary.id}/lock`, token: staff })).json(),
    ).toMatchObject(locked);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/customers/${primary.id}/lock`, token: staff })).statusCode,
    ).toBe(420);

    expect((await t.call({ method: 'DELETE', url: `/api/customers/${primary.id}/lock`, token: agent })).json()).toEqual(
      { released: true },
    );
    expect((await customer(primary.id, staff)).mergeLock).toBeNull();
  });

  it('lapses after ten minutes, when someone else may take it', async () => {
    await t.call({ method: 'POST', url: `/api/customers/${duplicate.id}/lock`, token: agent });
    await t.ctx.database.db.execute(
      sql`update customer_merge_locks set until = now() - interval '1 second' where customer_id = ${duplicate.id}`,
    );
    expect((await customer(duplicate.id)).mergeLock).toBeNull();
    expect(
      (await t.call({ method: 'POST', url: `/api/customers/${duplicate.id}/lock`, token: staff })).json(),
    ).toMatchObject({ userName: 'Samuel Gagnon' });
    await t.call({ method: 'DELETE', url: `/api/customers/${duplicate.id}/lock`, token: staff });
  });
});

describe('merging and unmerging', () => {
  it('refuses a stale version, merging a profile into itself, and leaves both untouched', async () => {
    expect((await merge({ duplicateId: duplicate.id, version: primary.version + 5 })).statusCode).toBe(409);
    expect((await merge({ duplicateId: primary.id, version: primary.version })).json().errors).toEqual({
      duplicateId: 'validation.invalid',
    });
    expect((await customer(duplicate.id)).status).toBe('ACTIVE');
  });

  it('folds the duplicate in: its records move, it is MERGED and leaves the lists, and the lock ends', async () => {
    await t.call({ method: 'POST', url: `/api/customers/${primary.id}/lock`, token: agent });
    const merged = await merge({ duplicateId: duplicate.id, version: primary.version });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      customer: { id: primary.id, version: primary.version + 1, mergeLock: null },
      duplicate: { id: duplicate.id, status: 'MERGED', mergedIntoId: primary.id },
      merge: {
        primaryId: primary.id,
        duplicateId: duplicate.id,
        unmergedAt: null,
        moved: { requests: [duplicateRequestId] },
      },
    });
    expect(await countsOf(primary.id)).toEqual({ requests: 1, references: 1, comments: 1, documents: 1 });
    expect(await countsOf(duplicate.id)).toEqual({ requests: 0, references: 0, comments: 0, documents: 0 });
    expect(
      (await t.call({ method: 'GET', url: `/api/requests/${duplicateRequestId}`, token: agent })).json().customerId,
    ).toBe(primary.id);

    const listed = (
      await t.call({ method: 'GET', url: `/api/customers?filter=${q({ lastName: 'tremblay' })}`, token: agent })
    ).json();
    expect(listed.map((c: { id: number }) => c.id)).toEqual([primary.id]);
    const many = (
      await t.call({ method: 'GET', url: `/api/customers?filter=${q({ id: [duplicate.id] })}`, token: agent })
    ).json();
    expect(many).toEqual([expect.objectContaining({ id: duplicate.id, status: 'MERGED' })]);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/customers/${duplicate.id}`,
          token: agent,
          payload: { city: 'Laval', version: 2 },
        })
      ).json().message,
    ).toBe('errors.CUSTOMER_MERGED');

    const again = await merge({ duplicateId: duplicate.id, version: primary.version + 1 });
    expect(again.json()).toMatchObject({
      message: 'errors.CUSTOMER_ALREADY_MERGED',
      params: { mergedIntoId: primary.id },
    });
  });

  it('unmerges: the duplicate comes back with what it brought; what was added since stays', async () => {
    await t.call({
      method: 'POST',
      url: `/api/customers/${primary.id}/comments`,
      token: agent,
      payload: { body: 'Ajouté après la fusion' },
    });
    const version = (await customer(primary.id)).version;
    expect((await unmerge({ duplicateId: duplicate.id, version: version - 1 })).statusCode).toBe(409);
    const unmerged = await unmerge({ duplicateId: duplicate.id, version });
    expect(unmerged.statusCode, unmerged.body).toBe(200);
    expect(unmerged.json()).toMatchObject({
      duplicate: { status: 'ACTIVE', mergedIntoId: null },
      merge: { unmergedAt: expect.any(String) },
    });
    expect(await countsOf(duplicate.id)).toEqual({ requests: 1, references: 1, comments: 1, documents: 1 });
    expect(await countsOf(primary.id)).toEqual({ requests: 0, references: 0, comments: 1, documents: 0 });

    expect((await unmerge({ duplicateId: duplicate.id, version: version + 1 })).json().message).toBe(
      'errors.CUSTOMER_NOT_MERGED',
    );
    const merges = (await t.call({ method: 'GET', url: `/api/customers/${duplicate.id}/merges`, token: agent })).json();
    expect(merges).toEqual([expect.objectContaining({ primaryId: primary.id, unmergedAt: expect.any(String) })]);
    const actions = (await t.call({ method: 'GET', url: `/api/customers/${primary.id}/history`, token: agent }))
      .json()
      .map((e: { action: string }) => e.action);
    expect(actions.slice(0, 3)).toEqual(['customer.unmerged', 'customer.comment-added', 'customer.merged']);
  });

  it('needs the update ability', async () => {
    const { token } = await t.login('norole@demo.ca');
    expect((await merge({ duplicateId: duplicate.id, version: 1 }, token)).json().message).toBe('errors.FORBIDDEN');
    expect((await t.call({ method: 'POST', url: `/api/customers/${primary.id}/lock`, token })).statusCode).toBe(420);
  });
});
