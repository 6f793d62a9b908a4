import type { LoanDialogProps } from './dialogs/loanDialogTypes';

/** The loan dialog to send contract (email, fax or electronic signature). (To be built.) */
export function LoanSendContractDialog(_props: LoanDialogProps) {
  return null;
}
