import type {
  AccountLedgerSummary,
  AccountRecord,
  CreateAccountInput,
  MappingRecord,
  TrialBalance,
  UpdateAccountInput,
  UpdateMappingsInput,
} from '../domain/accounting';
import type { JournalExportFormat, LedgerExportFormat, TrialBalanceExportFormat } from '../domain/booksExports';
import { fileNameFromDisposition } from './customerActions';
import type { HttpClient } from './httpClient';
import { currentLanguage } from './i18nProvider';

/** A period of the books; a day left out is filled by the server (the month to the business day). */
export interface BooksPeriod {
  from?: string;
  to?: string;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The books' screens (issue 34) that read or write a whole answer, not a list. */
export interface AccountingActions {
  accounts(): Promise<AccountRecord[]>;
  addAccount(input: CreateAccountInput): Promise<AccountRecord>;
  updateAccount(id: number, input: UpdateAccountInput): Promise<AccountRecord>;
  accountMappings(): Promise<MappingRecord[]>;
  updateAccountMappings(input: UpdateMappingsInput): Promise<MappingRecord[]>;
  /** Each account's balance at the end of `date` (the lender's business day when not given). */
  trialBalance(date?: string): Promise<TrialBalance>;
  /** An account's balance before the period, its debits and credits in it, its balance at its end. */
  accountLedgerSummary(accountId: number, period: BooksPeriod): Promise<AccountLedgerSummary>;
  /** An account's ledger for the period as a file (CSV in the page's language, or PDF). */
  accountLedgerExport(accountId: number, period: BooksPeriod, format: LedgerExportFormat): Promise<DownloadedFile>;
  /** The journal of a period for QuickBooks Online, Sage 50 or Excel. */
  journalExport(period: BooksPeriod, format: JournalExportFormat): Promise<DownloadedFile>;
  /** The trial balance at the end of `date` for QuickBooks Online, Sage 50, Excel or as PDF. */
  trialBalanceExport(date: string | undefined, format: TrialBalanceExportFormat): Promise<DownloadedFile>;
}

/** The query string of what is given (a day left out is not sent). */
const queryOf = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function createAccountingActions(http: HttpClient): AccountingActions {
  const send = async (url: string, body: unknown, method: string) =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  const download = async (path: string, values: Record<string, string | undefined>, fallback: string) => {
    const answer = await http(`${path}?${queryOf({ ...values, language: currentLanguage })}`, {
      responseType: 'blob',
      headers: { Accept: '*/*' },
    });
    return {
      blob: answer.blob ?? new Blob([]),
      fileName: fileNameFromDisposition(answer.headers.get('Content-Disposition'), fallback),
    };
  };
  const ledgerPath = (accountId: number) => `/api/accounting/accounts/${encodeURIComponent(String(accountId))}/ledger`;
  return {
    accounts: async () => (await http('/api/accounting/accounts')).json,
    addAccount: (input) => send('/api/accounting/accounts', input, 'POST'),
    updateAccount: (id, input) => send(`/api/accounting/accounts/${id}`, input, 'PUT'),
    accountMappings: async () => (await http('/api/accounting/mappings')).json,
    updateAccountMappings: (input) => send('/api/accounting/mappings', input, 'PUT'),
    trialBalance: async (date) =>
      (await http(`/api/accounting/trial-balance${date ? `?${new URLSearchParams({ date })}` : ''}`)).json,
    accountLedgerSummary: async (accountId, period) =>
      (await http(`${ledgerPath(accountId)}/summary?${queryOf({ ...period })}`)).json,
    accountLedgerExport: (accountId, period, format) =>
      download(`${ledgerPath(accountId)}/export`, { ...period, format }, `ledger-${accountId}.${format}`),
    journalExport: (period, format) =>
      download(
        '/api/accounting/journal/export',
        { ...period, format },
        `journal.${format === 'sage50' ? 'txt' : 'csv'}`,
      ),
    trialBalanceExport: (date, format) =>
      download(
        '/api/accounting/trial-balance/export',
        { date, format },
        `trial-balance.${format === 'sage50' ? 'txt' : format === 'pdf' ? 'pdf' : 'csv'}`,
      ),
  };
}
