import { describe, expect, it } from 'vitest';
import {
  anonymizedLastName,
  dueForRetentionReview,
  retentionSettingsValue,
  reviewMonthOf,
  yearsBefore,
  type RetentionFacts,
} from './retention';

const closed: RetentionFacts = {
  openLoans: 0,
  openRequests: 0,
  openCollectionFiles: 0,
  lastActivity: '2019-11-29',
  anonymizedAt: null,
};

describe('retention review', () => {
  it('is due seven years to the day after the last activity, not the day before', () => {
    expect(dueForRetentionReview(closed, '2026-11-29', 7)).toBe(true);
    expect(dueForRetentionReview({ ...closed, lastActivity: '2019-11-30' }, '2026-11-29', 7)).toBe(false);
    expect(dueForRetentionReview({ ...closed, lastActivity: '2019-11-30' }, '2026-11-30', 7)).toBe(true);
  });

  it('never while a loan, a request or a collection file is open, nor twice', () => {
    expect(dueForRetentionReview({ ...closed, openLoans: 1 }, '2040-01-01', 7)).toBe(false);
    expect(dueForRetentionReview({ ...closed, openRequests: 1 }, '2040-01-01', 7)).toBe(false);
    expect(dueForRetentionReview({ ...closed, openCollectionFiles: 1 }, '2040-01-01', 7)).toBe(false);
    expect(dueForRetentionReview({ ...closed, anonymizedAt: '2030-01-01' }, '2040-01-01', 7)).toBe(false);
  });

  it('follows the lender’s period', () => {
    expect(dueForRetentionReview(closed, '2026-11-29', 8)).toBe(false);
    expect(dueForRetentionReview(closed, '2021-11-29', 2)).toBe(true);
  });

  it('counts years by the calendar, a 29 February falling back to the 28th', () => {
    expect(yearsBefore('2027-02-28', 7)).toBe('2020-02-28');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
    expect(yearsBefore('2024-02-29', 4)).toBe('2020-02-29');
  });

  it('reviews by month, keeps the customer number as the only name, and takes a period of 1 to 30 years', () => {
    expect(reviewMonthOf('2034-01-15')).toBe('2034-01');
    expect(anonymizedLastName(100042)).toBe('#100042');
    expect(retentionSettingsValue.safeParse({ years: 7 }).success).toBe(true);
    for (const years of [0, 31, 7.5]) expect(retentionSettingsValue.safeParse({ years }).success).toBe(false);
  });
});
