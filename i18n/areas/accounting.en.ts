import type { DeepStringShape } from '../types';
import type { accountingFr } from './accounting.fr';

/** The words of the books' screens (resources.accounting, issue 34), in English. */
export const accountingEn: DeepStringShape<typeof accountingFr> = {
  resources: {
    accounting: {
      title: 'Accounting',
      tabs: {
        label: 'Accounting sections',
        'trial-balance': 'Trial balance',
        journal: 'Journal',
      },
      accountTypes: {
        ASSET: 'Asset',
        LIABILITY: 'Liability',
        EQUITY: 'Equity',
        INCOME: 'Income',
        EXPENSE: 'Expense',
      },
      trialBalance: {
        date: 'As of',
        tableLabel: 'Trial balance as of %{date}',
        number: 'Number',
        account: 'Account',
        type: 'Type',
        debit: 'Debit',
        credit: 'Credit',
        total: 'Total',
        balanced: 'Debits equal credits.',
        unbalanced: 'Debits and credits differ by %{difference}: tell an administrator.',
        empty: 'No entries at this date.',
      },
    },
    'accounting/journal': {
      name: 'Journal line |||| Journal',
      fields: {
        date: 'Date',
        entryId: 'Entry',
        kind: 'Operation',
        loanId: 'Loan',
        account: 'Account',
        accountId: 'Account',
        debit: 'Debit',
        credit: 'Credit',
        from: 'From',
        to: 'To',
      },
      loan: 'Loan #%{id}',
      empty: 'No journal line matches.',
    },
  },
};
