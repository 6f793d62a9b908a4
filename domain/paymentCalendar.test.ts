import { describe, expect, it } from 'vitest';
import { addDays } from './calendarDates';
import { createPaymentCalendar, paymentDateError } from './paymentCalendar';

describe('the payment calendar', () => {
  it('finds the next business day past a long run of closures, which may be longer than a year', () => {
    const closures = Array.from({ length: 400 }, (_, i) => addDays('2027-01-04', i));
    expect(createPaymentCalendar({ closures }).nextBusinessDay('2027-01-04')).toBe('2028-02-08');
  });

  const calendar = createPaymentCalendar();

  it('moves a closed day to the next business day', () => {
    expect(calendar.nextBusinessDay('2026-12-25')).toBe('2026-12-29'); // Christmas, weekend, Boxing Day substitute
    expect(calendar.nextBusinessDay('2026-11-21')).toBe('2026-11-23'); // Saturday
    expect(calendar.nextBusinessDay('2026-11-23')).toBe('2026-11-23'); // already a business day
    expect(calendar.nextBusinessDay('2027-01-01')).toBe('2027-01-04');
  });

  it('skips the Fête nationale for Quebec loans only', () => {
    expect(createPaymentCalendar({ province: 'QC' }).nextBusinessDay('2026-06-24')).toBe('2026-06-25');
    expect(calendar.nextBusinessDay('2026-06-24')).toBe('2026-06-24');
  });

  it("skips the lender's own closures", () => {
    const lender = createPaymentCalendar({ closures: ['2026-12-24', '2026-12-31'] });
    expect(lender.nextBusinessDay('2026-12-24')).toBe('2026-12-29');
    expect(lender.closedReason('2026-12-31')).toBe('CLOSURE');
  });

  it("names the spec's refusal for a date typed by hand", () => {
    expect(paymentDateError(calendar, '2026-11-22')).toBe('validation.paymentDateWeekend');
    expect(paymentDateError(calendar, '2026-10-12')).toBe('validation.paymentDateHoliday');
    expect(paymentDateError(calendar, '2026-10-13')).toBeNull();
  });
});
