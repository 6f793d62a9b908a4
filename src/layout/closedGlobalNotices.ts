/**
 * Spec §3's "flag for closing the global notification": the notices a user closed, remembered
 * per notice id in local storage, so a closed notice stays closed on this browser. A changed
 * notice keeps its id and stays closed; a new one shows.
 */
const KEY = 'guichet.closedGlobalNotices';
/** Enough for years of notices; the oldest are forgotten first. */
const KEPT = 50;

export function closedNoticeIds(storage: Pick<Storage, 'getItem'> = localStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function rememberClosedNotice(
  id: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): number[] {
  const ids = [...closedNoticeIds(storage).filter((known) => known !== id), id].slice(-KEPT);
  storage.setItem(KEY, JSON.stringify(ids));
  return ids;
}
