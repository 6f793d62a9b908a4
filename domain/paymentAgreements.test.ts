import { describe, expect, it } from 'vitest';
import { createPaymentCalendar } from './paymentCalendar';
import { agreementRefusal, evenAgreement, missedPayments } from './paymentAgreements';

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

describe('a missed payment', () => {
  it('is one still waiting after its day', () => {
    const payments = [
      { date: '2026-11-20', status: 'DEPOSITED' as const },
      { date: '2026-11-23', status: 'SCHEDULED' as const },
      { date: '2026-11-24', status: 'SCHEDULED' as const },
    ];
    expect(missedPayments(payments, TODAY)).toEqual([payments[1]]);
  });
});
