import type { NotificationCategory } from '../../domain/notifications';

/** Spec §2: /apps/notifications/:category (ALL when none). */
export const notificationsPath = (category: NotificationCategory = 'ALL') => `/apps/notifications/${category}`;
