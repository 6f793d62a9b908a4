import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositAction,
  depositOfLoan,
  getDeposit,
  INTERAC,
  liveDays,
  runBatches,
  setNow,
  staffToken,
} from '../support/deposits';
import { acceptedRequest, createLoan, loanAction, LOAN_TERMS, type LoanReply } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let staff: string;
let admin: string;
const loans: Record<string, LoanReply> = {};

/** A loan started on Monday 2026-11-23 through `provider`, the borrower's account `account`. */
async function startedLoan(provider: 'CARD' | 'INTERAC', account = '1234567') {
  setNow(t, '2026-11-23', '09:00');
  const { requestId } = await acceptedRequest(t, staff, 50_000, { bankAccount: account });
  const loan = await createLoan(t, staff, { requestId, ...LOAN_TERMS, paymentProvider: provider });
  return loanAction(t, staff, loan, 'start');
}

/**
 * Three card loans lent by hand (the sandbox reports the debits of an account starting with 998
 * one dollar short and loses those of one starting with 997), an Interac payout deposited, and one
 * cancelled after the recipient was told (its fee); then the days lived through to the first
 * payments of Friday 2026-12-04, the money job taking each provider's statements the next morning.
 */
async function livedThroughFirstPayments() {
  for (const [name, account] of [
    ['plain', '1234567'],
    ['short', '9981234'],
    ['lost', '9971234'],
  ] as const) {
    const loan = await startedLoan('CARD', account);
    await depositAction(t, staff, await depositOfLoan(t, staff, loan.id), 'send', { transactionType: 'MANUAL' });
    loans[name] = loan;
  }
  loans.interac = await startedLoan('INTERAC');
  await depositAction(t, staff, await depositOfLoan(t, staff, loans.interac.id), 'send', {
    ...INTERAC,
    email: 'paul@example.ca',
  });
  loans.cancelled = await startedLoan('INTERAC');
  const sent = await depositAction(t, staff, await depositOfLoan(t, staff, loans.cancelled.id), 'send', {
    ...INTERAC,
    email: 'marie@example.ca',
  });
  setNow(t, '2026-11-23', '09:10');
  await runBatches(t);
  await depositAction(t, staff, await getDeposit(t, staff, sent.id), 'cancel');
  setNow(t, '2026-11-23', '12:00');
  await runBatches(t);
  await liveDays(t, '2026-11-24', '2026-12-05', { runs: ['09:05', '10:31', '11:10'] });
  // Two more runs on the 5th: a week of days is taken per run.
  setNow(t, '2026-12-05', '09:05');
  await runBatches(t);
  await runBatches(t);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  admin = (await t.login('admin@demo.ca')).token;
  await livedThroughFirstPayments();
}, 120_000);
afterAll(async () => t.close());

