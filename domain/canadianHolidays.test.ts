import { describe, expect, it } from 'vitest';
import { easterSunday, paymentHolidays } from './canadianHolidays';

const closedDays = (year: number, quebec = false) =>
  paymentHolidays(year, { quebec }).map((h) => `${h.name} ${h.date}`);

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
    [1961, '1961-04-02'],
  ])('%i → %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('paymentHolidays', () => {
  it('2026: Boxing Day on a Saturday closes Monday the 28th', () => {
    expect(closedDays(2026)).toEqual([
      'NEW_YEARS_DAY 2026-01-01',
      'GOOD_FRIDAY 2026-04-03',
      'VICTORIA_DAY 2026-05-18',
      'CANADA_DAY 2026-07-01',
      'LABOUR_DAY 2026-09-07',
      'TRUTH_AND_RECONCILIATION 2026-09-30',
      'THANKSGIVING 2026-10-12',
      'REMEMBRANCE_DAY 2026-11-11',
      'CHRISTMAS_DAY 2026-12-25',
      'BOXING_DAY 2026-12-28',
    ]);
  });

  it('2023: weekend holidays move to the Monday', () => {
    expect(closedDays(2023)).toEqual([
      'NEW_YEARS_DAY 2023-01-02',
      'GOOD_FRIDAY 2023-04-07',
      'VICTORIA_DAY 2023-05-22',
      'CANADA_DAY 2023-07-03',
      'LABOUR_DAY 2023-09-04',
      'TRUTH_AND_RECONCILIATION 2023-10-02',
      'THANKSGIVING 2023-10-09',
      'REMEMBRANCE_DAY 2023-11-13',
      'CHRISTMAS_DAY 2023-12-25',
      'BOXING_DAY 2023-12-26',
    ]);
  });

  it('Christmas on a Saturday: Monday and Tuesday are closed (2021)', () => {
    expect(closedDays(2021).slice(-2)).toEqual(['CHRISTMAS_DAY 2021-12-27', 'BOXING_DAY 2021-12-28']);
  });

  it('Christmas on a Sunday: Boxing Day moves past its substitute (2022)', () => {
    expect(closedDays(2022).slice(-2)).toEqual(['CHRISTMAS_DAY 2022-12-26', 'BOXING_DAY 2022-12-27']);
    expect(closedDays(2022)[0]).toBe('NEW_YEARS_DAY 2022-01-03');
  });

  it('has no Truth and Reconciliation day before 2021', () => {
    expect(closedDays(2020).some((line) => line.startsWith('TRUTH'))).toBe(false);
  });

  it('adds the Fête nationale for Quebec, with its substitute', () => {
    expect(closedDays(2024, true)).toContain('FETE_NATIONALE 2024-06-24');
    expect(closedDays(2023, true)).toContain('FETE_NATIONALE 2023-06-26');
    expect(closedDays(2024).some((line) => line.startsWith('FETE'))).toBe(false);
  });

  it('works for any year: Victoria Day is always the Monday from the 18th to the 24th of May', () => {
    for (let year = 1990; year <= 2100; year++) {
      const victoria = paymentHolidays(year).find((h) => h.name === 'VICTORIA_DAY')!.date;
      const day = Number(victoria.slice(8));
      expect(day >= 18 && day <= 24 && new Date(`${victoria}T00:00:00Z`).getUTCDay() === 1).toBe(true);
    }
  });
});
