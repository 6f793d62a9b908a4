import { notificationMessageKey, notificationTypeOfRequestStatus } from '../../../domain/notifications';
import type { Tx } from '../../db/client';
import { publishChanged } from './liveBus';
import { raiseNotification } from './raiseNotification';

interface ChangedRequest {
  id: number;
  version: number;
  status: string;
  customerId: number;
  fullName: string;
  approvedAmountCents: number | null;
  denialReason: string | null;
}

/**
 * Inside the transaction that changed a request: open lists and screens hear of it, and a status
 * change to pre-approved, accepted or denied raises its notification (PREAPPROVED, ACCEPTED, REJECT).
 */
export async function announceRequestChange(
  tx: Tx,
  actorId: number | null,
  request: ChangedRequest,
  previousStatus?: string,
): Promise<void> {
  await publishChanged(tx, 'requests', request.id, request.version);
  const type =
    previousStatus !== undefined && previousStatus !== request.status
      ? notificationTypeOfRequestStatus(request.status)
      : undefined;
  if (!type) return;
  await raiseNotification(tx, {
    type,
    messageKey: notificationMessageKey(type),
    params: {
      customerName: request.fullName,
      requestId: request.id,
      ...(type === 'REJECT' ? { denialReason: request.denialReason } : { amountCents: request.approvedAmountCents }),
    },
    path: `/apps/requests/${request.id}`,
    customerId: request.customerId,
    raisedBy: actorId,
  });
}
