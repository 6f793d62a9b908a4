import type { apiKeysFr } from './apiKeys.fr';
import type { DeepStringShape } from '../types';

export const apiKeysEn: DeepStringShape<typeof apiKeysFr> = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
};
