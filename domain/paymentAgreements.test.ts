import { describe, expect, it } from 'vitest';
import { createPaymentCalendar } from './paymentCalendar';
import { addDays } from './calendarDates';
import {
  agreementPaymentNews,
  agreementRefusal,
  agreementStanding,
  evenAgreement,
  resumeFirstDate,
} from './paymentAgreements';

const calendar = createPaymentCalendar();
const TODAY = '2026-11-24';

describe('agreed payments', () => {
  const good = [
    { date: '2026-11-27', amount: 10_000 },
    { date: '2026-12-11', amount: 10_000 },
    { date: '2026-12-29', amount: 5_050 },
  ];
  it('are taken on business days after today, in order, adding up to what is owed to the cent', () => {
    expect(agreementRefusal(good, 25_050, TODAY, calendar)).toBeNull();
  });
  it.each([
    ['none', [], 0, { field: 'payments', key: 'validation.agreementEmpty' }],
    ['today', [{ date: TODAY, amount: 100 }], 100, { field: 'payments.0.date', key: 'validation.dateNotPast' }],
    [
      'a Saturday',
      [{ date: '2026-11-28', amount: 100 }],
      100,
      { field: 'payments.0.date', key: 'validation.paymentDateWeekend' },
    ],
    [
      'Christmas',
      [{ date: '2026-12-25', amount: 100 }],
      100,
      { field: 'payments.0.date', key: 'validation.paymentDateHoliday' },
    ],
    [
      'two on one day',
      [
        { date: '2026-11-27', amount: 50 },
        { date: '2026-11-27', amount: 50 },
      ],
      100,
      { field: 'payments.1.date', key: 'validation.agreementDateOrder' },
    ],
    [
      'nothing to pay',
      [{ date: '2026-11-27', amount: 0 }],
      0,
      { field: 'payments.0.amount', key: 'validation.invalidAmount' },
    ],
  ] as const)('are refused: %s', (_label, payments, owed, refusal) => {
    expect(agreementRefusal(payments, owed, TODAY, calendar)).toEqual(refusal);
  });
  it('are refused a cent short or a cent over, saying both sums', () => {
    expect(agreementRefusal(good, 25_051, TODAY, calendar)).toEqual({
      field: 'payments',
      key: 'validation.agreementTotal',
      params: { total: 25_050, owed: 25_051 },
    });
    expect(agreementRefusal(good, 25_049, TODAY, calendar)?.key).toBe('validation.agreementTotal');
  });
});

describe('an even proposal', () => {
  it('shares what is owed to the cent, the odd cents first, on business days (Boxing Day moved to the 29th)', () => {
    const payments = evenAgreement(10_001, 3, '2026-11-28', 14, calendar);
    expect(payments).toEqual([
      { date: '2026-11-30', amount: 3_334 },
      { date: '2026-12-14', amount: 3_334 },
      { date: '2026-12-29', amount: 3_333 },
    ]);
    expect(agreementRefusal(payments, 10_001, TODAY, calendar)).toBeNull();
  });
  it('never puts two payments on one day', () => {
    const payments = evenAgreement(300, 3, '2026-12-25', 1, calendar);
    expect(new Set(payments.map((payment) => payment.date)).size).toBe(3);
  });
});

describe("an agreed payment's news", () => {
  it('by Interac: missed once its day passed without its money, waiting on its day', () => {
    const payments = [
      { date: '2026-11-20', status: 'DEPOSITED' as const, lineStatus: null },
      { date: '2026-11-23', status: 'SCHEDULED' as const, lineStatus: null },
      { date: '2026-11-24', status: 'SCHEDULED' as const, lineStatus: null },
    ];
    expect(agreementPaymentNews(payments, TODAY)).toEqual([{ payment: payments[1], status: 'MISSED' }]);
  });

  it('by debit: follows its line, whatever the day', () => {
    const line = (lineStatus: 'SCHEDULED' | 'PAID' | 'NSF' | 'CANCELLED') => ({
      date: '2026-11-20',
      status: 'SCHEDULED' as const,
      lineStatus,
    });
    // A debit still travelling after its day is not missed: the bank has not answered yet.
    expect(agreementPaymentNews([line('SCHEDULED')], TODAY)).toEqual([]);
    expect(agreementPaymentNews([line('PAID')], TODAY).map((news) => news.status)).toEqual(['DEPOSITED']);
    expect(agreementPaymentNews([line('NSF')], TODAY).map((news) => news.status)).toEqual(['MISSED']);
    expect(agreementPaymentNews([line('CANCELLED')], TODAY).map((news) => news.status)).toEqual(['CANCELLED']);
  });

  it('leaves a payment already settled alone', () => {
    expect(
      agreementPaymentNews([{ date: '2026-11-01', status: 'MISSED' as const, lineStatus: 'PAID' as const }], TODAY),
    ).toEqual([]);
  });
});

describe("an agreement's standing", () => {
  it('is broken by one miss, kept when none is left to come, ongoing otherwise', () => {
    expect(agreementStanding(['DEPOSITED', 'MISSED', 'SCHEDULED'])).toBe('BROKEN');
    expect(agreementStanding(['DEPOSITED', 'DEPOSITED'])).toBe('COMPLETED');
    expect(agreementStanding(['DEPOSITED', 'CANCELLED'])).toBe('COMPLETED');
    expect(agreementStanding(['DEPOSITED', 'SCHEDULED'])).toBe('ACTIVE');
  });
});

describe('the regular payments resuming after an agreement on the arrears', () => {
  // Every 14 days from the first, as a biweekly schedule's dates.
  const biweekly = (first: string, count: number) =>
    Array.from({ length: count }, (_, index) => addDays(first, index * 14));

  it('resume one period after the last agreed payment', () => {
    expect(resumeFirstDate('2026-12-04', '2026-11-25', biweekly)).toBe('2026-12-18');
  });

  it('never before the earliest day a payment can be set', () => {
    expect(resumeFirstDate('2026-10-02', '2026-11-25', biweekly)).toBe('2026-11-25');
  });
});
