import { expect } from 'vitest';
import type { NotificationItem, PartialNotifications } from '../../domain/notifications';
import type { Permission } from '../../domain/permissions';
import { createCustomer } from './customers';
import { changeStatus, createRequest, type RequestReply } from './requests';
import type { TestApp } from './testApp';

export const N = '/api/Notification';

export async function partialOf(t: TestApp, token: string, type = 'ALL'): Promise<PartialNotifications> {
  const response = await t.call({ method: 'GET', url: `${N}/getPartialNotifications?type=${type}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A user with exactly these permissions, signed in. */
export async function userWith(
  t: TestApp,
  adminToken: string,
  email: string,
  permissions: Permission[],
): Promise<{ id: number; token: string; version: number }> {
  const created = await t.call({
    method: 'POST',
    url: '/api/users',
    token: adminToken,
    payload: { email, roles: ['user'], permissions },
  });
  expect(created.statusCode, created.body).toBe(201);
  const user = created.json();
  const { token } = await t.login(email, user.generatedPassword);
  return { id: user.id, token, version: user.version };
}

/** A new request of a new customer, moved to `status` (PREAPPROVED and ACCEPTED with an amount, DENIED with a reason). */
export async function requestMovedTo(
  t: TestApp,
  token: string,
  status: 'PREAPPROVED' | 'ACCEPTED' | 'DENIED',
  customer?: { id: number },
): Promise<RequestReply> {
  const customerId = customer?.id ?? (await createCustomer(t, token)).id;
  const request = await createRequest(t, token, { customerId, requestedAmountCents: 100_000 });
  const extra = status === 'DENIED' ? { denialReason: 'NO_JOB' } : { amount: 80_000 };
  const moved = await changeStatus(t, token, request.id, { status, version: request.version, ...extra });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json();
}

export const idsOf = (items: NotificationItem[]) => items.map((item) => item.id);
