import { expect, type APIRequestContext } from '@playwright/test';
import { createCustomer, createRequest, uniqueTag, type CreatedCustomer } from './apiData';

/**
 * Loans a journey needs, made through the API. The e2e server's business day is pinned
 * (BUSINESS_DATE=2026-11-24 in start-server.mjs): first payments from 2026-11-25 on are in the future.
 */
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A Quebec customer with banking information (a loan needs it to start) and an ACCEPTED request. */
export async function customerWithAcceptedRequest(
  request: APIRequestContext,
  token: string,
  approvedCents = 100_000,
): Promise<{ customer: CreatedCustomer; requestId: number }> {
  const customer = await createCustomer(request, token, {
    lastName: `Bouchard-${uniqueTag()}`,
    bankTransit: '30101',
    bankInstitution: '815',
    bankAccount: '1234567',
  });
  const created = await createRequest(request, token, customer.id, approvedCents);
  const accepted = await request.post(`/api/requests/${created.id}/status`, {
    headers: auth(token),
    data: { version: created.version, status: 'ACCEPTED', amount: approvedCents },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { customer, requestId: created.id };
}

export interface CreatedLoan {
  id: number;
  loanNumber: number;
  version: number;
  status: string;
  numberOfPayments: number;
}

/** A PENDING loan of $500 over 6 payments every two weeks, the first on Friday 2026-12-04. */
export async function createLoan(
  request: APIRequestContext,
  token: string,
  requestId: number,
  paymentProvider: 'CARD' | 'INTERAC' = 'CARD',
): Promise<CreatedLoan> {
  const response = await request.post('/api/loans', {
    headers: auth(token),
    data: {
      requestId,
      amount: 50_000,
      numberOfPayments: 6,
      frequency: 'BIWEEKLY',
      firstPaymentDate: '2026-12-04',
      paymentProvider,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function startLoan(
  request: APIRequestContext,
  token: string,
  loan: { id: number; version: number },
): Promise<CreatedLoan> {
  const response = await request.post(`/api/loans/${loan.id}/start`, {
    headers: auth(token),
    data: { version: loan.version },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
