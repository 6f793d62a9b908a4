import type { requestsFr } from './requests.fr';
import type { DeepStringShape } from '../types';

export const requestsEn: DeepStringShape<typeof requestsFr> = {
  resources: {
    requests: {
      title: 'Loan requests',
      noAccess: 'You do not have access to loan requests. Contact the administrator if you need it.',
    },
  },
};
