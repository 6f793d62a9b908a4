import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBatches, setNow, startAndPayOut } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  acceptedRequest,
  createLoan,
  expectLedgerConsistent,
  loanAction,
  loanActionResponse,
  setToday,
  type LoanReply,
  LOAN_TERMS,
} from '../support/loans';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

const terms = LOAN_TERMS;

/** A loan made and started on 2026-11-23, its payments 12-04, 12-18, 01-04, 01-15, 01-29, 02-12. */
async function startedLoan(): Promise<LoanReply> {
  await setToday(t, '2026-11-23');
  const { requestId } = await acceptedRequest(t, agent, 50_000);
  return startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...terms }));
}

const refusal = async (loan: LoanReply, path: string, body: Record<string, unknown>) => {
  const response = await loanActionResponse(t, agent, loan, path, body);
  expect(response.statusCode, response.body).not.toBe(200);
  const after: LoanReply = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json();
  // A refusal writes nothing: same version, same ledger.
  expect(after.version).toBe(loan.version);
  expect(after.ledger.length).toBe(loan.ledger.length);
  return response.json();
};
const getLoan = async (id: number): Promise<LoanReply> =>
  (await t.call({ method: 'GET', url: `/api/loans/${id}`, token: agent })).json();

describe('collection of payments that came due', () => {
  it('charges the period interest and membership fee, and pays them and the capital', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-12-04');
    const after = await getLoan(loan.id);
    const first = after.payments[0];
    expect(first.status).toBe('PAID');
    expect(after.ledger.map((entry) => entry.kind)).toEqual(['DISBURSEMENT', 'INSTALMENT_DUE', 'PAYMENT']);
    expect(after.balance).toBe(50_000 - first.capital);
    expect(after.interest).toBe(0);
    expect(after.fees).toBe(0);
    expect(after.paid).toBe(first.amount);
    expectLedgerConsistent(after);
  });
});

describe('manual payment (spec §2, §5)', () => {
  it('takes a payment, re-amortizes what remains, and the ledger explains the balance', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-11-27');
    const after = await loanAction(t, agent, loan, 'manual-payments', { date: '2026-11-26', amount: 20_000 });
    expect(after.balance).toBe(30_000);
    expect(after.payments.find((line) => line.kind === 'MANUAL')).toMatchObject({
      date: '2026-11-26',
      amount: 20_000,
      capital: 20_000,
      status: 'PAID',
    });
    const scheduled = after.payments.filter((line) => line.status === 'SCHEDULED');
    expect(scheduled).toHaveLength(6);
    expect(scheduled.reduce((sum, line) => sum + line.capital, 0)).toBe(30_000);
    expect(scheduled[0].amount).toBeLessThan(loan.payments[0].amount);
    expectLedgerConsistent(after);
  });

  it.each([
    ['a Saturday', { date: '2026-11-28' }, 'date', 'validation.paymentDateWeekend'],
    ['a holiday', { date: '2026-12-25' }, 'date', 'validation.paymentDateHoliday'],
    ['a date after today', { date: '2026-12-01' }, 'date', 'validation.dateTooLate'],
    ['a date before the loan started', { date: '2026-11-20' }, 'date', 'validation.dateTooEarly'],
    ['fractional cents', { amount: 100.5 }, 'amount', 'validation.invalidAmount'],
    ['a negative amount', { amount: -100 }, 'amount', 'validation.invalidAmount'],
  ])('refuses %s with the field message', async (_case, change, field, key) => {
    const loan = await startedLoan();
    await setToday(t, '2026-11-30');
    const body = await refusal(loan, 'manual-payments', { date: '2026-11-26', amount: 1_000, ...change });
    expect(body.errors[field]).toBe(key);
  });

  it('refuses more than repays the loan, a date another payment holds, and too little to reach the capital', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-12-07');
    const current = await getLoan(loan.id);
    expect(
      (await refusal(current, 'manual-payments', { date: '2026-12-07', amount: current.totalOwing + 1 })).message,
    ).toBe('errors.AMOUNT_ABOVE_PAYOFF');
    const taken = await refusal(current, 'manual-payments', { date: '2026-12-04', amount: 1_000 });
    expect(taken).toMatchObject({ message: 'validation.paymentDateTaken', params: { date: '2026-12-04' } });
    // After an NSF, fees and interest are owed: a payment that does not get past them is too small.
    const nsf = await loanAction(t, agent, current, 'nsf', { paymentId: current.payments[0].id });
    expect(nsf.fees).toBeGreaterThan(4_500);
    const small = await refusal(nsf, 'manual-payments', { date: '2026-12-07', amount: 4_000 });
    expect(small).toMatchObject({ message: 'errors.AMOUNT_TOO_SMALL', params: { min: nsf.interest + nsf.fees + 1 } });
  });

  it('pays the loan in full and cancels what remained', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-11-26');
    const after = await loanAction(t, agent, loan, 'manual-payments', { date: '2026-11-26', amount: loan.totalOwing });
    expect(after).toMatchObject({ status: 'LOAN_PAY_IN_FULL', totalOwing: 0 });
    expect(after.payments.filter((line) => line.status === 'SCHEDULED')).toEqual([]);
    expect(
      (await loanActionResponse(t, agent, after, 'manual-payments', { date: '2026-11-26', amount: 100 })).json()
        .message,
    ).toBe('errors.LOAN_ACTION_NOT_ALLOWED');
  });
});

