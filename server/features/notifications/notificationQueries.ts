import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_COUNT_CAP,
  PARTIAL_LIST_SIZE,
  typesOfCategory,
  visibleNotificationTypes,
  type NotificationCategory,
  type NotificationCounts,
  type NotificationItem,
  type NotificationPage,
  type NotificationType,
  type PartialNotifications,
} from '../../../domain/notifications';
import type { AppAbility } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { DEFAULT_TOTAL_CAP } from '../../http/listQuery';
import {
  ITEM_COLUMNS,
  addressedTo,
  readMarksOf,
  sqlTypeList,
  toNotificationItem,
  typeMarksTable,
  unreadBy,
  type NotificationRowRaw,
  type ReadMarks,
} from './notificationItems';

const NO_MARKS: ReadMarks = new Map();

type Queryable = Pick<Db, 'select' | 'execute'>;

/** Who is reading, and which types their abilities let them see. */
export interface NotificationReader {
  userId: number;
  visible: NotificationType[];
}
export const readerOf = (userId: number, ability: AppAbility): NotificationReader => ({
  userId,
  visible: visibleNotificationTypes(ability),
});

/**
 * Unread per type, each counted at most up to the cap through notifications_type_created_idx from
 * the type's mark on: the cost stays that of a hundred rows however many are stored. ALL is their
 * sum, which is exact below the cap and at least the cap otherwise.
 */
export async function unreadCounts(
  db: Queryable,
  userId: number,
  visible: readonly NotificationType[],
): Promise<NotificationCounts> {
  if (visible.length === 0) return {};
  const rows = await db.execute<{ type: NotificationType; unread: number }>(sql`
    select t.type, (select count(*)::int from (
      select 1 from notifications n where n.type = t.type and ${unreadBy(userId)} limit ${NOTIFICATION_COUNT_CAP}
    ) capped) as unread
    from ${typeMarksTable(visible, userId)}`);
  const counts: NotificationCounts = {};
  let all = 0;
  for (const row of rows) {
    counts[row.type] = row.unread;
    all += row.unread;
  }
  return { ALL: Math.min(all, NOTIFICATION_COUNT_CAP), ...counts };
}

/**
 * The latest unread of some types: the newest few ids of each type, from notifications_type_created_idx
 * alone (an index-only scan; asked for whole rows, the planner prefers walking the id index and
 * filtering on the type, which reads the whole table for a rare type), merged, then their rows.
 */
async function latestUnread(
  db: Queryable,
  userId: number,
  types: readonly NotificationType[],
  limit: number,
): Promise<NotificationItem[]> {
  if (types.length === 0) return [];
  const rows = await db.execute<NotificationRowRaw>(sql`
    select ${ITEM_COLUMNS} from (
      select latest.id from ${typeMarksTable(types, userId)}
      cross join lateral (select n.id from notifications n where n.type = t.type and ${unreadBy(userId)} order by n.id desc limit ${limit}) latest
      order by latest.id desc limit ${limit}
    ) ids join notifications n on n.id = ids.id
    order by n.id desc`);
  // Unread, so no mark applies to them.
  return rows.map((row) => toNotificationItem(row, NO_MARKS));
}

/** getPartialNotifications: the bell's short list (latest unread of the category) and every count. */
export async function partialNotifications(
  ctx: AppContext,
  reader: NotificationReader,
  category: NotificationCategory,
): Promise<PartialNotifications> {
  const { db } = ctx.database;
  const counts = await unreadCounts(db, reader.userId, reader.visible);
  // A type with nothing unread is not searched: all of it may have been read one by one, and finding
  // that out row by row is what the counts (a merge anti-join) already did cheaply.
  const withUnread = typesOfCategory(category, reader.visible).filter((type) => (counts[type] ?? 0) > 0);
  const notifications = await latestUnread(db, reader.userId, withUnread, PARTIAL_LIST_SIZE);
  return { notifications, counts };
}

export async function notificationCounts(ctx: AppContext, reader: NotificationReader): Promise<NotificationCounts> {
  return unreadCounts(ctx.database.db, reader.userId, reader.visible);
}

/** GetNotifications?type=: read and unread, newest first, one page, with a bounded total. */
export async function notificationPage(
  ctx: AppContext,
  reader: NotificationReader,
  query: { type: NotificationCategory; offset: number; limit: number },
): Promise<NotificationPage> {
  const { db } = ctx.database;
  const types = typesOfCategory(query.type, reader.visible);
  const page = { offset: query.offset, limit: query.limit };
  if (types.length === 0) return { notifications: [], ...page, total: 0, capped: false };
  const typeList = sqlTypeList(types);
  const [marks, rows, [{ counted }]] = await Promise.all([
    readMarksOf(db, reader.userId),
    // The page's ids first (index-only for one type, see latestUnread), then their rows and read marks.
    db.execute<NotificationRowRaw>(sql`
      select ${ITEM_COLUMNS}, r.read_at from (
        select n.id from notifications n where n.type in (${typeList}) and ${addressedTo(reader.userId)}
         order by n.id desc limit ${query.limit} offset ${query.offset}
      ) ids join notifications n on n.id = ids.id
      left join notification_reads r on r.user_id = ${reader.userId} and r.notification_id = n.id
      order by n.id desc`),
    db.execute<{ counted: number }>(sql`
      select count(*)::int as counted from (
        select 1 from notifications n where n.type in (${typeList}) and ${addressedTo(reader.userId)} limit ${DEFAULT_TOTAL_CAP + 1}
      ) capped`),
  ]);
  const capped = counted > DEFAULT_TOTAL_CAP;
  const total = capped
    ? Math.max(DEFAULT_TOTAL_CAP + 1, query.offset + rows.length + (rows.length === query.limit ? 1 : 0))
    : counted;
  return { notifications: rows.map((row) => toNotificationItem(row, marks)), ...page, total, capped };
}

/** One notification as this reader sees it, or undefined when it does not exist or is not theirs to see. */
export async function findVisibleNotification(
  db: Queryable,
  reader: NotificationReader,
  id: number,
): Promise<NotificationItem | undefined> {
  const [row] = await db.execute<NotificationRowRaw>(sql`
    select ${ITEM_COLUMNS}, r.read_at from notifications n
    left join notification_reads r on r.user_id = ${reader.userId} and r.notification_id = n.id
    where n.id = ${id}`);
  if (!row || !reader.visible.includes(row.type as NotificationType)) return undefined;
  if (row.recipient_id !== null && row.recipient_id !== reader.userId) return undefined;
  return toNotificationItem(row, await readMarksOf(db, reader.userId));
}
