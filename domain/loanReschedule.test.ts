import { describe, expect, it } from 'vitest';
import { addBusinessDays, isDebitSent, nextPaymentDateAfter, reschedule, stopDateOf } from './loanReschedule';
import { createPaymentCalendar } from './paymentCalendar';

const calendar = createPaymentCalendar({ province: 'QC' });
const base = {
  capital: 30_000,
  arrears: 0,
  annualInterestRate: 26,
  frequency: 'BIWEEKLY' as const,
  membershipFeePerPayment: 100,
  dates: ['2027-01-08', '2027-01-22', '2027-02-05'],
};

describe('reschedule (the remaining payments repay exactly what is owed)', () => {
  it('re-amortizes with equal payments, the last clearing the balance (hand-checked: r = 1 %)', () => {
    // payment = 30 000 × 0.01 / (1 − 1.01⁻³) = 10 200.66 → 10 201
    expect(reschedule(base)).toEqual([
      {
        date: '2027-01-08',
        amount: 10_301,
        interest: 300,
        capital: 9_901,
        membershipFee: 100,
        fees: 0,
        balance: 20_099,
      },
      {
        date: '2027-01-22',
        amount: 10_301,
        interest: 201,
        capital: 10_000,
        membershipFee: 100,
        fees: 0,
        balance: 10_099,
      },
      { date: '2027-02-05', amount: 10_300, interest: 101, capital: 10_099, membershipFee: 100, fees: 0, balance: 0 },
    ]);
  });

  it('puts interest and fees already owed on the first payment', () => {
    const [first, second] = reschedule({ ...base, arrears: 5_000 });
    expect(first).toMatchObject({ fees: 5_000, amount: 15_301 });
    expect(second.fees).toBe(0);
  });

  it('divides evenly at 0 %, and plans nothing when nothing is owed or no date remains', () => {
    expect(
      reschedule({ ...base, annualInterestRate: 0, membershipFeePerPayment: 0 }).map((line) => line.capital),
    ).toEqual([10_000, 10_000, 10_000]);
    expect(reschedule({ ...base, capital: 0 })).toEqual([]);
    expect(reschedule({ ...base, capital: -500 })).toEqual([]);
    expect(reschedule({ ...base, dates: [] })).toEqual([]);
  });

  it('collects arrears alone when only they are owed', () => {
    expect(reschedule({ ...base, capital: 0, arrears: 4_500 })[0]).toMatchObject({
      capital: 0,
      interest: 0,
      fees: 4_500,
      amount: 4_600,
    });
  });
});

describe('debits sent to the provider and stop dates', () => {
  it('counts business days, skipping weekends and holidays', () => {
    // 24th; then Christmas (Fri), the weekend and Boxing Day's substitute (Mon 28th) are closed → 29th.
    expect(addBusinessDays(calendar, '2026-12-23', 2)).toBe('2026-12-29');
    expect(addBusinessDays(calendar, '2026-11-20', 2)).toBe('2026-11-24');
  });

  it('says a debit is sent two business days ahead', () => {
    expect(isDebitSent(calendar, '2026-12-02', '2026-12-04')).toBe(true);
    expect(isDebitSent(calendar, '2026-12-01', '2026-12-04')).toBe(false);
  });

  it.each([
    [
      'no debit sent, no NSF',
      [{ date: '2026-12-18', status: 'SCHEDULED' as const }],
      { TODAY: '2026-12-02', LAST_NSF: null, AFTER_SENT_DEBIT: null },
    ],
    [
      'an NSF, no debit sent',
      [
        { date: '2026-11-20', status: 'NSF' as const },
        { date: '2026-12-18', status: 'SCHEDULED' as const },
      ],
      { TODAY: '2026-12-02', LAST_NSF: '2026-11-20', AFTER_SENT_DEBIT: null },
    ],
    [
      'a debit already sent',
      [
        { date: '2026-12-04', status: 'SCHEDULED' as const },
        { date: '2026-12-18', status: 'SCHEDULED' as const },
      ],
      { TODAY: null, LAST_NSF: null, AFTER_SENT_DEBIT: '2026-12-04' },
    ],
  ])('offers the stop dates that apply: %s', (_case, lines, expected) => {
    for (const [choice, date] of Object.entries(expected)) {
      expect(stopDateOf(choice as 'TODAY', lines, '2026-12-02', calendar)).toBe(date);
    }
  });

  it.each([
    ['2027-02-12', 'BIWEEKLY', undefined, '2027-02-26'],
    ['2027-02-12', 'WEEKLY', undefined, '2027-02-19'],
    ['2027-01-29', 'MONTHLY', undefined, '2027-03-01'], // Feb 28 is a Sunday → Monday March 1
    ['2027-01-15', 'TWICE_MONTHLY', [15, 31], '2027-02-01'], // Jan 31 is a Sunday → Monday Feb 1
    ['2026-06-10', 'BIWEEKLY', undefined, '2026-06-25'], // June 24 is the Fête nationale in Quebec
  ])('places a deferred payment one period after %s (%s)', (last, frequency, days, expected) => {
    expect(nextPaymentDateAfter(calendar, last, frequency as 'WEEKLY', days)).toBe(expected);
  });
});
