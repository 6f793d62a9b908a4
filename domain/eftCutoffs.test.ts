import { describe, expect, it } from 'vitest';
import { nextCutoff } from './eftCutoffs';
import { createPaymentCalendar } from './paymentCalendar';

const calendar = createPaymentCalendar();
const cutoffs = ['10:30', '14:30', '19:00'];

describe('the next EFT cut-off', () => {
  it.each([
    ['before the first, a business day', '2026-11-24', '08:00', { date: '2026-11-24', time: '10:30', sameDay: true }],
    ['between two', '2026-11-24', '10:30', { date: '2026-11-24', time: '14:30', sameDay: true }],
    ['after the last', '2026-11-24', '19:00', { date: '2026-11-25', time: '10:30', sameDay: false }],
    ['a Friday evening: Monday', '2026-11-27', '20:00', { date: '2026-11-30', time: '10:30', sameDay: false }],
    ['a Saturday morning: Monday', '2026-11-28', '09:00', { date: '2026-11-30', time: '10:30', sameDay: false }],
    [
      'Christmas Eve evening: after Boxing Day, observed on Monday',
      '2026-12-24',
      '20:00',
      { date: '2026-12-29', time: '10:30', sameDay: false },
    ],
  ])('%s', (_label, today, time, expected) => {
    expect(nextCutoff(cutoffs, today, time, calendar)).toEqual(expected);
  });
});
