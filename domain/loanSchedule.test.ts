import { describe, expect, it } from 'vitest';
import { annualPercentageRate, CRIMINAL_RATE_CAP_PERCENT } from './annualPercentageRate';
import { computeSchedule, equalPayment } from './loanSchedule';

describe('computeSchedule: declining balance with equal payments', () => {
  it('$1,000 at 12 % in 3 monthly payments, checked by hand', () => {
    // r = 0.01; payment = 100000 × 0.01 / (1 − 1.01^−3) = 34002.21 → 34002 cents.
    const schedule = computeSchedule({
      amount: 100_000,
      annualInterestRate: 12,
      frequency: 'MONTHLY',
      numberOfPayments: 3,
      firstPaymentDate: '2026-02-02',
    });
    expect(schedule.payments).toEqual([
      {
        number: 1,
        date: '2026-02-02',
        amount: 34_002,
        interest: 1_000,
        capital: 33_002,
        balance: 66_998,
        membershipFee: 0,
      },
      {
        number: 2,
        date: '2026-03-02',
        amount: 34_002,
        interest: 670,
        capital: 33_332,
        balance: 33_666,
        membershipFee: 0,
      },
      // The last payment clears the balance: 33666 + round(336.66).
      { number: 3, date: '2026-04-02', amount: 34_003, interest: 337, capital: 33_666, balance: 0, membershipFee: 0 },
    ]);
    expect(schedule.totalInterest).toBe(2_007);
    expect(schedule.totalCost).toBe(2_007);
    expect(schedule.apr).toBeCloseTo(12, 1);
  });

  it('divides a 0 % loan evenly, the last payment taking the odd cent', () => {
    const schedule = computeSchedule({
      amount: 100_000,
      annualInterestRate: 0,
      frequency: 'BIWEEKLY',
      numberOfPayments: 3,
      firstPaymentDate: '2026-12-04',
    });
    expect(schedule.payments.map((p) => [p.date, p.amount, p.capital, p.interest, p.balance])).toEqual([
      ['2026-12-04', 33_333, 33_333, 0, 66_667],
      ['2026-12-18', 33_333, 33_333, 0, 33_334],
      ['2027-01-04', 33_334, 33_334, 0, 0], // Jan 1 2027 is a holiday
    ]);
    expect(schedule.apr).toBe(0);
    expect(schedule.totalCost).toBe(0);
  });

  it('puts the membership fee on every line and counts it in the cost of credit', () => {
    const schedule = computeSchedule({
      amount: 100_000,
      annualInterestRate: 0,
      frequency: 'MONTHLY',
      numberOfPayments: 1,
      firstPaymentDate: '2026-03-02',
      membershipFeePerPayment: 1_000,
    });
    expect(schedule.payments[0]).toMatchObject({ amount: 101_000, capital: 100_000, membershipFee: 1_000 });
    // One period, 1 % more than received: 1 % × 12 periods.
    expect(schedule.apr).toBe(12);
    expect(schedule.totalCost).toBe(1_000);
  });

  it('finances the brokerage fee with the loan', () => {
    const schedule = computeSchedule({
      amount: 100_000,
      annualInterestRate: 0,
      frequency: 'MONTHLY',
      numberOfPayments: 1,
      firstPaymentDate: '2026-03-02',
      brokerageFee: 2_000,
    });
    expect(schedule.payments[0]).toMatchObject({ amount: 102_000, capital: 102_000 });
    expect(schedule.apr).toBe(24);
  });

  it('keeps every schedule exact: capitals sum to the principal, the balance ends at zero', () => {
    for (const frequency of ['WEEKLY', 'BIWEEKLY', 'TWICE_MONTHLY', 'MONTHLY'] as const) {
      const schedule = computeSchedule({
        amount: 123_457,
        annualInterestRate: 9.4822,
        frequency,
        numberOfPayments: 26,
        firstPaymentDate: '2026-12-15',
        twiceMonthlyDays: [15, 31],
        brokerageFee: 5_000,
        membershipFeePerPayment: 250,
      });
      expect(schedule.payments.reduce((sum, p) => sum + p.capital, 0)).toBe(128_457);
      expect(schedule.payments.at(-1)!.balance).toBe(0);
      expect(new Set(schedule.payments.map((p) => p.date)).size).toBe(26);
      for (const line of schedule.payments) expect(line.amount).toBe(line.capital + line.interest + line.membershipFee);
    }
  });
});

describe('annualPercentageRate', () => {
  it('solves two payments exactly: 51,000 twice every two weeks for 100,000', () => {
    // 51x² + 51x − 100 = 0 with x = 1/(1 + r).
    const x = (-51 + Math.sqrt(51 * 51 + 4 * 51 * 100)) / (2 * 51);
    expect(annualPercentageRate(100_000, [51_000, 51_000], 26)).toBeCloseTo((1 / x - 1) * 26 * 100, 3);
  });

  it('equals the nominal rate when there are no fees', () => {
    const payment = equalPayment(500_000, 0.2 / 26, 52);
    expect(annualPercentageRate(500_000, Array(52).fill(payment), 26)).toBeCloseTo(20, 1);
  });

  it('the Criminal Code cap is 35 %', () => expect(CRIMINAL_RATE_CAP_PERCENT).toBe(35));
});
