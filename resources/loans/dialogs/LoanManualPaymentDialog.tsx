import { manualPaymentBody, type ManualPaymentInput } from '../../../domain/loanActions';
import { formatCad } from '../../../providers/formatters';
import type { LoanRecord } from '../../../providers/loanWire';
import { MoneyInput } from '../../common/MoneyInput';
import { AMOUNT_REFUSALS, aboveTotalOwing, belowCapitalPart } from './loanAmountRules';
import { defaultReceivedDate, paymentDateProblem } from './loanDialogDates';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';
import { LocalizedDateInput } from '../../common/LocalizedDateInput';

export interface ReceivedPaymentValues {
  date: string;
  amount: number | null;
}

const initialValues = (loan: LoanRecord): ReceivedPaymentValues => ({ date: defaultReceivedDate(loan), amount: null });

const rules = (loan: LoanRecord) => ({
  schema: manualPaymentBody,
  toPayload: (values: ReceivedPaymentValues): ManualPaymentInput => ({
    version: loan.version,
    date: values.date,
    amount: values.amount as number,
  }),
  check: (values: ReceivedPaymentValues) => ({
    date: paymentDateProblem(loan, values.date, { earliest: loan.startDate, checkTaken: true }),
    amount: aboveTotalOwing(loan, values.amount) ?? belowCapitalPart(loan, values.amount),
  }),
});

/** Shared by both received-payment dialogs: a closed day or a taken date is said on the date. */
export const RECEIVED_PAYMENT_REFUSALS = {
  ...AMOUNT_REFUSALS,
  'validation.paymentDateTaken': 'date',
  'validation.dateTooLate': 'date',
  'validation.dateTooEarly': 'date',
};

/**
 * Spec §2's manual payment: money the borrower paid by hand on a business day since the loan
 * started, at most the total owing. The server re-amortizes the payments left.
 */
export function LoanManualPaymentDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="manualPayment"
      initialValues={initialValues}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.addManualPayment(loanId, payload)}
      success={messageKey('messages.PAYMENT_CREATED')}
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
            helperText={labels.text('maximum', { amount: formatCad(loan.totalOwing) })}
          />
        </>
      )}
    </LoanActionDialog>
  );
}
