import type { outboxFr } from './outbox.fr';
import type { DeepStringShape } from '../types';

export const outboxEn: DeepStringShape<typeof outboxFr> = {
  resources: {
    outbox: {
      name: 'Unsent email |||| Outbox',
      fields: {
        id: 'Id',
        to: 'To',
        subject: 'Subject',
        text: 'Message',
        html: 'Message (HTML)',
        createdAt: 'Created',
        sentAt: 'Sent',
      },
      notSent: 'Not sent',
      empty: 'The outbox is empty',
    },
  },
};
