import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/**
 * Data a journey needs, made through the API so that each test owns its records: both language
 * projects run against one server and one database, in any order.
 */
export async function apiToken(request: APIRequestContext, email = 'admin@demo.ca'): Promise<string> {
  const auth = await request.post('/api/Identity/Authenticate', { data: { UserName: email, Password: DEMO_PASSWORD } });
  expect(auth.ok()).toBe(true);
  return (await auth.json()).model.token;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Letters only (names are searched as text), different on every call. */
export function uniqueTag(): string {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let tag = '';
  while (n > 0) {
    tag = LETTERS[n % 26] + tag;
    n = Math.floor(n / 26);
  }
  return tag.slice(-8);
}

/** Ten digits no one else has (for the duplicate rule, a shared phone makes two profiles alike). */
export const uniquePhone = () => `514${String(Date.now() % 10_000_000).padStart(7, '0')}`;

export interface CreatedCustomer {
  id: number;
  customerNumber: number;
  firstName: string;
  lastName: string;
  fullName: string;
  version: number;
  [field: string]: unknown;
}

export async function createCustomer(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown>,
): Promise<CreatedCustomer> {
  const response = await request.post('/api/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Camille', language: 'fr', city: 'Montréal', province: 'QC', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function getCustomer(request: APIRequestContext, token: string, id: number): Promise<CreatedCustomer> {
  const response = await request.get(`/api/customers/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

export async function createRequest(
  request: APIRequestContext,
  token: string,
  customerId: number,
  requestedAmountCents: number,
) {
  const response = await request.post('/api/requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerId, requestedAmountCents },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; status: string; version: number };
}

/** A money text as Intl writes it, matched whatever space characters the browser's ICU uses. */
export function moneyPattern(cents: number, project: string): RegExp {
  const text = new Intl.NumberFormat(project === 'en' ? 'en-CA' : 'fr-CA', {
    style: 'currency',
    currency: 'CAD',
  }).format(cents / 100);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]?');
  return new RegExp(escaped);
}
