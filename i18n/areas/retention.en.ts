import type { retentionFr } from './retention.fr';
import type { DeepStringShape } from '../types';

export const retentionEn: DeepStringShape<typeof retentionFr> = {
  resources: {
    retention: {
      name: 'Review line |||| Retention review',
      title: 'Retention review',
      intro:
        'Each month, the customers with no loan, request or collection file open for the retention period. Once confirmed, they are anonymized: name, contacts, SIN, banking and documents erased; loans, amounts, dates and the books kept. It cannot be undone.',
      period: 'Retention period (years)',
      periodHelp: 'After the last file closed (%{min} to %{max})',
      savePeriod: 'Save the period',
      periodSaved: 'Retention period saved',
      run: "Run this month's review",
      ran: 'Review of %{month}: %{smart_count} customer added |||| Review of %{month}: %{smart_count} customers added',
      fields: {
        reviewMonth: 'Month',
        customerNumber: 'Customer no.',
        name: 'Name',
        lastActivity: 'Last activity',
        status: 'Status',
        decidedBy: 'Decided by',
        reason: 'Reason',
      },
      statuses: {
        DUE: 'To review',
        CONFIRMED: 'Anonymization confirmed',
        KEPT: 'Kept',
        ANONYMIZED: 'Anonymized',
      },
      openFile: 'File reopened: nothing was erased',
      anonymize: 'Anonymize',
      confirmTitle: 'Anonymize %{smart_count} customer? |||| Anonymize %{smart_count} customers?',
      confirmBody:
        'Their personal information will be erased for good. Their loans, the amounts, the dates and the books stay. This cannot be undone.',
      confirmed:
        '%{smart_count} customer confirmed: anonymized within the minute |||| %{smart_count} customers confirmed: anonymized within the minute',
      keep: 'Keep',
      keepTitle: "Keep %{name}'s information",
      keepReason: 'Reason (dispute, legal hold…)',
      kept: "Information kept until next month's review",
      empty: 'No customer to review',
    },
  },
};
