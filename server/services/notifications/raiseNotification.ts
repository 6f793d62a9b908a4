import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

/** Spec §3's notification types. */
export const NOTIFICATION_TYPES = [
  'ACCEPTED', 'PREAPPROVED', 'CONTRACT', 'REJECT', 'IBV', 'CANCELLED_PAYMENT',
  'TRANSACTION_LIMIT_EXCEEDED', 'TRANSACTION_LIMIT_RATE', 'CANCELLED_DEPOSIT', 'SUCCESS_DEPOSIT',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NewNotice {
  type: NotificationType;
  /** An i18n key (notifications.messages.*) with its parameters: each reader sees it in their language. */
  messageKey: string;
  params?: Record<string, unknown>;
  /** Where a click on it leads, under /apps (e.g. /apps/loans/12). */
  path: string;
  customerId?: number | null;
  raisedBy?: number | null;
}

/**
 * Raises a notification inside the caller's transaction, so it exists exactly when the event it
 * tells of was committed. (The notifications issue adds the live push on commit.)
 */
export async function raiseNotification(db: Pick<Db | Tx, 'insert'>, notice: NewNotice): Promise<number> {
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
  return row.id;
}