describe('NSF add and remove', () => {
  it('reverses the payment, charges the NSF fee, counts it; removing it restores everything', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-12-07');
    const collected = await getLoan(loan.id);
    const line = collected.payments[0];
    const nsf = await loanAction(t, agent, collected, 'nsf', { paymentId: line.id });
    expect(nsf.nsfCount).toBe(1);
    expect(nsf.balance).toBe(50_000);
    expect(nsf.fees).toBe(line.membershipFee + 4_500);
    expect(nsf.interest).toBe(line.interest);
    expect(nsf.payments.find((row) => row.id === line.id)!.status).toBe('NSF');
    // What was missed rides on the next payment.
    expect(nsf.payments.find((row) => row.status === 'SCHEDULED')!.fees).toBe(nsf.interest + nsf.fees);
    expectLedgerConsistent(nsf);
    expect((await refusal(nsf, 'nsf', { paymentId: line.id })).message).toBe('errors.PAYMENT_NOT_NSF_ELIGIBLE');
    expect((await refusal(nsf, 'nsf', { paymentId: nsf.payments[3].id })).message).toBe(
      'errors.PAYMENT_NOT_NSF_ELIGIBLE',
    );

    const entry = nsf.ledger.find((row) => row.kind === 'NSF')!;
    const removed = await loanAction(t, agent, nsf, 'reversals', { entryId: entry.id });
    expect(removed).toMatchObject({ nsfCount: 0, balance: collected.balance, interest: 0, fees: 0 });
    expect(removed.payments.find((row) => row.id === line.id)!.status).toBe('PAID');
    expect(removed.ledger.filter((row) => row.kind === 'REVERSAL')).toHaveLength(2);
    expectLedgerConsistent(removed);
    expect((await refusal(removed, 'reversals', { entryId: entry.id })).message).toBe('errors.ENTRY_ALREADY_REVERSED');
    const disbursement = removed.ledger.find((row) => row.kind === 'DISBURSEMENT')!;
    expect((await refusal(removed, 'reversals', { entryId: disbursement.id })).message).toBe(
      'errors.ENTRY_NOT_REVERSIBLE',
    );
  });
});

describe('rebate and balance increase', () => {
  it('adds a bounded rebate, removes it, increases the balance', async () => {
    const loan = await startedLoan();
    expect((await refusal(loan, 'rebates', { amount: loan.totalOwing + 1 })).message).toBe(
      'errors.AMOUNT_ABOVE_PAYOFF',
    );
    const rebated = await loanAction(t, agent, loan, 'rebates', { amount: 5_000, reason: 'Geste commercial' });
    expect(rebated).toMatchObject({ balance: 45_000, rebates: 5_000 });
    expectLedgerConsistent(rebated);
    const rebate = rebated.ledger.find((row) => row.kind === 'REBATE')!;
    expect(rebate.removable).toBe(true);
    const restored = await loanAction(t, agent, rebated, 'reversals', { entryId: rebate.id });
    expect(restored).toMatchObject({ balance: 50_000, rebates: 0 });
    const increased = await loanAction(t, agent, restored, 'balance-increases', { amount: 10_000 });
    expect(increased).toMatchObject({ balance: 60_000, balanceIncrease: 10_000 });
    expect(
      increased.payments.filter((line) => line.status === 'SCHEDULED').reduce((sum, line) => sum + line.capital, 0),
    ).toBe(60_000);
    expectLedgerConsistent(increased);
  });
});

