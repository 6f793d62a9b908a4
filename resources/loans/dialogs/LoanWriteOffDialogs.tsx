import { Typography } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import {
  recoveryBody,
  reverseWriteOffBody,
  writeOffBody,
  type RecoveryInput,
  type ReverseWriteOffInput,
  type WriteOffInput,
} from '../../../domain/loanActions';
import { formatCad } from '../../../providers/formatters';
import type { LoanRecord } from '../../../providers/loanWire';
import { messageKey } from '../../../providers/translation';
import { LocalizedDateInput } from '../../common/LocalizedDateInput';
import { MoneyInput } from '../../common/MoneyInput';
import { AMOUNT_REFUSALS } from './loanAmountRules';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { RECEIVED_PAYMENT_REFUSALS, type ReceivedPaymentValues } from './LoanManualPaymentDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';

/*
 * Issue 34's write-offs on the loan screen: writing off what a loan in collections long enough still
 * owes, recording money received after it, and (an administrator) undoing it. Each needs a reason
 * the audit trail and the collection file keep.
 */

interface ReasonValues {
  reason: string;
}
const blankReason = (): ReasonValues => ({ reason: '' });
const reasonRules = (loan: LoanRecord) => ({
  schema: reverseWriteOffBody,
  toPayload: (values: ReasonValues): ReverseWriteOffInput => ({ version: loan.version, reason: values.reason.trim() }),
});

interface WriteOffValues extends ReasonValues {
  bankruptcy: boolean;
}
const writeOffRules = (loan: LoanRecord) => ({
  schema: writeOffBody,
  toPayload: (values: WriteOffValues): WriteOffInput => ({
    version: loan.version,
    reason: values.reason.trim(),
    bankruptcy: values.bankruptcy,
  }),
});

function RequiredReason() {
  return (
    <TextInput
      source="reason"
      label={messageKey('resources.loanDialogs.fields.reason')}
      isRequired
      fullWidth
      multiline
      minRows={2}
    />
  );
}

export function LoanWriteOffDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="writeOff"
      initialValues={(): WriteOffValues => ({ ...blankReason(), bankruptcy: false })}
      rules={writeOffRules}
      send={(dataProvider, loanId, payload) => dataProvider.writeOffLoan(loanId, payload)}
      success={messageKey('messages.LOAN_WRITTEN_OFF')}
    >
      {(loan) => (
        <>
          <Typography sx={{ mb: 2 }}>{labels.text('writeOff.help', { amount: formatCad(loan.totalOwing) })}</Typography>
          <RequiredReason />
          <BooleanInput
            source="bankruptcy"
            label={messageKey('resources.loanDialogs.writeOff.bankruptcy')}
            helperText={messageKey('resources.loanDialogs.writeOff.bankruptcyHelp')}
          />
        </>
      )}
    </LoanActionDialog>
  );
}

const recoveryRules = (loan: LoanRecord) => ({
  schema: recoveryBody,
  toPayload: (values: ReceivedPaymentValues): RecoveryInput => ({
    version: loan.version,
    date: values.date,
    amount: values.amount as number,
  }),
});

export function LoanRecoveryDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="recovery"
      initialValues={(loan) => ({ date: loan.today, amount: null })}
      rules={recoveryRules}
      send={(dataProvider, loanId, payload) => dataProvider.addRecovery(loanId, payload)}
      success={messageKey('messages.RECOVERY_ADDED')}
      refusalFields={{ ...AMOUNT_REFUSALS, ...RECEIVED_PAYMENT_REFUSALS }}
    >
      {() => (
        <>
          <Typography sx={{ mb: 2 }}>{labels.text('recovery.help')}</Typography>
          <LocalizedDateInput
            source="date"
            label={messageKey('resources.loanDialogs.fields.date')}
            fullWidth
            isRequired
          />
          <MoneyInput source="amount" label={messageKey('resources.loanDialogs.fields.amount')} fullWidth isRequired />
        </>
      )}
    </LoanActionDialog>
  );
}

export function LoanReverseWriteOffDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="reverseWriteOff"
      initialValues={blankReason}
      rules={reasonRules}
      send={(dataProvider, loanId, payload) => dataProvider.reverseWriteOff(loanId, payload)}
      success={messageKey('messages.WRITE_OFF_REVERSED')}
    >
      {() => (
        <>
          <Typography sx={{ mb: 2 }}>{labels.text('reverseWriteOff.help')}</Typography>
          <RequiredReason />
        </>
      )}
    </LoanActionDialog>
  );
}
