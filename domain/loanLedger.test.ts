import { describe, expect, it } from 'vitest';
import { allocatePayment, capitalPartOf, ledgerTotals, moneyReceived, reversalRefusal } from './loanLedger';
import { ledgerEntryMaker } from '../tests/support/ledgerEntries';

const entry = ledgerEntryMaker();

describe('allocatePayment: fees first, then interest, then capital', () => {
  it.each([
    [10_000, { interest: 300, fees: 100 }, { fees: -100, interest: -300, capital: -9_600 }],
    [250, { interest: 300, fees: 100 }, { fees: -100, interest: -150, capital: -0 }],
    [50, { interest: 300, fees: 100 }, { fees: -50, interest: -0, capital: -0 }],
    [1_000, { interest: 0, fees: 0 }, { fees: -0, interest: -0, capital: -1_000 }],
    [1_000, { interest: -20, fees: 0 }, { fees: -0, interest: -0, capital: -1_000 }],
  ])('%i cents against %o', (amount, owed, expected) => {
    expect(allocatePayment(amount, owed)).toEqual(expected);
  });

  it('tells how much reaches the capital ("too small" when none)', () => {
    expect(capitalPartOf(400, { interest: 300, fees: 100 })).toBe(0);
    expect(capitalPartOf(401, { interest: 300, fees: 100 })).toBe(1);
  });
});

describe('ledgerTotals: every figure of the loan is a sum of its entries', () => {
  it('sums a disbursement, a collected payment, an NSF and its fee, a rebate and its removal', () => {
    const disbursement = entry('DISBURSEMENT', { capital: 50_000 });
    const due = entry('INSTALMENT_DUE', { interest: 363, fees: 100, paymentId: 1 });
    const payment = entry('PAYMENT', { capital: -8_247, interest: -363, fees: -100, paymentId: 1 });
    const nsf = entry('NSF', { capital: 8_247, interest: 363, fees: 100, paymentId: 1, reversesEntryId: payment.id });
    const nsfFee = entry('NSF_FEE', { fees: 4_500, paymentId: 1 });
    const rebate = entry('REBATE', { fees: -4_600, interest: -363, capital: -37 });
    const rebateRemoved = entry('REVERSAL', { fees: 4_600, interest: 363, capital: 37, reversesEntryId: rebate.id });
    const totals = ledgerTotals([disbursement, due, payment, nsf, nsfFee, rebate, rebateRemoved]);
    expect(totals).toEqual({
      balance: 50_000,
      interest: 363,
      fees: 4_600,
      totalOwing: 54_963,
      paid: 0,
      nsfCount: 1,
      rebates: 0,
      balanceIncrease: 0,
      interestCharged: 363,
    });
  });

  it('counts what was paid, net of removed payments, and NSFs no longer once removed', () => {
    const manual = entry('MANUAL_PAYMENT', { capital: -2_000 });
    const removed = entry('REVERSAL', { capital: 2_000, reversesEntryId: manual.id });
    const stopped = entry('STOPPED_LOAN_PAYMENT', { capital: -1_500 });
    const payment = entry('PAYMENT', { capital: -900, interest: -100, paymentId: 4 });
    const nsf = entry('NSF', { capital: 900, interest: 100, paymentId: 4, reversesEntryId: payment.id });
    const nsfRemoved = entry('REVERSAL', { capital: -900, interest: -100, reversesEntryId: nsf.id });
    const totals = ledgerTotals([
      entry('DISBURSEMENT', { capital: 10_000 }),
      manual,
      removed,
      stopped,
      payment,
      nsf,
      nsfRemoved,
      entry('BALANCE_INCREASE', { capital: 700 }),
    ]);
    expect(totals).toMatchObject({
      paid: 2_500,
      nsfCount: 0,
      balanceIncrease: 700,
      balance: 10_000 - 1_500 - 900 + 700,
    });
  });

  it('removes only what may be removed, once', () => {
    const rebate = entry('REBATE', { capital: -100 });
    const disbursement = entry('DISBURSEMENT', { capital: 100 });
    expect(reversalRefusal(rebate, [rebate])).toBeNull();
    expect(reversalRefusal(rebate, [rebate, entry('REVERSAL', { capital: 100, reversesEntryId: rebate.id })])).toBe(
      'ENTRY_ALREADY_REVERSED',
    );
    expect(reversalRefusal(disbursement, [disbursement])).toBe('ENTRY_NOT_REVERSIBLE');
  });
});

describe('moneyReceived: what reached the lender, payment by payment', () => {
  it('takes collected debits and payments received, not what a standing NSF or a removal took back', () => {
    const on = ledgerEntryMaker('2026-11-25');
    const disbursement = on('DISBURSEMENT', { capital: 50_000 });
    const collected = on('PAYMENT', { capital: -8_000, interest: -300, fees: -100, paymentId: 1 });
    const returned = on('PAYMENT', { capital: -8_400, paymentId: 2 });
    const nsf = on('NSF', { capital: 8_400, paymentId: 2, reversesEntryId: returned.id });
    const manual = on('MANUAL_PAYMENT', { capital: -2_000, date: '2026-11-26' });
    const removed = on('STOPPED_LOAN_PAYMENT', { capital: -3_000 });
    const removal = on('REVERSAL', { capital: 3_000, reversesEntryId: removed.id });
    const rebate = on('REBATE', { capital: -500 });
    expect(moneyReceived([disbursement, collected, returned, nsf, manual, removed, removal, rebate])).toEqual([
      { date: '2026-11-25', amount: 8_400 },
      { date: '2026-11-26', amount: 2_000 },
    ]);
  });

  it('puts a returned payment back once its NSF is removed', () => {
    const on = ledgerEntryMaker('2026-12-04');
    const payment = on('PAYMENT', { capital: -8_400, paymentId: 1 });
    const nsf = on('NSF', { capital: 8_400, paymentId: 1, reversesEntryId: payment.id });
    const nsfRemoved = on('REVERSAL', { capital: -8_400, reversesEntryId: nsf.id, date: '2026-12-10' });
    expect(moneyReceived([payment, nsf])).toEqual([]);
    expect(moneyReceived([payment, nsf, nsfRemoved])).toEqual([{ date: '2026-12-04', amount: 8_400 }]);
  });
});
