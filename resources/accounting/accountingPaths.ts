/** The books' screens (issue 34), one URL per tab. */
export const ACCOUNTING_TABS = ['trial-balance', 'journal'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];

export const accountingPath = (tab: AccountingTab) => `/apps/accounting/${tab}`;
