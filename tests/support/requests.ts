import { expect } from 'vitest';
import type { TestApp } from './testApp';

export interface RequestReply {
  id: number;
  customerId: number;
  status: string;
  version: number;
  [field: string]: unknown;
}

/** Creates a loan request through the API (201 expected). */
export async function createRequest(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
): Promise<RequestReply> {
  const response = await t.call({ method: 'POST', url: '/api/requests', token, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const changeStatus = (t: TestApp, token: string, id: number, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/requests/${id}/status`, token, payload });
