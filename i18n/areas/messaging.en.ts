import type { messagingFr } from './messaging.fr';
import type { DeepStringShape } from '../types';

export const messagingEn: DeepStringShape<typeof messagingFr> = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
};
