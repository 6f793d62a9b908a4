import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAN_CONFIGURATION } from '../../domain/loanConfiguration';
import type { LoanOffer } from '../../providers/loanWire';
import {
  changeTerms,
  checkLoanTerms,
  defaultAmount,
  defaultTerms,
  defaultTwiceMonthlyDays,
  type LoanTerms,
} from './loanTerms';

const offer: LoanOffer = {
  ...DEFAULT_LOAN_CONFIGURATION,
  today: '2026-11-23',
  province: 'QC',
  suggestedFirstPaymentDate: '2026-12-01',
};
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const terms: LoanTerms = {
  amount: 50_000,
  numberOfPayments: 6,
  frequency: 'BIWEEKLY',
  firstPaymentDate: '2026-12-04',
  twiceMonthlyDays: [4, 19],
  paymentProvider: 'CARD',
};

describe('defaultAmount', () => {
  it.each([
    [[30_000, 50_000, 75_000, 100_000], 80_000, 75_000],
    [[30_000, 50_000, 75_000, 100_000], 100_000, 100_000],
    [[100_000, 30_000, 75_000], 99_999, 75_000],
    [[30_000, 50_000], null, 50_000],
    [[30_000, 50_000], 10_000, 30_000],
    [[], 50_000, null],
  ])('offers %j with %s approved: %s', (amounts, approved, expected) => {
    expect(defaultAmount(amounts, approved)).toBe(expected);
  });
});

describe('defaultTwiceMonthlyDays', () => {
  it.each([
    ['2026-12-01', [1, 16]],
    ['2026-12-15', [15, 30]],
    ['2026-12-20', [5, 20]],
    ['2026-12-31', [16, 31]],
    ['not a date', [1, 16]],
  ])('from %s: %j', (date, days) => {
    expect(defaultTwiceMonthlyDays(date)).toEqual(days);
  });
});

describe('defaultTerms and changeTerms', () => {
  it('starts from the largest amount the approval covers, its first number of payments and the offer’s date and frequency', () => {
    expect(defaultTerms(offer, 80_000)).toEqual({
      amount: 75_000,
      numberOfPayments: 10,
      frequency: 'BIWEEKLY',
      firstPaymentDate: '2026-12-01',
      twiceMonthlyDays: [1, 16],
      paymentProvider: 'CARD',
    });
  });

  it('keeps the number of payments a new amount also offers, else takes its first', () => {
    const at1000 = { ...terms, amount: 100_000, numberOfPayments: 12 };
    expect(changeTerms(at1000, offer, { amount: 75_000 }).numberOfPayments).toBe(12);
    expect(changeTerms(at1000, offer, { amount: 150_000 }).numberOfPayments).toBe(16);
  });
});

describe('checkLoanTerms', () => {
  it('previews the schedule the server makes, on business days of the customer’s calendar', () => {
    const { problems, preview, body } = checkLoanTerms(terms, offer, 50_000, money);
    expect(problems).toEqual({});
    // The same dates as the loan lifecycle API test: New Year's Day moves to Monday the 4th.
    expect(preview?.payments.map((line) => line.date)).toEqual([
      '2026-12-04',
      '2026-12-18',
      '2027-01-04',
      '2027-01-15',
      '2027-01-29',
      '2027-02-12',
    ]);
    expect(preview?.payments.at(-1)?.balance).toBe(0);
    expect(preview?.payments.every((line) => line.membershipFee === 100)).toBe(true);
    expect(preview?.exceedsRateCap).toBe(false);
    expect(body).toEqual({ ...terms, twiceMonthlyDays: null });
  });

  it('says a weekend or a holiday with the spec’s messages, and makes no preview', () => {
    expect(checkLoanTerms({ ...terms, firstPaymentDate: '2026-12-05' }, offer, null, money)).toMatchObject({
      problems: { firstPaymentDate: { key: 'validation.paymentDateWeekend' } },
      preview: null,
      body: null,
    });
    expect(
      checkLoanTerms({ ...terms, firstPaymentDate: '2026-12-25' }, offer, null, money).problems.firstPaymentDate,
    ).toEqual({ key: 'validation.paymentDateHoliday' });
    // Quebec's Fête nationale is a holiday there only.
    expect(
      checkLoanTerms({ ...terms, firstPaymentDate: '2027-06-24' }, offer, null, money).problems.firstPaymentDate?.key,
    ).toBe('validation.paymentDateHoliday');
    expect(
      checkLoanTerms({ ...terms, firstPaymentDate: '2027-06-24' }, { ...offer, province: 'ON' }, null, money).problems,
    ).toEqual({});
  });

  it('refuses a first payment today or before, and a date that is not one', () => {
    expect(
      checkLoanTerms({ ...terms, firstPaymentDate: '2026-11-23' }, offer, null, money).problems.firstPaymentDate,
    ).toEqual({ key: 'validation.dateTooEarly' });
    expect(checkLoanTerms({ ...terms, firstPaymentDate: '2026-11-24' }, offer, null, money).problems).toEqual({});
    expect(
      checkLoanTerms({ ...terms, firstPaymentDate: '2026-02-30' }, offer, null, money).problems.firstPaymentDate,
    ).toEqual({ key: 'validation.invalidDate' });
  });

  it('flags an amount above the approval, and amounts or numbers of payments the matrix does not offer', () => {
    const above = checkLoanTerms(terms, offer, 30_000, money);
    expect(above.problems.amount).toEqual({ key: 'errors.AMOUNT_ABOVE_APPROVED', params: { max: '$300.00' } });
    expect(above.preview).not.toBeNull();
    expect(above.body).toBeNull();
    expect(checkLoanTerms({ ...terms, amount: 60_000 }, offer, null, money).problems.amount?.key).toBe(
      'validation.amountNotOffered',
    );
    expect(checkLoanTerms({ ...terms, numberOfPayments: 26 }, offer, null, money).problems.numberOfPayments?.key).toBe(
      'validation.paymentsNotOffered',
    );
  });

  it('asks two different days twice a month, and sends them only then', () => {
    const twice = { ...terms, frequency: 'TWICE_MONTHLY' as const };
    expect(
      checkLoanTerms({ ...twice, twiceMonthlyDays: [15, 15] }, offer, null, money).problems.twiceMonthlyDays?.key,
    ).toBe('validation.twiceMonthlySameDay');
    expect(
      checkLoanTerms({ ...twice, twiceMonthlyDays: [30, 31] }, offer, null, money).problems.twiceMonthlyDays?.key,
    ).toBe('validation.twiceMonthlySameDay');
    const good = checkLoanTerms(twice, offer, null, money);
    expect(good.body?.twiceMonthlyDays).toEqual([4, 19]);
    expect(good.preview?.payments.slice(0, 3).map((line) => line.date)).toEqual([
      '2026-12-04',
      '2026-12-21',
      '2027-01-04',
    ]);
  });

  it('blocks the save above the Criminal Code’s cap, with the APR to show', () => {
    const costly = { ...offer, membershipFeePerPayment: 2_000 };
    const { preview, body, problems } = checkLoanTerms({ ...terms, amount: 30_000 }, costly, null, money);
    expect(problems).toEqual({});
    expect(preview?.exceedsRateCap).toBe(true);
    expect(preview?.apr).toBeGreaterThan(35);
    expect(body).toBeNull();
  });
});
