import { eq } from 'drizzle-orm';
import { fullNameOf } from '../../../domain/customers';
import { notificationMessageKey, type NotificationType } from '../../../domain/notifications';
import type { Db, Tx } from '../../db/client';
import { customers, notifications } from '../../db/schema';
import { publishLive } from './liveBus';

export interface NewNotice {
  type: NotificationType;
  /** An i18n key (resources.notifications.messages.*, see notificationMessageKey) with its parameters: each reader sees it in their language. */
  messageKey: string;
  params?: Record<string, unknown>;
  /** Where a click on it leads, under /apps (e.g. /apps/loans/12). */
  path: string;
  customerId?: number | null;
  raisedBy?: number | null;
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
