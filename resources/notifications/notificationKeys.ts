import type { NotificationCategory } from '../../domain/notifications';

/**
 * The notification centre's react-query keys, all under one root so a sign-out or a resync can
 * drop them together. Counts and lists are kept current by the live channel (liveNotificationEvents.ts).
 */
export const NOTIFICATION_CENTRE = 'notificationCentre';
export const countsKey = [NOTIFICATION_CENTRE, 'counts'] as const;
export const categoriesKey = [NOTIFICATION_CENTRE, 'categories'] as const;
export const partialKey = (category: NotificationCategory) => [NOTIFICATION_CENTRE, 'partial', category] as const;
export const partialRoot = [NOTIFICATION_CENTRE, 'partial'] as const;
export const pageKey = (category: NotificationCategory, page: number, perPage: number) =>
  [NOTIFICATION_CENTRE, 'page', category, page, perPage] as const;
export const pageRoot = [NOTIFICATION_CENTRE, 'page'] as const;
export const globalNoticesKey = [NOTIFICATION_CENTRE, 'globalNotices'] as const;
