import { describe, expect, it } from 'vitest';
import { inQueue, pacingWarning, promiseNews, settlesBySelf, type QueueFacts } from './collections';

const TODAY = '2026-12-14';
const file = (facts: Partial<QueueFacts>): QueueFacts => ({
  status: 'OPEN',
  lastReturnOn: null,
  followUpOn: null,
  agreement: 'NONE',
  promiseState: 'NONE',
  ...facts,
});

describe('the collections queues', () => {
  it.each([
    ['an open file', file({}), ['open', 'all']],
    ['a return today', file({ lastReturnOn: TODAY }), ['open', 'today', 'all']],
    ['a return yesterday', file({ lastReturnOn: '2026-12-13' }), ['open', 'all']],
    ['marked to follow up', file({ status: 'FOLLOW_UP' }), ['open', 'followup', 'all']],
    ['its follow-up day reached', file({ followUpOn: TODAY }), ['open', 'followup', 'all']],
    ['its follow-up day to come', file({ followUpOn: '2026-12-15' }), ['open', 'all']],
    [
      'an Interac transfer promised',
      file({ status: 'PROMISED', agreement: 'INTERAC_TRANSFER', promiseState: 'PENDING' }),
      ['open', 'interac', 'all'],
    ],
    ['a transfer promise broken', file({ agreement: 'INTERAC_TRANSFER', promiseState: 'BROKEN' }), ['open', 'all']],
    ['waiting for the borrower', file({ status: 'WAITING_RESPONSE' }), ['open', 'waiting', 'all']],
    ['settled (even returned today)', file({ status: 'SETTLED', lastReturnOn: TODAY, followUpOn: TODAY }), ['all']],
  ] as const)('%s', (_label, facts, queues) => {
    const shown = (['open', 'today', 'followup', 'interac', 'waiting', 'all'] as const).filter((queue) =>
      inQueue(queue, facts, TODAY),
    );
    expect(shown).toEqual(queues);
  });
});

describe('a promise', () => {
  const pending = { state: 'PENDING' as const, expectedOn: '2026-12-16' };
  it('is kept as soon as the arrears are made good, whatever paid them', () => {
    expect(promiseNews(pending, 0, '2026-12-15')).toBe('KEPT');
    expect(promiseNews(pending, 0, '2026-12-20')).toBe('KEPT');
  });
  it('leaves the borrower its whole day, and is broken the day after', () => {
    expect(promiseNews(pending, 5_000, '2026-12-16')).toBeNull();
    expect(promiseNews(pending, 5_000, '2026-12-17')).toBe('BROKEN');
  });
  it('says nothing once kept or broken, or when there is none', () => {
    expect(promiseNews({ state: 'BROKEN', expectedOn: '2026-12-16' }, 5_000, '2026-12-20')).toBeNull();
    expect(promiseNews({ state: 'KEPT', expectedOn: '2026-12-16' }, 0, '2026-12-20')).toBeNull();
    expect(promiseNews({ state: 'NONE', expectedOn: null }, 5_000, '2026-12-20')).toBeNull();
  });
});

describe('contact pacing', () => {
  const ontario = { contactsPerWeek: 3, noContactOnHolidays: true };
  it('warns from the third contact in any seven days, the oldest leaving the window on its eighth day', () => {
    expect(pacingWarning(['2026-12-08', '2026-12-10'], TODAY, false, ontario)).toBeNull();
    expect(pacingWarning(['2026-12-08', '2026-12-10', '2026-12-14'], TODAY, false, ontario)).toBe('WEEK_LIMIT');
    // 2026-12-07 is seven days before: outside the window.
    expect(pacingWarning(['2026-12-07', '2026-12-10', '2026-12-14'], TODAY, false, ontario)).toBeNull();
  });
  it('warns on a statutory holiday unless the lender turned that off', () => {
    expect(pacingWarning([], '2026-12-25', true, ontario)).toBe('HOLIDAY');
    expect(pacingWarning([], '2026-12-25', true, { ...ontario, noContactOnHolidays: false })).toBeNull();
  });
  it('follows the configured number of contacts', () => {
    expect(pacingWarning(['2026-12-14'], TODAY, false, { contactsPerWeek: 1, noContactOnHolidays: true })).toBe(
      'WEEK_LIMIT',
    );
  });
});

describe('a file settles by itself', () => {
  it('once past-due money it had is made good, never before it had any', () => {
    expect(settlesBySelf({ hadArrears: true }, 0)).toBe(true);
    expect(settlesBySelf({ hadArrears: true }, 1)).toBe(false);
    expect(settlesBySelf({ hadArrears: false }, 0)).toBe(false);
  });
});
