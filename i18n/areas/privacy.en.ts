import type { privacyFr } from './privacy.fr';
import type { DeepStringShape } from '../types';

export const privacyEn: DeepStringShape<typeof privacyFr> = {
  messages: {
    PERSONAL_INFORMATION_EXPORTED: "Archive downloaded: the export is in the customer's history",
  },
  resources: {
    privacy: {
      export: {
        button: 'Export personal information',
        busy: 'Preparing the archive…',
      },
    },
  },
  auditActions: {
    customer: {
      exported: 'Personal information exported',
    },
  },
};