describe('defer a payment (spec §4: fees charged by default, waived, or added to the balance)', () => {
  it.each([
    ['CHARGE', { fees: 2_500, balance: 50_000 }],
    ['WAIVE', { fees: 0, balance: 50_000 }],
    ['ADD_TO_BALANCE', { fees: 0, balance: 52_500 }],
  ])('%s', async (feeOption, expected) => {
    const loan = await startedLoan();
    const second = loan.payments[1];
    const deferred = await loanAction(t, agent, loan, 'deferrals', { paymentId: second.id, feeOption });
    expect(deferred).toMatchObject(expected);
    expect(deferred.payments.find((line) => line.id === second.id)!.status).toBe('DEFERRED');
    const scheduled = deferred.payments.filter((line) => line.status === 'SCHEDULED');
    expect(scheduled).toHaveLength(6);
    expect(scheduled.at(-1)!.date).toBe('2027-02-26');
    // Numbered as the schedule now stands, the deferred line in its history (it read "Payment 7 of 6").
    const current = deferred.payments.filter((line) => line.kind === 'SCHEDULED' && !line.history);
    expect(current.map((line) => line.position)).toEqual(current.map((_, index) => index + 1));
    expect(deferred.scheduledPayments).toBe(current.length);
    expect(current.at(-1)!.descriptionEN).toBe(`Payment ${current.length} of ${current.length}`);
    expect(deferred.payments.find((line) => line.id === second.id)).toMatchObject({
      history: true,
      position: null,
      descriptionEN: 'Deferred payment',
      descriptionFR: 'Paiement reporté',
    });
    expectLedgerConsistent(deferred);
  });

  it('refuses a payment already sent to the provider, and removes a deferral fee', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-12-02');
    const current = await getLoan(loan.id);
    expect(current.payments[0].sent).toBe(true);
    expect((await refusal(current, 'deferrals', { paymentId: current.payments[0].id })).message).toBe(
      'errors.PAYMENT_NOT_DEFERRABLE',
    );
    const deferred = await loanAction(t, agent, current, 'deferrals', {
      paymentId: current.payments[1].id,
      newDate: '2027-03-01',
    });
    expect(deferred.payments.at(-1)).toMatchObject({ date: '2027-03-01', status: 'SCHEDULED' });
    const fee = deferred.ledger.find((row) => row.kind === 'DEFERRAL_FEE')!;
    const removed = await loanAction(t, agent, deferred, 'reversals', { entryId: fee.id });
    expect(removed.fees).toBe(0);
    expectLedgerConsistent(removed);
  });
});

