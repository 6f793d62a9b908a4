import { describe, expect, it } from 'vitest';
import {
  inQueue,
  pacingWarning,
  promiseNews,
  settlesBySelf,
  type MoneyIn,
  type PromiseFacts,
  type QueueFacts,
} from './collections';
import { createPaymentCalendar } from './paymentCalendar';

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
  // Promised on Tuesday for Friday 2026-11-27: the next business day is Monday 2026-11-30.
  const pending: PromiseFacts = {
    state: 'PENDING',
    promisedOn: '2026-11-24',
    expectedOn: '2026-11-27',
    amount: 10_000,
  };
  const calendar = createPaymentCalendar();
  const news = (money: MoneyIn[], today: string, promise = pending) => promiseNews(promise, money, today, calendar);

  it('is not kept by nothing being past due: only money keeps it', () => {
    expect(news([], '2026-11-24')).toBeNull();
    expect(news([], '2026-11-27')).toBeNull();
  });
  it('is kept on the day the money in since it was made reaches the amount promised', () => {
    expect(news([{ date: '2026-11-26', amount: 10_000 }], '2026-11-26')).toEqual({ outcome: 'KEPT', on: '2026-11-26' });
    expect(news([{ date: '2026-11-24', amount: 12_000 }], '2026-11-30')).toEqual({ outcome: 'KEPT', on: '2026-11-24' });
    const inTwo = [
      { date: '2026-11-27', amount: 6_000 },
      { date: '2026-11-25', amount: 4_000 },
    ];
    expect(news(inTwo, '2026-11-27')).toEqual({ outcome: 'KEPT', on: '2026-11-27' });
    expect(news(inTwo.slice(1), '2026-11-27')).toBeNull();
    // None said: any money keeps it.
    expect(news([{ date: '2026-11-25', amount: 1 }], '2026-11-25', { ...pending, amount: null })).toEqual({
      outcome: 'KEPT',
      on: '2026-11-25',
    });
  });
  it('counts no money from before it was made, nor after its day', () => {
    expect(news([{ date: '2026-11-23', amount: 10_000 }], '2026-11-27')).toBeNull();
    expect(news([{ date: '2026-11-30', amount: 10_000 }], '2026-11-30')).toEqual({ outcome: 'BROKEN' });
  });
  it('leaves the borrower its whole day and the closed days after it, and is broken the next business day', () => {
    for (const today of ['2026-11-27', '2026-11-28', '2026-11-29']) expect(news([], today), today).toBeNull();
    expect(news([{ date: '2026-11-25', amount: 9_999 }], '2026-11-30')).toEqual({ outcome: 'BROKEN' });
    // On a Wednesday: broken on Thursday.
    const wednesday = { ...pending, expectedOn: '2026-12-16' };
    expect(news([], '2026-12-16', wednesday)).toBeNull();
    expect(news([], '2026-12-17', wednesday)).toEqual({ outcome: 'BROKEN' });
    // The borrower's own holidays: a Quebecer's promise for the eve of the Fête nationale.
    const quebec = createPaymentCalendar({ province: 'QC' });
    const eve = { ...pending, promisedOn: '2027-06-21', expectedOn: '2027-06-23' };
    expect(promiseNews(eve, [], '2027-06-24', quebec)).toBeNull();
    expect(promiseNews(eve, [], '2027-06-24', calendar)).toEqual({ outcome: 'BROKEN' });
    expect(promiseNews(eve, [], '2027-06-25', quebec)).toEqual({ outcome: 'BROKEN' });
  });
  it('says nothing once kept or broken, or when there is none', () => {
    const money = [{ date: '2026-11-25', amount: 10_000 }];
    expect(news(money, '2026-11-30', { ...pending, state: 'BROKEN' })).toBeNull();
    expect(news([], '2026-11-30', { ...pending, state: 'KEPT' })).toBeNull();
    expect(news(money, '2026-11-30', { state: 'NONE', promisedOn: null, expectedOn: null, amount: null })).toBeNull();
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