const day = async (provider: string, date: string, token = admin) => {
  const response = await t.call({ method: 'GET', url: `/api/accounting/provider-days/${provider}/${date}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** An account's balance in the books at the end of a day, by its role. */
async function balanceOf(role: string, date: string): Promise<number> {
  const [row] = await t.ctx.database.db.execute<{ balance: string }>(sql`
    select coalesce(sum(l.amount_cents), 0)::text as balance
      from journal_lines l join gl_accounts a on a.id = l.account_id
     where a.role = ${role} and l.entry_date <= ${date}`);
  return Number(row.balance);
}

const resolve = (id: number, body: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: `/api/accounting/reconciliation-differences/${id}/resolution`, token, payload: body });

describe("reconciling a provider's day (issue 34)", () => {
  it('finds nothing to say on a day whose statement is what Guichet expected, and books its fees and transfer', async () => {
    const interac = await day('INTERAC', '2026-11-23');
    // The payout deposited (less it), the cancelled one's fee (less it): both sides agree.
    expect(interac).toMatchObject({ status: 'RECONCILED', expectedItems: 2, reportedItems: 2, differenceList: [] });
    expect(interac.expectedCents).toBe(interac.reportedCents);
    expect(interac.expectedCents).toBe(-(50_000 + 250));
    expect(interac.serviceFeesCents).toBe(100);
    expect(interac.transferredCents).toBe(-(50_000 + 250 + 100));
    // The statement's fees and transfer are booked the morning it is taken: until then the payout's money
    // was the provider's to find; after, what went through it, less its fees and what it drew from the bank, is nothing.
    expect(await balanceOf('INTERAC_CLEARING', '2026-11-23')).toBe(-(50_000 + 250));
    expect(await balanceOf('INTERAC_CLEARING', '2026-11-24')).toBe(0);
    expect(await balanceOf('PROVIDER_FEES', '2026-11-24')).toBe(250 + 100);
    // Lent by hand: the bank paid those, not a provider.
    expect(await balanceOf('CARD_CLEARING', '2026-11-23')).toBe(0);
    expect(await balanceOf('PROVIDER_CLEARING', '2026-12-05')).toBe(0);
  });

  it('lists each item on which the two sides disagree: of another amount, missing from the statement', async () => {
    const card = await day('CARD', '2026-12-04');
    const payment = loans.plain.payments.find((line) => line.number === 1)!.amount as number;
    expect(card).toMatchObject({ status: 'DIFFERENCES', expectedItems: 3, reportedItems: 2, unresolved: 2 });
    expect(card.expectedCents).toBe(3 * payment);
    expect(card.reportedCents).toBe(2 * payment - 100);
    const short = card.differenceList.find((difference: { difference: string }) => difference.difference === 'AMOUNT');
    const lost = card.differenceList.find((difference: { difference: string }) => difference.difference === 'MISSING');
    expect(short).toMatchObject({
      kind: 'DEBIT',
      status: 'SETTLED',
      expectedCents: payment,
      reportedCents: payment - 100,
    });
    expect(short.adjustmentCents).toBe(-100);
    expect(lost).toMatchObject({ kind: 'DEBIT', status: 'SETTLED', expectedCents: payment, reportedCents: null });
    expect(card.differenceList).toHaveLength(2);
    // Each names the loan whose debit it is, for the accountant to open.
    expect(new Set([short.loanId, lost.loanId]).size).toBe(2);
    for (const difference of [short, lost]) {
      const loan = (await t.call({ method: 'GET', url: `/api/loans/${difference.loanId}`, token: staff })).json();
      expect(loan.loanNumber).toBe(difference.loanNumber);
      expect(loan.payments.map((line: { id: number }) => `PAY-${line.id}-1`)).toContain(difference.reference);
    }
    // A day with nothing moved has nothing to say; the card provider's days start at its first movement.
    expect(await day('INTERAC', '2026-11-24')).toMatchObject({
      status: 'RECONCILED',
      expectedItems: 0,
      reportedItems: 0,
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/accounting/provider-days/CARD/2026-12-03', token: admin })).statusCode,
    ).toBe(404);
    expect((await day('INTERAC', '2026-12-04')).status).toBe('RECONCILED');
    // Each debit taken, less the provider's fees and its transfer: what it reported short and what it lost.
    expect(await balanceOf('CARD_CLEARING', '2026-12-05')).toBe(payment + 100);
    expect(await balanceOf('INTERAC_CLEARING', '2026-12-05')).toBe(0);

    const list = await t.call({
      method: 'GET',
      url: `/api/accounting/provider-days?filter=${encodeURIComponent(JSON.stringify({ status: 'DIFFERENCES' }))}`,
      token: staff,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((row: { id: string }) => row.id)).toEqual(['CARD:2026-12-04']);
    // Each day counts its own differences only.
    const all = await t.call({ method: 'GET', url: '/api/accounting/provider-days?range=[0,99]', token: staff });
    for (const row of all.json() as { id: string; differences: number }[])
      expect(row.differences, row.id).toBe(row.id === 'CARD:2026-12-04' ? 2 : 0);
    // The days something moved on, as the screen opens: the quiet ones (a weekend) left out.
    type DayRow = {
      id: string;
      expectedItems: number;
      reportedItems: number;
      serviceFeesCents: number;
      transferredCents: number;
    };
    const moved = await t.call({
      method: 'GET',
      url: `/api/accounting/provider-days?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ moved: true }))}`,
      token: staff,
    });
    const days = all.json() as DayRow[];
    const quiet = days.filter(
      (row) =>
        row.expectedItems === 0 && row.reportedItems === 0 && row.serviceFeesCents === 0 && row.transferredCents === 0,
    );
    expect(quiet.length).toBeGreaterThan(0);
    expect((moved.json() as DayRow[]).map((row) => row.id)).toEqual(
      days.filter((row) => !quiet.includes(row)).map((row) => row.id),
    );
  });

  it('resolves each difference once, with a note, an adjustment posting the gap; the day is then reconciled', async () => {
    const card = await day('CARD', '2026-12-04');
    const payment = loans.plain.payments.find((line) => line.number === 1)!.amount as number;
    const short = card.differenceList.find((difference: { difference: string }) => difference.difference === 'AMOUNT');
    const lost = card.differenceList.find((difference: { difference: string }) => difference.difference === 'MISSING');

    // Staff read the books; only those who keep them resolve.
    expect((await resolve(short.id, { resolution: 'EXPLAINED', note: 'Vu' }, staff)).statusCode).toBe(420);
    const noNote = await resolve(short.id, { resolution: 'ADJUSTED', note: '' });
    expect(noNote.statusCode).toBe(400);
    const clearing = (await t.call({ method: 'GET', url: '/api/accounting/accounts', token: admin }))
      .json()
      .find((account: { role: string }) => account.role === 'PROVIDER_CLEARING');
    const intoClearing = await resolve(short.id, { resolution: 'ADJUSTED', note: 'Frais', accountId: clearing.id });
    expect(intoClearing.statusCode, intoClearing.body).toBe(400);
    expect(await balanceOf('CARD_CLEARING', '2026-12-05')).toBe(payment + 100);

    const adjusted = await resolve(short.id, { resolution: 'ADJUSTED', note: 'Retenue du fournisseur confirmée' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({
      resolution: 'ADJUSTED',
      note: 'Retenue du fournisseur confirmée',
      resolvedByName: expect.any(String),
      journalEntryId: expect.any(Number),
    });
    expect(await balanceOf('CARD_CLEARING', '2026-12-05')).toBe(payment);
    expect(await balanceOf('RECONCILIATION_DIFFERENCES', '2026-12-05')).toBe(100);
    expect((await day('CARD', '2026-12-04')).status).toBe('DIFFERENCES');

    const again = await resolve(short.id, { resolution: 'EXPLAINED', note: 'Encore' });
    expect(again.statusCode).toBe(420);
    expect(again.json().message).toBe('errors.DIFFERENCE_RESOLVED');

    const timing = await resolve(lost.id, { resolution: 'TIMING', note: 'Le fournisseur le reportera lundi' });
    expect(timing.statusCode, timing.body).toBe(200);
    expect(timing.json().journalEntryId).toBeNull();
    const reconciled = await day('CARD', '2026-12-04');
    expect(reconciled).toMatchObject({ status: 'RECONCILED', unresolved: 0, reconciledAt: expect.any(String) });
    // The lost debit is still with the provider, in the books: only its gap is gone.
    expect(await balanceOf('CARD_CLEARING', '2026-12-05')).toBe(payment);

    const [trail] = await t.ctx.database.db.execute<{ count: number }>(sql`
      select count(*)::int as count from audit_log where action = 'reconciliationDifference.resolved'`);
    expect(trail.count).toBe(2);
  });

  it('takes a past day asked for by hand once, and refuses a day not over or a provider it does not know', async () => {
    const take = (body: Record<string, unknown>, token = admin) =>
      t.call({ method: 'POST', url: '/api/accounting/provider-days', token, payload: body });
    const taken = await take({ provider: 'CARD', day: '2026-11-20' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ id: 'CARD:2026-11-20', status: 'RECONCILED', expectedItems: 0 });
    expect((await take({ provider: 'CARD', day: '2026-11-20' })).json()).toEqual(taken.json());
    const notOver = await take({ provider: 'CARD', day: '2026-12-05' });
    expect(notOver.statusCode).toBe(420);
    expect(notOver.json().message).toBe('errors.PROVIDER_DAY_NOT_OVER');
    expect((await take({ provider: 'PAYPAL', day: '2026-11-20' })).statusCode).toBe(400);
    expect((await take({ provider: 'CARD', day: '2026-02-30' })).statusCode).toBe(400);
    expect((await take({ provider: 'CARD', day: '2026-11-19' }, staff)).statusCode).toBe(420);
    const [row] = await t.ctx.database.db.execute<{ count: number }>(sql`
      select count(*)::int as count from provider_days where day in ('2026-11-19', '2026-12-05')`);
    expect(row.count).toBe(0);
  });
});
