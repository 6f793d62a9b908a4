import { expect } from 'vitest';
import { addDays, isWeekend, type IsoDate } from '../../domain/calendarDates';
import { torontoInstant } from '../../server/businessClock';
import { runMoneyBatches } from '../../server/features/deposits/moneyJob';
import { acceptedRequest, createLoan, loanAction, LOAN_TERMS, type LoanReply } from './loans';
import type { TestApp } from './testApp';

/** The deposit screen's answer (domain/depositRecords.ts), loosely typed for tests. */
export interface DepositReply {
  id: number;
  version: number;
  loanId: number;
  status: string;
  paymentStatus: string | null;
  transactionType: string | null;
  transactionId: string | null;
  errorKey: string | null;
  errorParams: Record<string, string | number> | null;
  actions: { send: boolean; retry: boolean; cancel: boolean };
  events: { kind: string; detail: Record<string, unknown> }[];
  eftFile: { id: number; status: string; creationNumber: number; creditCount: number; creditCents: number } | null;
  [field: string]: unknown;
}

/** Moves the lender's clock to a Toronto date and time: today and now agree. */
export function setNow(t: TestApp, date: string, time = '09:00') {
  const instant = torontoInstant(date, time);
  t.ctx.clock.today = () => date;
  t.ctx.clock.now = () => instant;
}

export async function depositOfLoan(t: TestApp, token: string, loanId: number): Promise<DepositReply> {
  const list = await t.call({
    method: 'GET',
    url: `/api/deposits?filter=${encodeURIComponent(JSON.stringify({ loanId }))}`,
    token,
  });
  expect(list.statusCode, list.body).toBe(200);
  const [row] = list.json();
  expect(row, `loan ${loanId} has a deposit`).toBeDefined();
  return getDeposit(t, token, row.id);
}

export async function getDeposit(t: TestApp, token: string, id: number): Promise<DepositReply> {
  const response = await t.call({ method: 'GET', url: `/api/deposits/${id}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const depositActionResponse = (
  t: TestApp,
  token: string,
  deposit: { id: number; version: number },
  path: 'send' | 'retry' | 'cancel',
  body: Record<string, unknown> = {},
) =>
  t.call({
    method: 'POST',
    url: `/api/deposits/${deposit.id}/${path}`,
    token,
    payload: { version: deposit.version, ...body },
  });

export async function depositAction(
  t: TestApp,
  token: string,
  deposit: { id: number; version: number },
  path: 'send' | 'retry' | 'cancel',
  body: Record<string, unknown> = {},
): Promise<DepositReply> {
  const response = await depositActionResponse(t, token, deposit, path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const INTERAC = { transactionType: 'INTERAC_EMAIL', question: 'Couleur du chien?', answer: 'Brun' };

const staffTokens = new WeakMap<TestApp, Promise<string>>();
/** A staff member's token (agents may not send deposits), one sign-in per test app. */
export function staffToken(t: TestApp): Promise<string> {
  if (!staffTokens.has(t))
    staffTokens.set(
      t,
      t.login('staff@demo.ca').then((session) => session.token),
    );
  return staffTokens.get(t)!;
}

/** Staff pay a started loan out by a manual transaction: the loan as it then stands, owing what was lent. */
export async function payOut(t: TestApp, token: string, loanId: number): Promise<LoanReply> {
  const staff = await staffToken(t);
  const deposit = await depositOfLoan(t, staff, loanId);
  await depositAction(t, staff, deposit, 'send', { transactionType: 'MANUAL' });
  const response = await t.call({ method: 'GET', url: `/api/loans/${loanId}`, token });
  return response.json();
}

/** Starts a loan (as `token`) and has it paid out: what most servicing tests begin with. */
export async function startAndPayOut(
  t: TestApp,
  token: string,
  loan: { id: number; version: number },
): Promise<LoanReply> {
  await loanAction(t, token, loan, 'start');
  return payOut(t, token, loan.id);
}

/** The money batches, as the minute job runs them (sendNow: the administrators' "send now"). */
export const runBatches = (t: TestApp, sendNow = false) => runMoneyBatches(t.ctx, { sendNow });

/** The money job's runs of a day, as the demo lives them: after the sends, after the first cut-off, at the day's end. */
export const DAY_RUNS = ['09:05', '10:31', '23:59'];

/**
 * The days from `from` to `to` (both included) lived as the lender lives them: at each of `runs`
 * (Toronto times), the clock set and the money batches run; then `andThen(day)`, what else the
 * test's day does. Weekends skipped when `businessDaysOnly`.
 */
export async function liveDays(
  t: TestApp,
  from: IsoDate,
  to: IsoDate,
  {
    runs = DAY_RUNS,
    businessDaysOnly = false,
    andThen,
  }: { runs?: readonly string[]; businessDaysOnly?: boolean; andThen?: (day: IsoDate) => Promise<void> } = {},
) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (businessDaysOnly && isWeekend(day)) continue;
    for (const time of runs) {
      setNow(t, day, time);
      await runBatches(t);
    }
    await andThen?.(day);
  }
}

/**
 * A loan lent by hand on 2026-11-23 to a borrower whose debits come back NSF, lived through to
 * `lastDay`: its first payment (2026-12-04) returned, its collection file open. Answers its id.
 */
export async function bouncingLoanLivedTo(t: TestApp, staff: string, lastDay: IsoDate): Promise<number> {
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: '9011234' });
  const started = await loanAction(t, staff, await createLoan(t, staff, { requestId, ...LOAN_TERMS }), 'start');
  await depositAction(t, staff, await depositOfLoan(t, staff, started.id), 'send', { transactionType: 'MANUAL' });
  await liveDays(t, '2026-11-24', lastDay);
  return started.id;
}
