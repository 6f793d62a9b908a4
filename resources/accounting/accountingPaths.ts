/** The books' screens (issue 34), one URL per tab. */
export const ACCOUNTING_TABS = ['trial-balance', 'journal', 'ledger', 'reconciliation', 'month-end'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

export const accountingPath = (tab: AccountingTab) => `/apps/accounting/${tab}`;

/** The ledger's choices as its URL keeps them, so that a link (a trial balance's row) opens them. */
export const LEDGER_PARAMS = { account: 'account', from: 'from', to: 'to' } as const;

/** One account's ledger for a period: /apps/accounting/ledger?account=3&from=2026-11-01&to=2026-11-24. */
export function accountLedgerPath(accountId: number, period: { from?: string; to?: string } = {}) {
  const params = new URLSearchParams({ [LEDGER_PARAMS.account]: String(accountId) });
  if (period.from) params.set(LEDGER_PARAMS.from, period.from);
  if (period.to) params.set(LEDGER_PARAMS.to, period.to);
  return `${accountingPath('ledger')}?${params}`;
}
