import type { NotificationItem } from '../../domain/notifications';

/** An unread ACCEPTED notification of request `id` (Léa Roy `id`), for the bell's and the alerts' component tests. */
export const notificationItem = (id: number, fields: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: 'ACCEPTED',
  message: 'resources.notifications.messages.ACCEPTED',
  params: { customerName: `Léa Roy ${id}`, requestId: id },
  read: false,
  path: `/apps/requests/${id}`,
  customerId: 4,
  dateCreated: '2026-11-24T14:05:00.000Z',
  dateCreatedFormat: '2026-11-24 09:05',
  dateRead: null,
  dateReadFormat: null,
  ...fields,
});
