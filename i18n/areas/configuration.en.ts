import type { configurationFr } from './configuration.fr';
import type { DeepStringShape } from '../types';

export const configurationEn: DeepStringShape<typeof configurationFr> = {
  resources: {
    configuration: {
      title: 'Configuration',
      tabs: {
        label: 'Configuration sections',
        loan: 'Loans',
        messages: 'Messages',
        portal: 'Portal',
        general: 'General settings',
        apiKeys: 'API keys',
        accounting: 'Accounting',
        controls: 'Controls',
      },
      comingSoon: 'This section comes with the rest of the configuration.',
      loan: {
        title: 'Loan configuration',
        loading: 'Loading the configuration…',
        readOnly: 'You may read this configuration, not change it.',
        offerTitle: 'Terms offered',
        fields: {
          annualInterestRate: 'Annual interest rate (%)',
          defaultPaymentProvider: 'Default payment provider',
          defaultFrequency: 'Default payment frequency',
          delayDays: 'Delay before the first payment (days)',
          brokerageFee: 'Brokerage fee',
          membershipFeePerPayment: 'Membership fee per payment',
          amount: 'Amount',
          numberOfPayments: 'Numbers of payments',
          debitLeadBusinessDays: 'Presented ahead of the due date (business days)',
          province: 'Province',
          nsfFeeCap: 'Highest NSF fee',
          fromDays: 'From day',
          toDays: 'To day',
          nameFr: 'Name in French',
          nameEn: 'Name in English',
        },
        helpers: {
          annualInterestRate: 'Between 0 and 100, at most 4 decimals',
          defaultPaymentProvider: "To change it, contact the payment provider's team",
          delayDays: 'Between 0 and 60 days',
          numberOfPayments: 'Separated by commas, e.g. 6, 8, 10, 12',
          debitLeadBusinessDays: 'Between 1 and 5; a payment this close to its date can no longer be deferred',
        },
        degrees: {
          title: 'Collection degrees',
          help: 'The ranges of days past due a collection file moves through by itself. They start at day 1 and follow each other; leave the last one without an end.',
          addDegree: 'Add a degree',
          removeDegree: 'Remove this degree',
          pacingTitle: 'Contact pacing',
          pacingHelp:
            "An agent is warned before reaching a borrower already contacted this many times in the last seven days, or on a statutory holiday (Ontario's rule).",
          contactsPerWeek: 'Contacts allowed in 7 days',
          noContactOnHolidays: 'Warn on statutory holidays',
        },
        debits: {
          title: 'Pre-authorized debits',
          help: "Each payment goes to the borrower's bank as a debit this many business days before its date. A returned debit charges the NSF fee, at most the cap of the borrower's province.",
          capsTitle: 'NSF fee caps by province',
          addCap: 'Add a province',
          removeCap: 'Remove this province',
        },
        matrix: {
          title: 'Amount matrix',
          help: 'Each amount offered and the numbers of payments it can be repaid in. Only new loans use these values.',
          addAmount: 'Add an amount',
          removeAmount: 'Remove this amount',
        },
      },
      fees: {
        title: 'Fees',
        help: 'A new value applies from its effective date; the earlier value stays in force for what happens before it.',
        kind: {
          NSF: 'NSF fee',
          DELAYED_PAYMENT: 'Delayed payment fee',
          INTERAC_DEPOSIT: 'Interac deposit fee',
          AUTO_WITHDRAWAL: 'Auto withdrawal fee',
        },
        columns: {
          kind: 'Fee',
          amount: 'Amount',
          effectiveDate: 'Effective date',
          status: 'Status',
        },
        status: {
          inForce: 'In force',
          upcoming: 'Upcoming',
          replaced: 'Replaced',
        },
        add: 'Add fee',
        dialog: {
          title: 'New fee value',
          submit: 'Add',
          cancel: 'Cancel',
        },
      },
    },
  },
};