describe('a fee never joins a debit already at the bank', () => {
  const debitOf = async (paymentId: number) => {
    const [row] = await t.ctx.database.sql<{ status: string; amount_cents: string }[]>`
      select status, amount_cents from debits where payment_id = ${paymentId} and status <> 'CANCELLED'`;
    return { status: row.status, amount: Number(row.amount_cents) };
  };
  const lineOf = (loan: LoanReply, id: number) => loan.payments.find((line) => line.id === id)!;

  it('a deferral fee goes to the first payment whose debit is not presented; the presented one is debited as it was', async () => {
    const loan = await startedLoan();
    // 2 December: the 4 December debit is in the day's file, with the provider.
    await setToday(t, '2026-12-02');
    const before = await getLoan(loan.id);
    const [dec4, dec18, jan4] = before.payments;
    expect(await debitOf(dec4.id)).toEqual({ status: 'SUBMITTED', amount: dec4.amount });

    const after = await loanAction(t, agent, before, 'deferrals', { paymentId: dec18.id, feeOption: 'CHARGE' });
    expect(lineOf(after, dec4.id)).toMatchObject({ amount: dec4.amount, fees: dec4.fees });
    expect(after.nextPayment).toEqual({ id: dec4.id, date: dec4.date, amount: dec4.amount });
    expect(lineOf(after, jan4.id).fees).toBe(2_500);
    expect((await debitOf(dec4.id)).amount).toBe(dec4.amount);
    expectLedgerConsistent(after);
    const logs = (
      await t.call({
        method: 'GET',
        url: `/api/audit-logs?filter=${encodeURIComponent(JSON.stringify({ entity: 'loan', entityId: loan.id }))}`,
        token: agent,
      })
    ).json() as { action: string; after: Record<string, unknown> }[];
    expect(logs.find((log) => log.action === 'loan.deferral')!.after).toMatchObject({
      fee: 2_500,
      feePaymentId: jan4.id,
    });

    // Collected on its date, the debit pays what its line carried: the fee is still owed, with the 4 January payment.
    await setToday(t, '2026-12-04');
    const collected = await getLoan(loan.id);
    expect(lineOf(collected, dec4.id)).toMatchObject({ status: 'PAID', amount: dec4.amount });
    expect(collected.fees).toBe(2_500);
    expect(lineOf(collected, jan4.id)).toMatchObject({ fees: 2_500, amount: lineOf(after, jan4.id).amount });
    expectLedgerConsistent(collected);
  });

  it('a debit still waiting for its cut-off is not presented: the fee joins it and the debit follows', async () => {
    const loan = await startedLoan();
    const { now } = t.ctx.clock;
    try {
      setNow(t, '2026-12-02', '09:00');
      await runBatches(t);
      const before = await getLoan(loan.id);
      const [dec4, dec18] = before.payments;
      expect(await debitOf(dec4.id)).toEqual({ status: 'QUEUED', amount: dec4.amount });
      const after = await loanAction(t, agent, before, 'deferrals', { paymentId: dec18.id, feeOption: 'CHARGE' });
      expect(lineOf(after, dec4.id).fees).toBe(2_500);
      expect(await debitOf(dec4.id)).toEqual({ status: 'QUEUED', amount: lineOf(after, dec4.id).amount });
      expectLedgerConsistent(after);
    } finally {
      t.ctx.clock.now = now;
    }
  });

  it('an NSF entered while the next debit is at the bank goes, with its fee, to the payment after it', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-12-02');
    await setToday(t, '2026-12-04');
    // 16 December: the 18 December debit is with the provider.
    await setToday(t, '2026-12-16');
    const before = await getLoan(loan.id);
    const [dec4, dec18, jan4] = before.payments;
    expect(await debitOf(dec18.id)).toEqual({ status: 'SUBMITTED', amount: dec18.amount });
    const after = await loanAction(t, agent, before, 'nsf', { paymentId: dec4.id });
    expect(after.nsfCount).toBe(1);
    expect(lineOf(after, dec18.id)).toMatchObject({ amount: dec18.amount, fees: dec18.fees, capital: dec18.capital });
    // What the returned payment had paid of interest and fees, and the NSF fee, are collected on 4 January.
    expect(lineOf(after, jan4.id).fees).toBe(after.interest + after.fees);
    expect(after.fees).toBeGreaterThan(0);
    expect((await debitOf(dec18.id)).amount).toBe(dec18.amount);
    expectLedgerConsistent(after);
  });
});

