import type { MessageKey } from '../../../providers/translation';
import type { ComponentType } from 'react';
import type { LoanActions } from '../../../domain/loanView';
import type { LoanRecord } from '../../../providers/loanWire';

/**
 * What every loan dialog receives: where to hand the loan as it now stands. The loan as last read
 * it takes from the record context (useLoanRecord).
 */
export interface LoanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the server's answer after a successful action (the screen shows it, new version included). */
  onDone: (loan: LoanRecord) => void;
}

/** One entry of the loan screen's action menu. */
export interface LoanDialogEntry {
  /** Stable id, also used in test ids: `loan-action-${key}`. */
  key: string;
  /** The i18n key of the menu label. */
  label: MessageKey;
  /** Shown only when the server says this dialog applies now. */
  action: keyof LoanActions;
  /**
   * For a dialog no single flag decides (removing an entry needs a removable one): the menu shows
   * the entry when this says so, in addition to `action`.
   */
  isAvailable?: (loan: LoanRecord) => boolean;
  /** Said beside the entry when `isAvailable` says no (an i18n key). */
  unavailableReason?: MessageKey;
  Dialog: ComponentType<LoanDialogProps>;
}
