import type { portalGeneralFr } from './portalGeneral.fr';
import type { DeepStringShape } from '../types';

export const portalGeneralEn: DeepStringShape<typeof portalGeneralFr> = {
  errors: {},
  messages: {},
  resources: {},
  auditActions: {},
};
