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
 * Spec §2's category buttons, five at most: ALL first, then the categories with something unread,
 * the most first (a busy kind is never crowded out by empty ones), then the ones not hidden while
 * room is left; the category chosen stays in sight.
 */
export function shownCategories(
  categories: readonly NotificationCategoryInfo[],
  counts: NotificationCounts | undefined,
  selected?: NotificationCategory,
): NotificationCategoryInfo[] {
  const countOf = (info: NotificationCategoryInfo) => counts?.[info.type] ?? 0;
  const all = categories.filter((info) => info.type === 'ALL');
  const rest = categories.filter((info) => info.type !== 'ALL');
  const unread = rest.filter((info) => countOf(info) > 0).sort((a, b) => countOf(b) - countOf(a));
  const quiet = rest.filter((info) => countOf(info) === 0 && !info.hidden);
  const shown = [...all, ...unread, ...quiet].slice(0, MAX_CATEGORY_BUTTONS);
  const chosen = categories.find((info) => info.type === selected);
  if (chosen && !shown.includes(chosen)) shown.splice(MAX_CATEGORY_BUTTONS - 1, 1, chosen);
  return shown;
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
