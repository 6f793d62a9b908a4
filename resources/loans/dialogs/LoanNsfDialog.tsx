import { SelectInput } from 'react-admin';
import { nsfBody, type NsfInput } from '../../../domain/loanActions';
import type { LoanRecord } from '../../../providers/loanWire';
import { asId, nsfEligiblePayments } from './loanDialogChoices';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';

interface NsfValues {
  paymentId: number | null;
}

// The bank returns the latest debits: the most recent collected payment comes first.
const initialValues = (loan: LoanRecord): NsfValues => ({ paymentId: nsfEligiblePayments(loan)[0]?.id ?? null });

const rules = (loan: LoanRecord) => ({
  schema: nsfBody,
  toPayload: (values: NsfValues): NsfInput => ({ version: loan.version, paymentId: asId(values.paymentId) }),
});

/** Spec §2's NSF add: a collected payment of the schedule came back; it is owed again with the NSF fee. */
export function LoanNsfDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="nsf"
      initialValues={initialValues}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.addNsf(loanId, payload)}
      success={messageKey('messages.NSF_CREATED')}
      refusalFields={{ 'errors.PAYMENT_NOT_NSF_ELIGIBLE': 'paymentId' }}
      nothingToDo={(loan) =>
        nsfEligiblePayments(loan).length === 0 ? messageKey('resources.loanDialogs.nsf.none') : null
      }
    >
      {(loan) => (
        <SelectInput
          source="paymentId"
          label={messageKey('resources.loanDialogs.fields.payment')}
          choices={nsfEligiblePayments(loan).map((line) => ({ id: line.id, name: labels.payment(line) }))}
          fullWidth
          isRequired
          helperText={messageKey('resources.loanDialogs.nsf.help')}
        />
      )}
    </LoanActionDialog>
  );
}
