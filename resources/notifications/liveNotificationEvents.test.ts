import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../domain/notifications';
import { applyNotificationEvent } from './liveNotificationEvents';
import { countsKey, globalNoticesKey, pageKey, partialKey } from './notificationKeys';
import { countsWithNew, formatCategoryCount, isAppPath, shownCategories } from './notificationCounts';

const item = (id: number, type: NotificationItem['type'] = 'ACCEPTED'): NotificationItem => ({
  id,
  type,
  message: `resources.notifications.messages.${type}`,
  params: {},
  read: false,
  path: `/apps/requests/${id}`,
  customerId: 1,
  dateCreated: '',
  dateCreatedFormat: '',
  dateRead: null,
  dateReadFormat: null,
});

const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('the bell’s counts', () => {
  it('caps a category at "50+" and keeps counts within the server’s cap', () => {
    expect([0, 50, 51, 100].map(formatCategoryCount)).toEqual(['0', '50', '50+', '50+']);
    expect(countsWithNew({ ALL: 100, IBV: 3 }, 'IBV')).toEqual({ ALL: 100, IBV: 4 });
    expect(countsWithNew({ ALL: 1 }, 'REJECT')).toEqual({ ALL: 2, REJECT: 1 });
  });

  it('shows a category with something unread or not hidden, five at most', () => {
    const categories = [
      { type: 'ALL', hidden: false },
      { type: 'CONTRACT', hidden: true },
      { type: 'IBV', hidden: false },
      { type: 'SUCCESS_DEPOSIT', hidden: true },
    ] as const;
    expect(shownCategories(categories, { CONTRACT: 0 }).map((c) => c.type)).toEqual(['ALL', 'IBV']);
    expect(shownCategories(categories, { CONTRACT: 2 }).map((c) => c.type)).toEqual(['ALL', 'CONTRACT', 'IBV']);
    expect(shownCategories(categories, undefined).map((c) => c.type)).toEqual(['ALL', 'IBV']);
    const many = Array.from({ length: 8 }, () => ({ type: 'ALL' as const, hidden: false }));
    expect(shownCategories(many, {})).toHaveLength(5);
  });

  it('puts the busiest categories first, so an empty one never crowds out a busy one; the chosen stays', () => {
    const categories = [
      { type: 'ALL', hidden: false },
      { type: 'PREAPPROVED', hidden: false },
      { type: 'REJECT', hidden: false },
      { type: 'IBV', hidden: false },
      { type: 'CONTRACT', hidden: false },
      { type: 'CANCELLED_DEPOSIT', hidden: true },
      { type: 'SUCCESS_DEPOSIT', hidden: true },
    ] as const;
    const counts = { ALL: 12, CANCELLED_DEPOSIT: 9, IBV: 1, SUCCESS_DEPOSIT: 2 };
    expect(shownCategories(categories, counts).map((c) => c.type)).toEqual([
      'ALL',
      'CANCELLED_DEPOSIT',
      'SUCCESS_DEPOSIT',
      'IBV',
      'PREAPPROVED',
    ]);
    expect(shownCategories(categories, counts, 'CONTRACT').map((c) => c.type)).toEqual([
      'ALL',
      'CANCELLED_DEPOSIT',
      'SUCCESS_DEPOSIT',
      'IBV',
      'CONTRACT',
    ]);
  });

  it('opens only the app’s own paths', () => {
    expect(isAppPath('/apps/requests/12')).toBe(true);
    expect(['https://evil.example', '//evil.example', '/apps//evil', '/login'].map(isAppPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('live events on the bell’s data', () => {
  it('sets everything from the set-up call', () => {
    const client = new QueryClient();
    applyNotificationEvent(client, {
      kind: 'init',
      data: {
        status: 'Success',
        userId: 1,
        counts: { ALL: 4 },
        categories: [{ type: 'ALL', hidden: false }],
        globalNotices: [],
      },
    });
    expect(client.getQueryData(countsKey)).toEqual({ ALL: 4 });
    expect(client.getQueryData(globalNoticesKey)).toEqual([]);
  });

  it('counts a new notification and puts it first in the short lists of its categories', () => {
    const client = new QueryClient();
    client.setQueryData(countsKey, { ALL: 1, IBV: 1 });
    client.setQueryData(partialKey('ALL'), [item(1, 'IBV')]);
    client.setQueryData(partialKey('IBV'), [item(1, 'IBV')]);
    client.setQueryData(partialKey('REJECT'), []);
    client.setQueryData(pageKey('ALL', 1, 25), { notifications: [] });
    applyNotificationEvent(client, { kind: 'notification', notification: item(2, 'IBV') });
    applyNotificationEvent(client, { kind: 'notification', notification: item(2, 'IBV') });
    expect(client.getQueryData(countsKey)).toEqual({ ALL: 2, IBV: 2 });
    expect(client.getQueryData<NotificationItem[]>(partialKey('ALL'))!.map((n) => n.id)).toEqual([2, 1]);
    expect(client.getQueryData<NotificationItem[]>(partialKey('IBV'))!.map((n) => n.id)).toEqual([2, 1]);
    expect(client.getQueryData(partialKey('REJECT'))).toEqual([]);
    expect(invalidated(client, pageKey('ALL', 1, 25))).toBe(true);
  });

  it('reads the counts and lists again after a read elsewhere, and takes the catch-up read as it is', () => {
    const client = new QueryClient();
    client.setQueryData(countsKey, { ALL: 1 });
    client.setQueryData(partialKey('IBV'), [item(1, 'IBV')]);
    applyNotificationEvent(client, { kind: 'read', id: 1 });
    expect(invalidated(client, countsKey)).toBe(true);
    expect(invalidated(client, partialKey('IBV'))).toBe(true);

    applyNotificationEvent(client, { kind: 'caughtUp', partial: { notifications: [item(9)], counts: { ALL: 9 } } });
    expect(client.getQueryData(countsKey)).toEqual({ ALL: 9 });
    expect(client.getQueryData<NotificationItem[]>(partialKey('ALL'))!.map((n) => n.id)).toEqual([9]);
  });

  it('reads the active global notices again when one is published', () => {
    const client = new QueryClient();
    client.setQueryData(globalNoticesKey, []);
    applyNotificationEvent(client, { kind: 'globalNotice', id: 3 });
    expect(invalidated(client, globalNoticesKey)).toBe(true);
  });
});
