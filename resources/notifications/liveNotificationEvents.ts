import type { QueryClient } from '@tanstack/react-query';
import { PARTIAL_LIST_SIZE, type NotificationCounts, type NotificationItem } from '../../domain/notifications';
import type { LiveEvent } from '../../providers/liveChannel';
import { countsWithNew } from './notificationCounts';
import { categoriesKey, countsKey, globalNoticesKey, pageRoot, partialKey, partialRoot } from './notificationKeys';

/** Reads the counts and lists again (only those on screen are fetched at once). */
export const reloadNotifications = (queryClient: QueryClient) =>
  Promise.all([countsKey, partialRoot, pageRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

function prependToShortList(queryClient: QueryClient, item: NotificationItem) {
  for (const category of ['ALL', item.type] as const) {
    queryClient.setQueryData<NotificationItem[]>(partialKey(category), (list) =>
      list ? [item, ...list.filter((other) => other.id !== item.id)].slice(0, PARTIAL_LIST_SIZE) : list,
    );
  }
}

function countNew(queryClient: QueryClient, item: NotificationItem) {
  // A count being read may or may not include this one: read it again rather than guess.
  if (queryClient.isFetching({ queryKey: countsKey }) > 0) {
    void queryClient.invalidateQueries({ queryKey: countsKey });
    return;
  }
  queryClient.setQueryData<NotificationCounts>(countsKey, (counts) =>
    counts ? countsWithNew(counts, item.type) : counts,
  );
}

/**
 * What the live channel's events do to the bell and the notifications page (spec §4: each
 * message updates the unread count). Changes of records are handled by liveRecordRefresh.ts.
 */
export function applyNotificationEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.kind) {
    case 'init':
      queryClient.setQueryData(countsKey, event.data.counts);
      queryClient.setQueryData(categoriesKey, event.data.categories);
      queryClient.setQueryData(globalNoticesKey, event.data.globalNotices);
      return;
    case 'caughtUp':
      if (!event.partial) return void reloadNotifications(queryClient);
      queryClient.setQueryData(countsKey, event.partial.counts);
      queryClient.setQueryData(partialKey('ALL'), event.partial.notifications);
      void queryClient.invalidateQueries({ queryKey: partialRoot, predicate: (query) => query.queryKey[2] !== 'ALL' });
      void queryClient.invalidateQueries({ queryKey: pageRoot });
      void queryClient.invalidateQueries({ queryKey: globalNoticesKey });
      return;
    case 'notification':
      // Heard twice (two sockets of one tab for a moment): counted once.
      if (
        queryClient
          .getQueryData<NotificationItem[]>(partialKey('ALL'))
          ?.some((known) => known.id === event.notification.id)
      )
        return;
      countNew(queryClient, event.notification);
      prependToShortList(queryClient, event.notification);
      void queryClient.invalidateQueries({ queryKey: pageRoot });
      return;
    case 'read':
    case 'readAll':
      return void reloadNotifications(queryClient);
    case 'resync':
      void reloadNotifications(queryClient);
      void queryClient.invalidateQueries({ queryKey: globalNoticesKey });
      return;
    case 'globalNotice':
      void queryClient.invalidateQueries({ queryKey: globalNoticesKey });
      return;
    default:
      return;
  }
}
