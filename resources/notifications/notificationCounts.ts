import {
  MAX_CATEGORY_BUTTONS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_COUNT_CAP,
  type NotificationCategory,
  type NotificationCategoryInfo,
  type NotificationCounts,
  type NotificationType,
} from '../../domain/notifications';

/** Spec §9: the bell's badge shows 99 at most ("99+" beyond). */
export const BADGE_MAX = 99;
/** Spec §9: a category button says "50+" beyond fifty. */
export const CATEGORY_COUNT_SHOWN_MAX = 50;

export const formatCategoryCount = (count: number) =>
  count > CATEGORY_COUNT_SHOWN_MAX ? `${CATEGORY_COUNT_SHOWN_MAX}+` : String(count);

/** How a count looks (spec §2): red above 0, grey at 0, a spinner while unknown. */
export type CountLook = 'loading' | 'zero' | 'positive';
export const countLook = (count: number | undefined): CountLook =>
  count === undefined ? 'loading' : count > 0 ? 'positive' : 'zero';

/**
 * Spec §2: a category button shows when its count is above 0 or it is not hidden, five at most,
 * in the catalogue's order (ALL first).
 */
export function shownCategories(
  categories: readonly NotificationCategoryInfo[],
  counts: NotificationCounts | undefined,
): NotificationCategoryInfo[] {
  return categories
    .filter((category) => (counts?.[category.type] ?? 0) > 0 || !category.hidden)
    .slice(0, MAX_CATEGORY_BUTTONS);
}

/** A new unread notification arrived: its type and ALL count one more (still capped as the server caps them). */
export function countsWithNew(counts: NotificationCounts, type: NotificationType): NotificationCounts {
  const plusOne = (value: number | undefined) => Math.min((value ?? 0) + 1, NOTIFICATION_COUNT_CAP);
  return { ...counts, ALL: plusOne(counts.ALL), [type]: plusOne(counts[type]) };
}

export const isNotificationCategory = (value: string | undefined): value is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(value ?? '');

/** Links a notification may open: only screens of the app. */
export const isAppPath = (path: string) => /^\/apps\/[^/]/.test(path) && !path.includes('//');
