import { expect } from 'vitest';
import type { TestApp } from './testApp';

export interface CreatedKeyReply {
  id: number;
  name: string;
  prefix: string;
  status: string;
  value: string;
  [field: string]: unknown;
}

/** Creates an API key as `token`'s user (201 expected); the answer carries the value, once. */
export async function createApiKey(t: TestApp, token: string, name: string): Promise<CreatedKeyReply> {
  const response = await t.call({ method: 'POST', url: '/api/api-keys', token, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const deactivateApiKey = (t: TestApp, token: string, id: number) =>
  t.call({ method: 'POST', url: `/api/api-keys/${id}/deactivate`, token });
