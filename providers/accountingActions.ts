import type { AccountRecord, TrialBalance } from '../domain/accounting';
import type { HttpClient } from './httpClient';

/** The books' screens (issue 34) that read a whole answer, not a list: the chart and the trial balance. */
export interface AccountingActions {
  accounts(): Promise<AccountRecord[]>;
  /** Each account's balance at the end of `date` (the lender's business day when not given). */
  trialBalance(date?: string): Promise<TrialBalance>;
}

export function createAccountingActions(http: HttpClient): AccountingActions {
  return {
    accounts: async () => (await http('/api/accounting/accounts')).json,
    trialBalance: async (date) =>
      (await http(`/api/accounting/trial-balance${date ? `?${new URLSearchParams({ date })}` : ''}`)).json,
  };
}
