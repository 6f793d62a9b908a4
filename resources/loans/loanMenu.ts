import type { LoanRecord } from '../../providers/loanWire';
import type { LoanDialogEntry } from './dialogs/loanDialogTypes';

/** The action menu's entries for a loan as it stands: those the server's flags (and the entry's own test) allow. */
export const availableEntries = (loan: LoanRecord, entries: readonly LoanDialogEntry[]): LoanDialogEntry[] =>
  entries.filter((entry) => loan.actions[entry.action] && (entry.isAvailable?.(loan) ?? true));
