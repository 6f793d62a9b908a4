import { and, eq, isNull, sql } from 'drizzle-orm';
import { fullNameOf } from '../../../domain/customers';
import {
  notificationMessageKey,
  typesOfCategory,
  type NewNotificationInput,
  type NotificationCategory,
  type NotificationItem,
} from '../../../domain/notifications';
import type { AppContext } from '../../context';
import { customers, notificationReads } from '../../db/schema';
import { forbidden, invalidInput, notFound } from '../../http/errors';
import { publishLive } from './liveBus';
import { sqlTypeList } from './notificationItems';
import { findVisibleNotification, type NotificationReader } from './notificationQueries';
import { raiseNotification } from './raiseNotification';

/**
 * setNotificationRead: marks one notification read for this user. It must exist and be of a type
 * the user sees, else 404 (the same answer, so ids tell nothing). Marking it again changes nothing.
 */
export async function markNotificationRead(
  ctx: AppContext,
  reader: NotificationReader,
  id: number,
): Promise<NotificationItem> {
  return ctx.database.db.transaction(async (tx) => {
    const found = await findVisibleNotification(tx, reader, id);
    if (!found) throw notFound();
    if (found.read) return found;
    const inserted = await tx
      .insert(notificationReads)
      .values({ notificationId: id, userId: reader.userId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) await publishLive(tx, { kind: 'read', userId: reader.userId, id });
    return (await findVisibleNotification(tx, reader, id))!;
  });
}

/**
 * markAllItemsAsReaded: everything of the category stored so far becomes read for this user, by
 * moving each type's mark to its newest notification (one row per type, whatever the number).
 */
export async function markAllRead(
  ctx: AppContext,
  reader: NotificationReader,
  category: NotificationCategory,
): Promise<{ status: 'Success' }> {
  const types = typesOfCategory(category, reader.visible);
  if (category !== 'ALL' && types.length === 0) throw forbidden();
  if (types.length === 0) return { status: 'Success' };
  const typeList = sqlTypeList(types);
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into notification_read_marks (user_id, type, read_through_id, marked_at)
      select ${reader.userId}, t.type, latest.id, now()
      from unnest(array[${typeList}]::text[]) as t(type)
      cross join lateral (select max(n.id) as id from notifications n where n.type = t.type) latest
      where latest.id is not null
      on conflict (user_id, type) do update
        set read_through_id = greatest(notification_read_marks.read_through_id, excluded.read_through_id), marked_at = excluded.marked_at`);
    await publishLive(tx, { kind: 'readAll', userId: reader.userId, category });
  });
  return { status: 'Success' };
}

/**
 * NewNotification (spec §3's payload: type, path, idClient): a user raises a notification about a
 * customer, for everyone whose abilities cover its type.
 */
export async function createNotification(
  ctx: AppContext,
  actorId: number,
  input: NewNotificationInput,
): Promise<{ status: 'Success'; id: number }> {
  return ctx.database.db.transaction(async (tx) => {
    let customerName: string | undefined;
    if (input.idClient) {
      const [customer] = await tx
        .select({ firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(and(eq(customers.id, input.idClient), isNull(customers.deletedAt)));
      if (!customer) throw invalidInput({ idClient: 'validation.invalid' });
      customerName = fullNameOf(customer);
    }
    const id = await raiseNotification(tx, {
      type: input.type,
      messageKey: notificationMessageKey(input.type),
      params: customerName === undefined ? {} : { customerName },
      path: input.path,
      customerId: input.idClient ?? null,
      raisedBy: actorId,
    });
    return { status: 'Success' as const, id };
  });
}
