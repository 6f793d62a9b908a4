import { eq, sql, type SQL } from 'drizzle-orm';
import { formatNotificationDate, type NotificationItem, type NotificationType } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { notificationReadMarks } from '../../db/schema';

/** A notification row as the raw queries of this folder select it (snake case, int8 as text). */
export type NotificationRowRaw = {
  id: string | number;
  type: string;
  message_key: string;
  params: Record<string, unknown> | null;
  path: string;
  customer_id: number | null;
  recipient_id: number | null;
  created_at: string | Date;
  read_at?: string | Date | null;
};

/** The columns NotificationRowRaw names, from the table aliased `n`. */
export const ITEM_COLUMNS = sql.raw(
  'n.id, n.type, n.message_key, n.params, n.path, n.customer_id, n.recipient_id, n.created_at',
);

/** A user's "mark all as read" per type: everything up to `through` is read since `at`. */
export interface ReadMark {
  through: number;
  at: Date;
}
export type ReadMarks = Map<string, ReadMark>;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export async function readMarksOf(db: Pick<Db, 'select'>, userId: number): Promise<ReadMarks> {
  const rows = await db
    .select({
      type: notificationReadMarks.type,
      through: notificationReadMarks.readThroughId,
      at: notificationReadMarks.markedAt,
    })
    .from(notificationReadMarks)
    .where(eq(notificationReadMarks.userId, userId));
  return new Map(rows.map((row) => [row.type, { through: Number(row.through), at: toDate(row.at) }]));
}

/** The types as a comma-separated SQL list of parameters (Drizzle would spread an array parameter, so each is its own). */
export const sqlTypeList = (types: readonly NotificationType[]): SQL =>
  sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );

/**
 * The types as an SQL table `t(type, through)`, `through` being the user's mark of each type (0
 * when never marked). Drizzle would spread an array parameter into a list, so it is written out.
 */
export function typeMarksTable(types: readonly NotificationType[], userId: number): SQL {
  const typeList = sqlTypeList(types);
  return sql`(select u.type, coalesce(m.read_through_id, 0) as through from unnest(array[${typeList}]::text[]) as u(type)
    left join notification_read_marks m on m.user_id = ${userId} and m.type = u.type) as t`;
}

/** For `userId` to see: for everyone, or for them alone. `n` is the notification. */
export const addressedTo = (userId: number) => sql`(n.recipient_id is null or n.recipient_id = ${userId})`;

/** Unread for `userId`: theirs to see, after the type's mark, and not read one by one. `t.through` is the mark. */
export const unreadBy = (userId: number) =>
  sql`n.id > t.through and ${addressedTo(userId)} and not exists (select 1 from notification_reads r where r.user_id = ${userId} and r.notification_id = n.id)`;

/** Spec §3's notification: read when read one by one (`read_at`) or under its type's mark. */
export function toNotificationItem(row: NotificationRowRaw, marks: ReadMarks): NotificationItem {
  const id = Number(row.id);
  const mark = marks.get(row.type);
  const readAt = row.read_at ? toDate(row.read_at) : mark && id <= mark.through ? mark.at : null;
  const createdAt = toDate(row.created_at);
  return {
    id,
    type: row.type as NotificationType,
    message: row.message_key,
    params: row.params ?? {},
    read: readAt !== null,
    path: row.path,
    customerId: row.customer_id,
    dateCreated: createdAt.toISOString(),
    dateCreatedFormat: formatNotificationDate(createdAt),
    dateRead: readAt?.toISOString() ?? null,
    dateReadFormat: readAt ? formatNotificationDate(readAt) : null,
  };
}
