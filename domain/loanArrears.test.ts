import { describe, expect, it } from 'vitest';
import { arrearsOf, type ArrearsLine } from './loanArrears';

const line = (
  date: string,
  status: ArrearsLine['status'],
  amount = 10_000,
  kind: ArrearsLine['kind'] = 'SCHEDULED',
): ArrearsLine => ({
  date,
  amount,
  status,
  kind,
});

describe('a loan’s arrears', () => {
  it('are nothing while every payment that came went through', () => {
    expect(
      arrearsOf(
        [line('2026-11-06', 'PAID'), line('2026-11-20', 'PAID'), line('2026-12-04', 'SCHEDULED')],
        '2026-11-24',
      ),
    ).toEqual({
      since: null,
      daysPastDue: 0,
      amountPastDue: 0,
      lastPaymentDate: '2026-11-20',
    });
  });

  it('count from the oldest returned payment since the last that went through', () => {
    const lines = [
      line('2026-10-23', 'PAID'),
      line('2026-11-06', 'NSF'),
      line('2026-11-20', 'NSF', 12_000),
      line('2026-12-04', 'SCHEDULED'),
    ];
    expect(arrearsOf(lines, '2026-11-24')).toEqual({
      since: '2026-11-06',
      daysPastDue: 18,
      amountPastDue: 22_000,
      lastPaymentDate: '2026-10-23',
    });
  });

  it('are made good by the next scheduled payment that goes through (it carried them)', () => {
    const lines = [line('2026-11-06', 'NSF'), line('2026-11-20', 'PAID', 20_000)];
    expect(arrearsOf(lines, '2026-11-24')).toMatchObject({
      since: null,
      daysPastDue: 0,
      lastPaymentDate: '2026-11-20',
    });
  });

  it('are made good by a payment by hand only as far as it paid, the oldest first', () => {
    const lines = [line('2026-11-06', 'NSF'), line('2026-11-13', 'NSF'), line('2026-11-16', 'PAID', 15_000, 'MANUAL')];
    expect(arrearsOf(lines, '2026-11-24')).toEqual({
      since: '2026-11-13',
      daysPastDue: 11,
      amountPastDue: 5_000,
      lastPaymentDate: '2026-11-16',
    });
  });

  it('count a scheduled payment whose date passed with no debit, not one due today', () => {
    expect(arrearsOf([line('2026-11-20', 'SCHEDULED'), line('2026-11-24', 'SCHEDULED')], '2026-11-24')).toMatchObject({
      since: '2026-11-20',
      daysPastDue: 4,
      amountPastDue: 10_000,
    });
  });

  it('leave cancelled, deferred and future lines out', () => {
    const lines = [line('2026-11-06', 'CANCELLED'), line('2026-11-13', 'DEFERRED'), line('2026-12-24', 'NSF')];
    expect(arrearsOf(lines, '2026-11-24')).toMatchObject({ since: null, daysPastDue: 0, amountPastDue: 0 });
  });
});
