import { expect } from 'vitest';
import type { Permission } from '../../domain/permissions';
import type { TestApp } from './testApp';

/** Signs in a new user holding exactly `permissions` (created by the administrator). */
export async function signInWith(
  t: TestApp,
  adminToken: string,
  email: string,
  permissions: Permission[],
): Promise<string> {
  const created = await t.call({
    method: 'POST',
    url: '/api/users',
    token: adminToken,
    payload: { email, roles: ['user'], permissions },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (await t.login(email, created.json().generatedPassword)).token;
}
