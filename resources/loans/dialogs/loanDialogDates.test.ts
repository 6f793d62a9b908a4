import { describe, expect, it } from 'vitest';
import { defaultReceivedDate, paymentDateProblem } from './loanDialogDates';

const loan = {
  startDate: '2026-08-28',
  province: 'QC',
  today: '2026-11-24',
  payments: [
    { date: '2026-11-20', status: 'PAID' as const },
    { date: '2026-12-04', status: 'SCHEDULED' as const },
  ],
};

describe('defaultReceivedDate', () => {
  it.each([
    ['a weekday: that day', '2026-11-24', '2026-11-24'],
    ['a Sunday: the Friday before', '2026-11-22', '2026-11-20'],
    ['Boxing Day, a Saturday after Christmas on Friday: the Thursday', '2026-12-26', '2026-12-24'],
    ['Quebec’s Fête nationale: the day before', '2027-06-24', '2027-06-23'],
  ])('dates a hand-entered payment on %s', (_case, today, expected) => {
    expect(defaultReceivedDate(loan, today)).toBe(expected);
  });

  it('never dates it before the loan started', () => {
    expect(defaultReceivedDate({ ...loan, startDate: '2026-11-24' }, '2026-11-22')).toBe('2026-11-24');
    // Started on a Saturday and asked on the Sunday: the first business day after.
    expect(defaultReceivedDate({ ...loan, startDate: '2026-11-21' }, '2026-11-22')).toBe('2026-11-23');
  });
});

describe('paymentDateProblem', () => {
  it('says spec §5’s messages, a taken date with the date it names', () => {
    expect(paymentDateProblem(loan, '2026-11-21')).toBe('validation.paymentDateWeekend');
    expect(paymentDateProblem(loan, '2026-12-25')).toBe('validation.paymentDateHoliday');
    expect(paymentDateProblem(loan, '2026-11-20', { checkTaken: true })).toBe(
      '@@react-admin@@{"message":"validation.paymentDateTaken","args":{"date":"2026-11-20"}}',
    );
    expect(paymentDateProblem(loan, '2026-11-20')).toBeUndefined();
    expect(paymentDateProblem(loan, '2026-02-30')).toBeUndefined();
  });
});

describe('the loan’s today', () => {
  it('is the lender’s business date the server sent, not the browser’s clock', () => {
    expect(defaultReceivedDate(loan)).toBe('2026-11-24');
  });
});
