import type { notificationsFr } from './notifications.fr';
import type { DeepStringShape } from '../types';

export const notificationsEn: DeepStringShape<typeof notificationsFr> = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
};
