import type { LoanRecord } from '../../providers/loanWire';
import { memberKey, type MessageKey } from '../../providers/translation';
import type { LoanDialogEntry } from './dialogs/loanDialogTypes';

/** An entry of the menu as it stands, and when it does not apply now, why (an i18n key, when known). */
export interface MenuEntryState {
  entry: LoanDialogEntry;
  available: boolean;
  reason: MessageKey | null;
}

/**
 * Every entry, those that do not apply now with the reason the server gives (or the entry's own):
 * the menu shows them disabled with their reason rather than leaving the agent to guess.
 */
export const menuEntryStates = (loan: LoanRecord, entries: readonly LoanDialogEntry[]): MenuEntryState[] =>
  entries.map((entry) => {
    if (!loan.actions[entry.action]) {
      const reason = loan.actionReasons?.[entry.action];
      return { entry, available: false, reason: reason ? memberKey('resources.loans.unavailable', reason) : null };
    }
    if (entry.isAvailable && !entry.isAvailable(loan))
      return { entry, available: false, reason: entry.unavailableReason ?? null };
    return { entry, available: true, reason: null };
  });
