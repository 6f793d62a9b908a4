import { expect } from 'vitest';
import { ledgerDisagreements } from '../../domain/loanConsistency';
import { runMoneyBatches } from '../../server/features/deposits/moneyJob';
import { createCustomer } from './customers';
import { changeStatus, createRequest } from './requests';
import type { TestApp } from './testApp';

/** The loan screen's answer (server/features/loans/loanDetail.ts), loosely typed for tests. */
export interface LoanReply {
  id: number;
  version: number;
  status: string;
  balance: number;
  interest: number;
  fees: number;
  totalOwing: number;
  nsfCount: number;
  payments: {
    id: number;
    number: number;
    position: number | null;
    history: boolean;
    kind: string;
    date: string;
    amount: number;
    interest: number;
    capital: number;
    membershipFee: number;
    fees: number;
    balance: number;
    status: string;
    sent: boolean;
    descriptionEN: string;
    descriptionFR: string;
  }[];
  ledger: {
    id: number;
    kind: string;
    date: string;
    capital: number;
    interest: number;
    fees: number;
    total: number;
    balanceAfter: number;
    paymentId: number | null;
    reversed: boolean;
    removable: boolean;
  }[];
  actions: Record<string, boolean>;
  stopChoices: { choice: string; date: string }[];
  [field: string]: unknown;
}

/** A loan made on 2026-11-23 (a Monday): $500 in six payments every two weeks from 2026-12-04. */
export const LOAN_TERMS = {
  amount: 50_000,
  numberOfPayments: 6,
  frequency: 'BIWEEKLY',
  firstPaymentDate: '2026-12-04',
  paymentProvider: 'CARD',
};

/** Moves the lender's calendar to a date (payments due by then are collected on the next action). */
/**
 * The lender's clock moved to `date`, and the money batches run as they would have by then: the
 * debits due by then presented and sent ("send now"), so that their payments are collected on their
 * dates. Nothing is collected without its debit.
 */
export async function setToday(t: TestApp, date: string) {
  t.ctx.clock.today = () => date;
  await runMoneyBatches(t.ctx, { sendNow: true });
}

let customerCounter = 0;

/** A customer with banking information and an ACCEPTED request for `approved` cents. */
export async function acceptedRequest(
  t: TestApp,
  token: string,
  approved = 100_000,
  customer: Record<string, unknown> = {},
) {
  const n = ++customerCounter;
  const { id: customerId } = await createCustomer(t, token, {
    sin: null,
    email: `loan${n}.${Date.now()}@example.ca`,
    homePhone: null,
    cellPhone: null,
    ...customer,
  });
  return { customerId, requestId: await acceptRequestOf(t, token, customerId, approved) };
}

/** A request of an existing customer, ACCEPTED for `approved` cents: its id. */
export async function acceptRequestOf(t: TestApp, token: string, customerId: number, approved = 100_000) {
  const request = await createRequest(t, token, { customerId, requestedAmountCents: approved });
  const accepted = await changeStatus(t, token, request.id, {
    version: request.version,
    status: 'ACCEPTED',
    amount: approved,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return request.id;
}

export async function createLoan(t: TestApp, token: string, body: Record<string, unknown>): Promise<LoanReply> {
  const response = await t.call({ method: 'POST', url: '/api/loans', token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Posts a loan action and expects it to succeed, answering the loan as it now stands. */
export async function loanAction(
  t: TestApp,
  token: string,
  loan: { id: number; version: number },
  path: string,
  body: Record<string, unknown> = {},
  method: 'POST' | 'PUT' = 'POST',
): Promise<LoanReply> {
  const response = await t.call({
    method,
    url: `/api/loans/${loan.id}/${path}`,
    token,
    payload: { version: loan.version, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const loanActionResponse = (
  t: TestApp,
  token: string,
  loan: { id: number; version: number },
  path: string,
  body: Record<string, unknown> = {},
) =>
  t.call({ method: 'POST', url: `/api/loans/${loan.id}/${path}`, token, payload: { version: loan.version, ...body } });

/** Σ ledger = the figures shown, and the remaining payments repay exactly what is owed (domain/loanConsistency.ts). */
export function expectLedgerConsistent(loan: LoanReply) {
  expect(ledgerDisagreements(loan)).toEqual([]);
}
