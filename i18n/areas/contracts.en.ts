import type { contractsFr } from './contracts.fr';
import type { DeepStringShape } from '../types';

export const contractsEn: DeepStringShape<typeof contractsFr> = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
};
