import type { PeriodRecord } from '../domain/accountingPeriods';
import type { AccountingPolicyRecord, AllowanceRunRecord, UpdateAccountingPolicyInput } from '../domain/allowance';
import type { PaymentProvider } from '../domain/loanStatuses';
import type { DifferenceRecord, ProviderDayRecord, ResolveDifferenceInput } from '../domain/reconciliation';
import type { HttpClient } from './httpClient';

export type ProviderDayDetail = ProviderDayRecord & { differenceList: DifferenceRecord[] };

/** The books' month end (issue 34): the providers' days reconciled, the allowance, closing a month. */
export interface BooksCloseActions {
  takeProviderDay(provider: PaymentProvider, day: string): Promise<ProviderDayRecord>;
  providerDay(provider: PaymentProvider, day: string): Promise<ProviderDayDetail>;
  resolveDifference(id: number, input: ResolveDifferenceInput): Promise<DifferenceRecord>;
  booksMonths(): Promise<PeriodRecord[]>;
  closeBooksMonth(month: string): Promise<PeriodRecord>;
  reopenBooksMonth(month: string, reason: string): Promise<PeriodRecord>;
  accountingPolicy(): Promise<AccountingPolicyRecord>;
  updateAccountingPolicy(input: UpdateAccountingPolicyInput): Promise<AccountingPolicyRecord>;
  computeAllowance(month: string): Promise<AllowanceRunRecord>;
  /** The month's last run, or null when it was never computed. */
  allowanceRun(month: string): Promise<AllowanceRunRecord | null>;
}

export function createBooksCloseActions(http: HttpClient): BooksCloseActions {
  const send = async (url: string, body: unknown, method = 'POST') =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  const month = (value: string) => encodeURIComponent(value);
  return {
    takeProviderDay: (provider, day) => send('/api/accounting/provider-days', { provider, day }),
    providerDay: async (provider, day) =>
      (await http(`/api/accounting/provider-days/${encodeURIComponent(provider)}/${encodeURIComponent(day)}`)).json,
    resolveDifference: (id, input) => send(`/api/accounting/reconciliation-differences/${id}/resolution`, input),
    booksMonths: async () => (await http('/api/accounting/periods')).json,
    closeBooksMonth: (value) => send(`/api/accounting/periods/${month(value)}/close`, {}),
    reopenBooksMonth: (value, reason) => send(`/api/accounting/periods/${month(value)}/reopen`, { reason }),
    accountingPolicy: async () => (await http('/api/accounting/policy')).json,
    updateAccountingPolicy: (input) => send('/api/accounting/policy', input, 'PUT'),
    computeAllowance: (value) => send('/api/accounting/allowance', { month: value }),
    allowanceRun: async (value) => {
      try {
        return (await http(`/api/accounting/allowance/${month(value)}`)).json;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  };
}
