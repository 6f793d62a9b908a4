import { eq, inArray } from 'drizzle-orm';
import { fullNameOf } from '../../../domain/customers';
import { notificationMessageKey, type NotificationType } from '../../../domain/notifications';
import type { Db, Tx } from '../../db/client';
import { customers, notifications } from '../../db/schema';
import { publishLive, publishLiveMany } from './liveBus';

export interface NewNotice {
  type: NotificationType;
  /** An i18n key (resources.notifications.messages.*, see notificationMessageKey) with its parameters: each reader sees it in their language. */
  messageKey: string;
  params?: Record<string, unknown>;
  /** Where a click on it leads, under /apps (e.g. /apps/loans/12). */
  path: string;
  customerId?: number | null;
  raisedBy?: number | null;
  /** The one user it is for (unset: everyone whose abilities cover the type). */
  recipientId?: number | null;
}

/**
 * Raises a notification inside the caller's transaction, so it exists exactly when the event it
 * tells of was committed; the live push goes out with the commit too (liveBus.ts).
 */
export async function raiseNotification(db: Pick<Db | Tx, 'insert' | 'execute'>, notice: NewNotice): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      type: notice.type,
      messageKey: notice.messageKey,
      params: notice.params ?? {},
      path: notice.path,
      customerId: notice.customerId ?? null,
      raisedBy: notice.raisedBy ?? null,
      recipientId: notice.recipientId ?? null,
    })
    .returning({ id: notifications.id });
  await publishLive(db, { kind: 'notification', id: row.id, type: notice.type });
  return row.id;
}

/**
 * A notification about a customer, named in its message ("Deposit cancelled: Marie Tremblay"),
 * of the type's own message: what the money events (deposits, returned debits) raise.
 */
export async function raiseCustomerNotice(
  tx: Tx,
  notice: { type: NotificationType; customerId: number; path: string; raisedBy?: number | null },
): Promise<number> {
  const [customer] = await tx
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, notice.customerId));
  return raiseNotification(tx, {
    type: notice.type,
    messageKey: notificationMessageKey(notice.type),
    params: { customerName: customer ? fullNameOf(customer) : '' },
    path: notice.path,
    customerId: notice.customerId,
    raisedBy: notice.raisedBy ?? null,
  });
}

/**
 * The same for many customers at once, in three statements whatever their number (a returns file
 * raises one per loan it returned): their names, the notifications, the live pushes.
 */
export async function raiseCustomerNotices(
  tx: Tx,
  type: NotificationType,
  /** `recipientId`: the one user it is for (unset: everyone whose abilities cover the type). */
  notices: { customerId: number; path: string; recipientId?: number | null }[],
): Promise<void> {
  if (notices.length === 0) return;
  const names = await tx
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(
      inArray(
        customers.id,
        notices.map((notice) => notice.customerId),
      ),
    );
  const nameOf = new Map(names.map((row) => [row.id, fullNameOf(row)]));
  const rows = await tx
    .insert(notifications)
    .values(
      notices.map((notice) => ({
        type,
        messageKey: notificationMessageKey(type),
        params: { customerName: nameOf.get(notice.customerId) ?? '' },
        path: notice.path,
        customerId: notice.customerId,
        recipientId: notice.recipientId ?? null,
        raisedBy: null,
      })),
    )
    .returning({ id: notifications.id });
  await publishLiveMany(
    tx,
    rows.map((row) => ({ kind: 'notification' as const, id: row.id, type })),
  );
}
