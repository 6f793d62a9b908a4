import { LOAN_MONEY_DIALOGS } from './dialogs/loanMoneyDialogs';
import type { LoanDialogEntry } from './dialogs/loanDialogTypes';
import { DeleteLoanDialog } from './DeleteLoanDialog';
import { LoanSendContractDialog } from './LoanSendContractDialog';
import { LoanSendMessageDialog } from './LoanSendMessageDialog';
import { LoanStatementDialog } from './LoanStatementDialog';
import { ModifyLoanDialog } from './ModifyLoanDialog';
import { StartLoanDialog } from './StartLoanDialog';
import { messageKey } from '../../providers/translation';

/**
 * Every dialog of spec §2 the loan screen offers, in the menu's order: the loan's own life first
 * (modify, start), the money dialogs, then the statement, the contract and a message, and, last, the delete.
 */
export const loanScreenDialogs = (): LoanDialogEntry[] => [
  { key: 'modify', label: messageKey('resources.loans.actions.modify'), action: 'modify', Dialog: ModifyLoanDialog },
  { key: 'start', label: messageKey('resources.loans.actions.start'), action: 'start', Dialog: StartLoanDialog },
  ...LOAN_MONEY_DIALOGS,
  {
    key: 'statement',
    label: messageKey('resources.loans.actions.statement'),
    action: 'statement',
    Dialog: LoanStatementDialog,
  },
  {
    key: 'sendContract',
    label: messageKey('resources.loans.actions.sendContract'),
    action: 'sendContract',
    Dialog: LoanSendContractDialog,
  },
  {
    key: 'sendMessage',
    label: messageKey('resources.loans.actions.sendMessage'),
    action: 'sendMessage',
    Dialog: LoanSendMessageDialog,
  },
  { key: 'delete', label: messageKey('resources.loans.actions.delete'), action: 'delete', Dialog: DeleteLoanDialog },
];
