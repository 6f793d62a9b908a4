import type { LoanDialogProps } from './dialogs/loanDialogTypes';

/** The loan dialog to send the customer a message about this loan from a template. (To be built.) */
export function LoanSendMessageDialog(_props: LoanDialogProps) {
  return null;
}
