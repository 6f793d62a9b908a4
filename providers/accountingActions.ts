import type {
  AccountRecord,
  CreateAccountInput,
  MappingRecord,
  TrialBalance,
  UpdateAccountInput,
  UpdateMappingsInput,
} from '../domain/accounting';
import type { HttpClient } from './httpClient';

/** The books' screens (issue 34) that read or write a whole answer, not a list. */
export interface AccountingActions {
  accounts(): Promise<AccountRecord[]>;
  addAccount(input: CreateAccountInput): Promise<AccountRecord>;
  updateAccount(id: number, input: UpdateAccountInput): Promise<AccountRecord>;
  accountMappings(): Promise<MappingRecord[]>;
  updateAccountMappings(input: UpdateMappingsInput): Promise<MappingRecord[]>;
  /** Each account's balance at the end of `date` (the lender's business day when not given). */
  trialBalance(date?: string): Promise<TrialBalance>;
}

export function createAccountingActions(http: HttpClient): AccountingActions {
  const send = async (url: string, body: unknown, method: string) =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  return {
    accounts: async () => (await http('/api/accounting/accounts')).json,
    addAccount: (input) => send('/api/accounting/accounts', input, 'POST'),
    updateAccount: (id, input) => send(`/api/accounting/accounts/${id}`, input, 'PUT'),
    accountMappings: async () => (await http('/api/accounting/mappings')).json,
    updateAccountMappings: (input) => send('/api/accounting/mappings', input, 'PUT'),
    trialBalance: async (date) =>
      (await http(`/api/accounting/trial-balance${date ? `?${new URLSearchParams({ date })}` : ''}`)).json,
  };
}
