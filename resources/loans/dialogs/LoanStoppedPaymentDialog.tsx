import { stoppedLoanPaymentBody, type StoppedLoanPaymentInput } from '../../../domain/loanActions';
import { formatCad } from '../../../providers/formatters';
import type { LoanRecord } from '../../../providers/loanWire';
import { MoneyInput } from '../../common/MoneyInput';
import { defaultReceivedDate, paymentDateProblem } from './loanDialogDates';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { RECEIVED_PAYMENT_REFUSALS, type ReceivedPaymentValues } from './LoanManualPaymentDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';
import { LocalizedDateInput } from '../../common/LocalizedDateInput';

const initialValues = (loan: LoanRecord): ReceivedPaymentValues => ({ date: defaultReceivedDate(loan), amount: null });

const rules = (loan: LoanRecord) => ({
  schema: stoppedLoanPaymentBody,
  toPayload: (values: ReceivedPaymentValues): StoppedLoanPaymentInput => ({
    version: loan.version,
    date: values.date,
    amount: values.amount as number,
  }),
  check: (values: ReceivedPaymentValues) => ({
    date: paymentDateProblem(loan, values.date, { earliest: loan.startDate, checkTaken: true }),
  }),
});

/** Spec §5: above the remaining balance the server asks first; the agent's yes sends the same payment, confirmed. */
const ABOVE_BALANCE = {
  key: messageKey('errors.AMOUNT_ABOVE_BALANCE_CONFIRM'),
  confirmed: (payload: StoppedLoanPaymentInput): StoppedLoanPaymentInput => ({ ...payload, confirmAboveBalance: true }),
};

/** Spec §2's stopped-loan payment: money received on a stopped loan; paying it all settles the loan. */
export function LoanStoppedPaymentDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="stoppedLoanPayment"
      initialValues={initialValues}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.addStoppedLoanPayment(loanId, payload)}
      success={messageKey('messages.PAYMENT_CREATED')}
      confirmOnRefusal={ABOVE_BALANCE}
      refusalFields={RECEIVED_PAYMENT_REFUSALS}
    >
      {(loan) => (
        <>
          <LocalizedDateInput
            source="date"
            label={messageKey('resources.loanDialogs.fields.date')}
            fullWidth
            isRequired
          />
          <MoneyInput
            source="amount"
            label={messageKey('resources.loanDialogs.fields.amount')}
            fullWidth
            isRequired
            helperText={labels.text('totalOwing', { amount: formatCad(loan.totalOwing) })}
          />
        </>
      )}
    </LoanActionDialog>
  );
}
