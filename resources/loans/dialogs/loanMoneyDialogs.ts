import type { LoanDialogEntry } from './loanDialogTypes';

/** The money dialogs of spec §2 the loan screen's action menu offers (filled in by the dialogs' author). */
export const LOAN_MONEY_DIALOGS: LoanDialogEntry[] = [];
