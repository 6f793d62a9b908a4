import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfMonthClamped,
  dayOfWeek,
  daysBetween,
  isValidIsoDate,
  nthWeekdayOfMonth,
  shiftMonth,
} from './calendarDates';

describe('calendar dates', () => {
  it('takes dates only between 1900 and 2200, where date arithmetic holds', () => {
    expect(isValidIsoDate('1900-01-01')).toBe(true);
    expect(isValidIsoDate('2200-12-31')).toBe(true);
    expect(isValidIsoDate('1899-12-31')).toBe(false);
    expect(isValidIsoDate('2201-01-01')).toBe(false);
    expect(isValidIsoDate('9999-12-31')).toBe(false);
    expect(isValidIsoDate('0000-01-01')).toBe(false);
  });

  it('add days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // 2100 is not a leap year
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // 2000 is
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('1969-12-31', 1)).toBe('1970-01-01');
  });

  it('agree with the JavaScript calendar for every day of 1990–2110', () => {
    let date = '1990-01-01';
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2110, 0, 1); ms += 86_400_000) {
      const expected = new Date(ms);
      expect(date).toBe(expected.toISOString().slice(0, 10));
      expect(dayOfWeek(date)).toBe(expected.getUTCDay());
      date = addDays(date, 1);
    }
  });

  it('tell real dates from lookalikes', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('26-01-01')).toBe(false);
  });

  it('clamp to month end, shift months, find nth weekdays and count days', () => {
    expect(dayOfMonthClamped(2026, 4, 31)).toBe('2026-04-30');
    expect(shiftMonth(2026, 11, 3)).toEqual({ year: 2027, month: 2 });
    expect(nthWeekdayOfMonth(2026, 10, 1, 2)).toBe('2026-10-12'); // Thanksgiving 2026
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });
});
