import { Typography } from '@mui/material';
import { RadioButtonGroupInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DEFERRED_PAYMENT, deferralFeePaymentOf, presentedIdsOf } from '../../../domain/feePayment';
import { formatCad } from '../../../providers/formatters';
import { deferPaymentBody, type DeferPaymentInput } from '../../../domain/loanActions';
import { DEFERRAL_FEE_OPTIONS, type DeferralFeeOption } from '../../../domain/loanStatuses';
import type { LoanRecord } from '../../../providers/loanWire';
import { asId, deferrablePayments } from './loanDialogChoices';
import { paymentDateProblem } from './loanDialogDates';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';
import { LocalizedDateInput } from '../../common/LocalizedDateInput';

interface DeferValues {
  paymentId: number | null;
  feeOption: DeferralFeeOption;
  newDate: string | null;
}

// The next payment that can still move is the one an agent is usually asked to defer.
const initialValues = (loan: LoanRecord): DeferValues => ({
  paymentId: deferrablePayments(loan)[0]?.id ?? null,
  feeOption: 'CHARGE',
  newDate: null,
});

const rules = (loan: LoanRecord) => ({
  schema: deferPaymentBody,
  toPayload: (values: DeferValues): DeferPaymentInput => ({
    version: loan.version,
    paymentId: asId(values.paymentId),
    feeOption: values.feeOption,
    newDate: values.newDate || undefined,
  }),
  check: (values: DeferValues) => {
    const line = loan.payments.find((payment) => payment.id === asId(values.paymentId));
    return {
      newDate: values.newDate
        ? paymentDateProblem(loan, values.newDate, { earliest: line?.date, checkTaken: true })
        : undefined,
    };
  },
});

/**
 * Refusals about the chosen payment show under it; the portal rules about the whole loan (deferrals
 * not permitted, its maximum reached) are said in the dialog.
 */
const REFUSALS = {
  'errors.PAYMENT_NOT_DEFERRABLE': 'paymentId',
  'errors.FIRST_PAYMENT_NOT_DEFERRABLE': 'paymentId',
  'errors.MAX_CONSECUTIVE_DEFERRALS_REACHED': 'paymentId',
  'validation.paymentDateTaken': 'newDate',
  'validation.dateTooEarly': 'newDate',
};

/**
 * Spec §2's defer payment: a scheduled payment not yet sent to the provider moves to one period
 * after the last one, or to the date the agent picks; its fee is charged (the default), waived, or
 * added to the balance (spec §4). The portal configuration's deferral rules (spec §9) may refuse it.
 */
export function LoanDeferPaymentDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="defer"
      initialValues={initialValues}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.deferPayment(loanId, payload)}
      success={messageKey('messages.PAYMENT_DEFERRED')}
      refusalFields={REFUSALS}
      nothingToDo={(loan) =>
        deferrablePayments(loan).length === 0 ? messageKey('resources.loanDialogs.defer.none') : null
      }
    >
      {(loan) => (
        <>
          <SelectInput
            source="paymentId"
            label={messageKey('resources.loanDialogs.fields.payment')}
            choices={deferrablePayments(loan).map((line) => ({ id: line.id, name: labels.payment(line) }))}
            fullWidth
            isRequired
          />
          <RadioButtonGroupInput
            source="feeOption"
            label={messageKey('resources.loanDialogs.fields.feeOption')}
            choices={labels.choicesOf('feeOption', DEFERRAL_FEE_OPTIONS)}
            row={false}
          />
          <DeferralFeeNote loan={loan} />
          <LocalizedDateInput
            source="newDate"
            label={messageKey('resources.loanDialogs.fields.newDate')}
            fullWidth
            helperText={messageKey('resources.loanDialogs.defer.newDateHelp')}
          />
        </>
      )}
    </LoanActionDialog>
  );
}

/**
 * Where a charged fee will be collected, as the agent chooses (the loan engine's own rule): never
 * with a payment whose debit is already at the bank, which the note says stays as it is.
 */
function DeferralFeeNote({ loan }: { loan: LoanRecord }) {
  const labels = useLoanDialogLabels();
  const [paymentId, feeOption, newDate] = useWatch({ name: ['paymentId', 'feeOption', 'newDate'] }) as [
    unknown,
    DeferralFeeOption,
    string | null,
  ];
  const chosen = asId(paymentId);
  if (feeOption !== 'CHARGE' || !loan.payments.some((line) => line.id === chosen)) return null;
  const presented = presentedIdsOf(loan.payments);
  const target = deferralFeePaymentOf(loan.payments, presented, chosen, newDate);
  const atBank = loan.payments.find((line) => line.status === 'SCHEDULED' && presented.has(line.id));
  return (
    <Typography variant="body2" color="text.secondary" data-testid="deferral-fee-note" sx={{ mb: 2 }}>
      {target === DEFERRED_PAYMENT || target === null
        ? labels.text('defer.feeWithDeferred')
        : labels.text('defer.feeWith', { number: target.number, date: target.date })}
      {atBank &&
        ` ${labels.text('defer.atBank', { number: atBank.number, date: atBank.date, amount: formatCad(atBank.amount) })}`}
    </Typography>
  );
}
