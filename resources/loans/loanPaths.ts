/** Spec §2's loan screen: /apps/loans/:id, its tabs named in the URL (?tab=…). */
export const loanPath = (loanId: number) => `/apps/loans/${loanId}`;

export const LOAN_TABS = ['schedule', 'ledger', 'logs', 'paymentInfo'] as const;
export type LoanTab = (typeof LOAN_TABS)[number];

export const loanTabOf = (name: string | null): LoanTab =>
  (LOAN_TABS as readonly string[]).includes(name ?? '') ? (name as LoanTab) : 'schedule';

/**
 * The loan screen's query: react-admin's getOne of the loans resource, which its ShowBase reads
 * (LoanDetail.tsx). Under ['loans'], so that invalidating the resource (after any action from any
 * dialog) also reloads the open loan.
 */
export const loanQueryKey = (loanId: number) => ['loans', 'getOne', { id: String(loanId) }] as const;
