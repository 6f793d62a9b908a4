import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type {
  NotificationCategory,
  NotificationCategoryInfo,
  NotificationCounts,
  NotificationItem,
} from '../../domain/notifications';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useNotificationCentre } from './NotificationCentreProvider';
import { reloadNotifications } from './liveNotificationEvents';
import { categoriesKey, countsKey, pageKey, partialKey } from './notificationKeys';
import { messageKey } from '../../providers/translation';

/** The live channel keeps counts current; a read now and then covers a socket that cannot connect. */
const COUNTS_STALE_MS = 60_000;

/** Unread per category; undefined until known (the buttons show a spinner). */
export function useNotificationCounts(): NotificationCounts | undefined {
  const dataProvider = useGuichetDataProvider();
  const { canView } = useNotificationCentre();
  return useQuery({
    queryKey: countsKey,
    queryFn: () => dataProvider.notificationCounts(),
    enabled: canView,
    staleTime: COUNTS_STALE_MS,
  }).data;
}

export function useNotificationCategories(): NotificationCategoryInfo[] | undefined {
  const dataProvider = useGuichetDataProvider();
  const { canView } = useNotificationCentre();
  return useQuery({
    queryKey: categoriesKey,
    queryFn: () => dataProvider.notificationCategories(),
    enabled: canView,
    staleTime: Infinity,
  }).data;
}

/** The bell's short list: the latest unread of a category. Its answer also carries every count. */
export function useShortList(category: NotificationCategory, enabled: boolean) {
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { canView } = useNotificationCentre();
  return useQuery({
    queryKey: partialKey(category),
    queryFn: async (): Promise<NotificationItem[]> => {
      const answer = await dataProvider.partialNotifications(category);
      queryClient.setQueryData(countsKey, answer.counts);
      return answer.notifications;
    },
    enabled: canView && enabled,
  });
}

/** One page of /apps/notifications/:category, read and unread, newest first. */
export function useNotificationPage(category: NotificationCategory, page: number, perPage: number) {
  const dataProvider = useGuichetDataProvider();
  const { canView } = useNotificationCentre();
  return useQuery({
    queryKey: pageKey(category, page, perPage),
    queryFn: () => dataProvider.notificationPage(category, (page - 1) * perPage, perPage),
    enabled: canView,
    placeholderData: (previous) => previous,
  });
}

function useReloadNotifications() {
  const queryClient = useQueryClient();
  return () => reloadNotifications(queryClient);
}

/** Spec §8: a failed notification action says so in an error snackbar. */
function useNotifyFailure() {
  const notify = useNotify();
  return () => notify(messageKey('errors.NOTIFICATION_ACTION_FAILED'), { type: 'error' });
}

/** Marks one notification read (a click on it); the counts and lists are read again. */
export function useMarkNotificationRead() {
  const dataProvider = useGuichetDataProvider();
  const reload = useReloadNotifications();
  const failed = useNotifyFailure();
  return useMutation({
    mutationFn: (id: number) => dataProvider.markNotificationRead(id),
    onSuccess: () => reload(),
    onError: failed,
  });
}

/** Spec §2: irreversible, asked first by the caller; a success reloads the notifications (spec §7). */
export function useMarkAllRead() {
  const dataProvider = useGuichetDataProvider();
  const reload = useReloadNotifications();
  const failed = useNotifyFailure();
  const notify = useNotify();
  return useMutation({
    mutationFn: (category: NotificationCategory) => dataProvider.markAllNotificationsRead(category),
    onSuccess: async () => {
      notify(messageKey('messages.NOTIFICATIONS_MARKED_READ'), { type: 'success' });
      await reload();
    },
    onError: failed,
  });
}
