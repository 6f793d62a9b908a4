import { keysIn, messageKey } from '../../../providers/translation';
import { removableEntries } from './loanDialogChoices';
import type { LoanDialogEntry } from './loanDialogTypes';
import { LoanBalanceIncreaseDialog } from './LoanBalanceIncreaseDialog';
import { LoanDeferPaymentDialog } from './LoanDeferPaymentDialog';
import { LoanManualPaymentDialog } from './LoanManualPaymentDialog';
import { LoanNsfDialog } from './LoanNsfDialog';
import { LoanPaymentProviderDialog } from './LoanPaymentProviderDialog';
import { LoanRebateDialog } from './LoanRebateDialog';
import { LoanRemoveEntryDialog } from './LoanRemoveEntryDialog';
import { LoanRestartDialog } from './LoanRestartDialog';
import { LoanStopDialog } from './LoanStopDialog';
import { LoanStoppedPaymentDialog } from './LoanStoppedPaymentDialog';
import { LoanRecoveryDialog, LoanReverseWriteOffDialog, LoanWriteOffDialog } from './LoanWriteOffDialogs';

const label = keysIn('resources.loanDialogs.menu');

/** The money dialogs of spec §2 the loan screen's action menu offers, in the menu's order. */
export const LOAN_MONEY_DIALOGS: LoanDialogEntry[] = [
  { key: 'manualPayment', label: label('manualPayment'), action: 'manualPayment', Dialog: LoanManualPaymentDialog },
  {
    key: 'stoppedLoanPayment',
    label: label('stoppedLoanPayment'),
    action: 'stoppedLoanPayment',
    Dialog: LoanStoppedPaymentDialog,
  },
  {
    key: 'increaseBalance',
    label: label('increaseBalance'),
    action: 'increaseBalance',
    Dialog: LoanBalanceIncreaseDialog,
  },
  { key: 'rebate', label: label('rebate'), action: 'rebate', Dialog: LoanRebateDialog },
  { key: 'defer', label: label('defer'), action: 'defer', Dialog: LoanDeferPaymentDialog },
  { key: 'nsf', label: label('nsf'), action: 'nsf', Dialog: LoanNsfDialog },
  // No flag of its own: any started loan (what `statement` says) with an entry the server lets go.
  {
    key: 'remove',
    label: label('remove'),
    action: 'statement',
    isAvailable: (loan) => removableEntries(loan).length > 0,
    unavailableReason: messageKey('resources.loans.unavailable.NOTHING_REMOVABLE'),
    Dialog: LoanRemoveEntryDialog,
  },
  {
    key: 'changeProvider',
    label: label('changeProvider'),
    action: 'changeProvider',
    Dialog: LoanPaymentProviderDialog,
  },
  { key: 'stop', label: label('stop'), action: 'stop', Dialog: LoanStopDialog },
  { key: 'restart', label: label('restart'), action: 'restart', Dialog: LoanRestartDialog },
  // Issue 34: the write-off and what follows it (the menu shows the first two to those who keep the books).
  { key: 'writeOff', label: label('writeOff'), action: 'writeOff', Dialog: LoanWriteOffDialog },
  { key: 'recovery', label: label('recovery'), action: 'recovery', Dialog: LoanRecoveryDialog },
  {
    key: 'reverseWriteOff',
    label: label('reverseWriteOff'),
    action: 'reverseWriteOff',
    Dialog: LoanReverseWriteOffDialog,
  },
];
