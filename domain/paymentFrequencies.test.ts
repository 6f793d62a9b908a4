import { describe, expect, it } from 'vitest';
import { createPaymentCalendar } from './paymentCalendar';
import { nominalPaymentDates, paymentDates, twiceMonthlyDaysError } from './paymentFrequencies';

const calendar = createPaymentCalendar();

describe('nominal payment dates', () => {
  it('monthly keeps the 31st, at month end in shorter months', () => {
    expect(nominalPaymentDates('2026-01-31', 'MONTHLY', 4)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(nominalPaymentDates('2028-01-31', 'MONTHLY', 2)).toEqual(['2028-01-31', '2028-02-29']);
    expect(nominalPaymentDates('2026-11-15', 'MONTHLY', 3)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('twice a month on two days, the 31st meaning month end', () => {
    expect(nominalPaymentDates('2026-01-15', 'TWICE_MONTHLY', 5, [31, 15])).toEqual([
      '2026-01-15',
      '2026-01-31',
      '2026-02-15',
      '2026-02-28',
      '2026-03-15',
    ]);
    expect(nominalPaymentDates('2026-01-20', 'TWICE_MONTHLY', 3, [1, 15])).toEqual([
      '2026-01-20',
      '2026-02-01',
      '2026-02-15',
    ]);
  });

  it('weekly and every two weeks', () => {
    expect(nominalPaymentDates('2026-12-18', 'WEEKLY', 3)).toEqual(['2026-12-18', '2026-12-25', '2027-01-01']);
    expect(nominalPaymentDates('2026-12-18', 'BIWEEKLY', 3)).toEqual(['2026-12-18', '2027-01-01', '2027-01-15']);
  });
});

describe('payment dates on the business calendar', () => {
  it('move holidays and weekends to the next business day', () => {
    expect(paymentDates(calendar, '2026-12-18', 'WEEKLY', 4)).toEqual([
      '2026-12-18',
      '2026-12-29',
      '2027-01-04',
      '2027-01-08',
    ]);
  });

  it('never put two payments on the same day', () => {
    // Aug 1 (Sat) and Aug 2 (Sun) 2026 would both land on Monday the 3rd.
    expect(paymentDates(calendar, '2026-08-01', 'TWICE_MONTHLY', 4, [1, 2])).toEqual([
      '2026-08-03',
      '2026-08-04',
      '2026-09-01',
      '2026-09-02',
    ]);
  });
});

describe('twice-a-month days', () => {
  it.each([
    [[1, 15], null],
    [[15, 31], null],
    [[15, 15], 'validation.twiceMonthlySameDay'],
    [[30, 31], 'validation.twiceMonthlySameDay'],
    [[0, 15], 'validation.invalidDay'],
    [[15, 32], 'validation.invalidDay'],
    [[15], 'validation.required'],
  ])('%j → %s', (days, expected) => expect(twiceMonthlyDaysError(days)).toBe(expected));
});
