import { RadioButtonGroupInput } from 'react-admin';
import { paymentProviderBody, type PaymentProviderInput } from '../../../domain/loanActions';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../domain/loanStatuses';
import type { LoanRecord } from '../../../providers/loanWire';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';

interface ProviderValues {
  paymentProvider: PaymentProvider;
}

// Changing means choosing another one: with two providers, that is the one offered.
const initialValues = (loan: LoanRecord): ProviderValues => ({
  paymentProvider: PAYMENT_PROVIDERS.find((provider) => provider !== loan.paymentProvider) ?? loan.paymentProvider,
});

const rules = (loan: LoanRecord) => ({
  schema: paymentProviderBody,
  toPayload: (values: ProviderValues): PaymentProviderInput => ({
    version: loan.version,
    paymentProvider: values.paymentProvider,
  }),
  check: (values: ProviderValues) => ({
    paymentProvider:
      values.paymentProvider === loan.paymentProvider
        ? messageKey('resources.loanDialogs.changeProvider.same')
        : undefined,
  }),
});

/** Spec §2's change payment provider: where the loan's next debits go. */
export function LoanPaymentProviderDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="changeProvider"
      initialValues={initialValues}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.changePaymentProvider(loanId, payload)}
      success={messageKey('messages.PAYMENT_PROVIDER_CHANGED')}
    >
      {(loan) => (
        <RadioButtonGroupInput
          source="paymentProvider"
          label={messageKey('resources.loanDialogs.fields.paymentProvider')}
          choices={labels.choicesOf('provider', PAYMENT_PROVIDERS)}
          helperText={labels.text('changeProvider.current', {
            provider: labels.name('provider', loan.paymentProvider),
          })}
          row={false}
        />
      )}
    </LoanActionDialog>
  );
}