describe('stop, stopped-loan payment and restart', () => {
  it('stops today (future payments removed), takes a payment above the balance only once confirmed', async () => {
    const loan = await startedLoan();
    expect(loan.stopChoices).toEqual([{ choice: 'TODAY', date: '2026-11-23' }]);
    const stopped = await loanAction(t, agent, loan, 'stop', { stopDate: 'TODAY' });
    expect(stopped).toMatchObject({ status: 'STOPPED', stoppedOn: '2026-11-23' });
    expect(stopped.payments.every((line) => line.status === 'CANCELLED')).toBe(true);
    const above = await refusal(stopped, 'stopped-loan-payments', { date: '2026-11-23', amount: 60_000 });
    expect(above).toMatchObject({ message: 'errors.AMOUNT_ABOVE_BALANCE_CONFIRM', params: { balance: 50_000 } });
    const partial = await loanAction(t, agent, stopped, 'stopped-loan-payments', {
      date: '2026-11-23',
      amount: 10_000,
    });
    expect(partial).toMatchObject({ status: 'STOPPED', balance: 40_000 });
    expect((await refusal(partial, 'stopped-loan-payments', { date: '2026-11-23', amount: 1_000 })).message).toBe(
      'validation.paymentDateTaken',
    );
    await setToday(t, '2026-11-24');
    const paid = await loanAction(t, agent, partial, 'stopped-loan-payments', {
      date: '2026-11-24',
      amount: 45_000,
      confirmAboveBalance: true,
    });
    expect(paid).toMatchObject({ status: 'LOAN_PAY_IN_FULL', balance: -5_000, totalOwing: -5_000 });
    // Removing the payment that paid it off: owing again, and stopped as it was (not active without payments).
    const payoff = paid.ledger.find((entry) => entry.kind === 'STOPPED_LOAN_PAYMENT' && entry.total === -45_000)!;
    const reopened = await loanAction(t, agent, paid, 'reversals', { entryId: payoff.id });
    expect(reopened).toMatchObject({ status: 'STOPPED', balance: 40_000 });
  });

  it('stops after a debit already sent, then restarts with a new schedule for what is owed', async () => {
    const loan = await startedLoan();
    await setToday(t, '2026-12-02');
    const current = await getLoan(loan.id);
    expect(current.stopChoices).toEqual([{ choice: 'AFTER_SENT_DEBIT', date: '2026-12-04' }]);
    expect((await refusal(current, 'stop', { stopDate: 'TODAY' })).message).toBe('errors.STOP_DATE_NOT_AVAILABLE');
    const stopped = await loanAction(t, agent, current, 'stop', { stopDate: 'AFTER_SENT_DEBIT' });
    expect(stopped.payments.filter((line) => line.status === 'SCHEDULED').map((line) => line.date)).toEqual([
      '2026-12-04',
    ]);
    const stillSent = await refusal(stopped, 'restart', {
      frequency: 'MONTHLY',
      numberOfPayments: 4,
      firstPaymentDate: '2026-12-03',
    });
    expect(stillSent).toMatchObject({ message: 'validation.paymentDateTaken', params: { date: '2026-12-04' } });
    await setToday(t, '2026-12-07');
    const later = await getLoan(loan.id);
    // The debit had gone to the bank before the stop: the bank takes it, and the stopped loan collects it.
    expect(later.payments[0]).toMatchObject({ status: 'PAID', debit: { status: 'SUBMITTED' } });
    expectLedgerConsistent(later);
    const weekend = await refusal(later, 'restart', {
      frequency: 'MONTHLY',
      numberOfPayments: 4,
      firstPaymentDate: '2027-01-16',
    });
    expect(weekend.errors.firstPaymentDate).toBe('validation.paymentDateWeekend');
    const restarted = await loanAction(t, agent, later, 'restart', {
      frequency: 'MONTHLY',
      numberOfPayments: 4,
      firstPaymentDate: '2027-01-15',
    });
    expect(restarted).toMatchObject({ status: 'ACTIVE', stoppedOn: null, frequency: 'MONTHLY' });
    expect(restarted.payments[0]).toMatchObject({ date: '2026-12-04', status: 'PAID' }); // the sent debit, kept
    const scheduled = restarted.payments.filter((line) => line.status === 'SCHEDULED');
    expect(scheduled.map((line) => line.date)).toEqual(['2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15']);
    expect(scheduled.reduce((sum, line) => sum + line.capital, 0)).toBe(restarted.balance);
    expectLedgerConsistent(restarted);
    expect(
      (
        await refusal(restarted, 'restart', {
          frequency: 'MONTHLY',
          numberOfPayments: 4,
          firstPaymentDate: '2027-02-15',
        })
      ).message,
    ).toBe('errors.LOAN_ACTION_NOT_ALLOWED');
  });
});

describe('change payment provider and the ledger itself', () => {
  it('changes the provider', async () => {
    const loan = await startedLoan();
    const changed = await loanAction(t, agent, loan, 'payment-provider', { paymentProvider: 'INTERAC' }, 'PUT');
    expect(changed.paymentProvider).toBe('INTERAC');
    const same = await t.call({
      method: 'PUT',
      url: `/api/loans/${loan.id}/payment-provider`,
      token: agent,
      payload: { version: changed.version, paymentProvider: 'INTERAC' },
    });
    expect(same.json().errors.paymentProvider).toBe('validation.sameAsCurrent');
  });

  it('refuses any edit of a ledger entry at the database itself', async () => {
    const loan = await startedLoan();
    await expect(
      t.ctx.database.sql`update loan_ledger_entries set capital_cents = 1 where loan_id = ${loan.id}`,
    ).rejects.toThrow(/immutable/);
    await expect(t.ctx.database.sql`delete from loan_ledger_entries where loan_id = ${loan.id}`).rejects.toThrow(
      /immutable/,
    );
  });
});
