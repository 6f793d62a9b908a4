import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCustomer, q } from '../support/customers';
import { changeStatus, createRequest, type RequestReply } from '../support/requests';

let t: TestApp;
let agent: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  customerId = (await createCustomer(t, agent)).id;
});
afterAll(async () => t.close());

const newRequest = () => createRequest(t, agent, { customerId, requestedAmountCents: 100_000 });
const move = async (request: RequestReply, payload: Record<string, unknown>) => {
  const response = await changeStatus(t, agent, request.id, { version: request.version, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RequestReply;
};

describe('status changes (spec §4)', () => {
  it('pre-approves and accepts with an amount, recording it, the time and a new version', async () => {
    const request = await newRequest();
    const preapproved = await move(request, { status: 'PREAPPROVED', amount: 80_000 });
    expect(preapproved).toMatchObject({ status: 'PREAPPROVED', approvedAmountCents: 80_000, version: 2 });
    const accepted = await move(preapproved, { status: 'ACCEPTED', amount: 75_000 });
    expect(accepted).toMatchObject({
      status: 'ACCEPTED',
      approvedAmountCents: 75_000,
      requestedAmountCents: 100_000,
      version: 3,
    });
    expect(new Date(String(accepted.statusChangedAt)).getTime()).toBeGreaterThanOrEqual(
      new Date(String(preapproved.statusChangedAt)).getTime(),
    );
  });

  it('denies with one of the denial reasons, and clears it when the request is reopened', async () => {
    const denied = await move(await newRequest(), { status: 'DENIED', denialReason: 'NO_CAPACITY' });
    expect(denied).toMatchObject({ status: 'DENIED', denialReason: 'NO_CAPACITY' });
    const reopened = await move(denied, { status: 'NEW' });
    expect(reopened).toMatchObject({ status: 'NEW', denialReason: null });
  });

  it.each([
    [{ status: 'PREAPPROVED' }, { amount: 'validation.required' }],
    [{ status: 'ACCEPTED', amount: 0 }, { amount: 'validation.invalidAmount' }],
    [{ status: 'DENIED' }, { denialReason: 'validation.required' }],
    [{ status: 'DENIED', denialReason: 'BAD_MOOD' }, { denialReason: 'validation.invalid' }],
    [{ status: 'DENIED', denialReason: 'NO_JOB', amount: 50_000 }, { amount: 'validation.notExpected' }],
    [{ status: 'WAITING', denialReason: 'NO_JOB' }, { denialReason: 'validation.notExpected' }],
    [{ status: 'ASLEEP' }, { status: 'validation.invalid' }],
  ])('asks for what each status needs: %j', async (payload, errors) => {
    const request = await newRequest();
    const response = await changeStatus(t, agent, request.id, { version: request.version, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('refuses a change the rules do not allow, saying from and to', async () => {
    const accepted = await move(await move(await newRequest(), { status: 'PREAPPROVED', amount: 50_000 }), {
      status: 'ACCEPTED',
      amount: 50_000,
    });
    const refused = await changeStatus(t, agent, accepted.id, {
      status: 'DENIED',
      denialReason: 'NO_JOB',
      version: accepted.version,
    });
    expect(refused.statusCode).toBe(420);
    expect(refused.json()).toEqual({
      message: 'errors.STATUS_CHANGE_NOT_ALLOWED',
      params: { from: 'ACCEPTED', to: 'DENIED' },
    });
    const fresh = await newRequest();
    for (const status of ['NEW', 'IN_COLLECTIONS', 'LOAN_PAY_IN_FULL']) {
      expect((await changeStatus(t, agent, fresh.id, { status, version: 1 })).json().message, status).toBe(
        'errors.STATUS_CHANGE_NOT_ALLOWED',
      );
    }
    const fraud = await move(fresh, { status: 'FRAUDSTER' });
    expect((await changeStatus(t, agent, fraud.id, { status: 'NEW', version: fraud.version })).statusCode).toBe(420);
  });

  it('refuses a change made on a stale version (someone changed the status first) and keeps theirs', async () => {
    const request = await newRequest();
    await move(request, { status: 'WAITING_MISSING_IBV' });
    const late = await changeStatus(t, agent, request.id, { status: 'CANCELLED_BY_CLIENT', version: request.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('errors.STALE_VERSION');
    expect((await t.call({ method: 'GET', url: `/api/requests/${request.id}`, token: agent })).json().status).toBe(
      'WAITING_MISSING_IBV',
    );
    expect((await changeStatus(t, agent, 999_999, { status: 'WAITING', version: 1 })).statusCode).toBe(404);
  });

  it('moves the request between sidebar entries and audits each change with before and after', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/requests/counts', token: agent })).json().counts;
    const request = await newRequest();
    await move(request, { status: 'WAITING_MISSING_CONTRACT' });
    const after = (await t.call({ method: 'GET', url: '/api/requests/counts', token: agent })).json().counts;
    expect(after).toMatchObject({ all: before.all + 1, new: before.new, waiting: before.waiting + 1 });

    const trail = (
      await t.call({
        method: 'GET',
        url: `/api/audit-logs?filter=${q({ entity: 'request', entityId: request.id })}`,
        token: agent,
      })
    ).json();
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['request.status-changed', 'request.created']);
    expect(trail[0]).toMatchObject({
      actorEmail: 'agent@demo.ca',
      before: { status: 'NEW', version: 1 },
      after: { status: 'WAITING_MISSING_CONTRACT', version: 2 },
    });
  });

  it('needs the update ability', async () => {
    const { token } = await t.login('norole@demo.ca');
    const request = await newRequest();
    expect((await changeStatus(t, token, request.id, { status: 'WAITING', version: 1 })).json().message).toBe(
      'errors.FORBIDDEN',
    );
  });
});
