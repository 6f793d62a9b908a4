import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationItem } from '../../domain/notifications';
import { isAppPath } from './notificationCounts';
import { useMarkNotificationRead } from './useNotificationData';

/**
 * Spec §2: a click marks the notification read and opens its own path. The mark is awaited so a
 * failure can still be said (the list may be gone once the path opens); the path opens anyway.
 */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return useCallback(
    async (item: NotificationItem) => {
      if (!item.read) await markRead.mutateAsync(item.id).catch(() => undefined);
      afterOpen?.();
      if (isAppPath(item.path)) navigate(item.path);
    },
    [markRead, navigate, afterOpen],
  );
}
