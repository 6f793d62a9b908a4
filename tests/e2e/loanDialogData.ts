import { expect, type APIRequestContext } from '@playwright/test';
import { createCustomer, createRequest, uniqueTag } from './apiData';

/**
 * Loans for the loan-dialog journeys, made through the API as an agent would (an accepted request,
 * the new-loan call, start) on the e2e server's pinned business day, 2026-11-24.
 */

/** The part of GET /api/loans/:id the journeys read. */
export interface LoanSnapshot {
  id: number;
  loanNumber: number;
  version: number;
  status: string;
  totalOwing: number;
  payments: {
    id: number;
    number: number;
    position: number | null;
    history: boolean;
    kind: string;
    date: string;
    amount: number;
    status: string;
    sent: boolean;
  }[];
  ledger: { id: number; kind: string; date: string; total: number; removable: boolean }[];
  actions: Record<string, boolean>;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** $500 over six payments every two weeks from Friday 2026-12-04 (an offer of the default amount matrix). */
export const LOAN_TERMS = {
  amount: 50_000,
  numberOfPayments: 6,
  frequency: 'BIWEEKLY',
  firstPaymentDate: '2026-12-04',
  paymentProvider: 'CARD',
} as const;

export async function getLoan(request: APIRequestContext, token: string, loanId: number): Promise<LoanSnapshot> {
  const response = await request.get(`/api/loans/${loanId}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * A new customer (with the banking information a start needs), an accepted request, its loan,
 * started today and paid out by a manual transaction (nothing is serviced before the money is out).
 */
export async function startedLoan(
  request: APIRequestContext,
  token: string,
  /** More of the customer's fields (an email for the portal). */
  customerFields: Record<string, unknown> = {},
): Promise<LoanSnapshot & { customerId: number; customerLastName: string }> {
  const customer = await createCustomer(request, token, {
    lastName: `Bouchard-${uniqueTag()}`,
    bankTransit: '30101',
    bankInstitution: '815',
    bankAccount: '1234567',
    ...customerFields,
  });
  const loanRequest = await createRequest(request, token, customer.id, LOAN_TERMS.amount);
  const accepted = await request.post(`/api/requests/${loanRequest.id}/status`, {
    headers: auth(token),
    data: { version: loanRequest.version, status: 'ACCEPTED', amount: LOAN_TERMS.amount },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const created = await request.post('/api/loans', {
    headers: auth(token),
    data: { requestId: loanRequest.id, ...LOAN_TERMS },
  });
  expect(created.status(), await created.text()).toBe(201);
  const loan: LoanSnapshot = await created.json();
  const started = await request.post(`/api/loans/${loan.id}/start`, {
    headers: auth(token),
    data: { version: loan.version },
  });
  expect(started.status(), await started.text()).toBe(200);
  await payOutManually(request, token, loan.id);
  return { ...(await getLoan(request, token, loan.id)), customerId: customer.id, customerLastName: customer.lastName };
}

/** The loan's deposit, as GET /api/deposits/:id answers it. */
export async function depositOfLoan(request: APIRequestContext, token: string, loanId: number) {
  const filter = encodeURIComponent(JSON.stringify({ loanId }));
  const list = await request.get(`/api/deposits?filter=${filter}`, { headers: auth(token) });
  expect(list.status(), await list.text()).toBe(200);
  const [row] = await list.json();
  const detail = await request.get(`/api/deposits/${row.id}`, { headers: auth(token) });
  return (await detail.json()) as { id: number; version: number; status: string };
}

async function payOutManually(request: APIRequestContext, token: string, loanId: number) {
  const deposit = await depositOfLoan(request, token, loanId);
  const sent = await request.post(`/api/deposits/${deposit.id}/send`, {
    headers: auth(token),
    data: { version: deposit.version, transactionType: 'MANUAL' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** A collected payment of the schedule: the bank may still return it. */
export const collectedPayments = (loan: LoanSnapshot) =>
  loan.payments.filter((line) => line.kind === 'SCHEDULED' && line.status === 'PAID');

/**
 * An active demo loan (seeded months back) with a collected payment, the `skip`-th one found: each
 * language project takes its own, as both run against one database. From the newest (`DESC`), a
 * journey that changes the loan for good stays clear of those the others take from the oldest.
 */
export async function demoLoanWithCollectedPayment(
  request: APIRequestContext,
  token: string,
  skip: number,
  order: 'ASC' | 'DESC' = 'ASC',
): Promise<LoanSnapshot> {
  const filter = encodeURIComponent(JSON.stringify({ status: 'ACTIVE' }));
  const response = await request.get(`/api/loans?filter=${filter}&range=[0,99]&sort=["id","${order}"]`, {
    headers: auth(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const rows: { id: number }[] = await response.json();
  const found: LoanSnapshot[] = [];
  for (const row of rows) {
    const loan = await getLoan(request, token, row.id);
    if (loan.actions.nsf && collectedPayments(loan).length > 0) found.push(loan);
    if (found.length > skip) return found[skip];
  }
  throw new Error(`Only ${found.length} active demo loans have a collected payment: the demo seed should make more`);
}
