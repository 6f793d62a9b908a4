import { RadioButtonGroupInput } from 'react-admin';
import { stopLoanBody, type StopLoanInput } from '../../../domain/loanActions';
import type { StopDateChoice } from '../../../domain/loanStatuses';
import type { LoanRecord } from '../../../providers/loanWire';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { messageKey } from '../../../providers/translation';

interface StopValues {
  stopDate: StopDateChoice | null;
}

const initialValues = (loan: LoanRecord): StopValues => ({ stopDate: loan.stopChoices[0]?.choice ?? null });

const rules = (loan: LoanRecord) => ({
  schema: stopLoanBody,
  toPayload: (values: StopValues): StopLoanInput => ({
    version: loan.version,
    stopDate: values.stopDate as StopDateChoice,
  }),
});

const dateOf = (loan: LoanRecord, choice: StopDateChoice | null) =>
  loan.stopChoices.find((option) => option.choice === choice)?.date ?? '';

/**
 * Spec §4's stop: today, on the last NSF date, or after a debit already sent to the provider —
 * whichever the server says applies, each with the date it would stop on. The payments after it
 * are removed, so the agent confirms first.
 */
export function LoanStopDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="stop"
      initialValues={initialValues}
      rules={rules}
      send={(dataProvider, loanId, payload) => dataProvider.stopLoan(loanId, payload)}
      success={messageKey('messages.LOAN_STOPPED')}
      confirmFirst={(values, loan) => ({
        key: messageKey('resources.loanDialogs.stop.confirm'),
        params: { number: loan.loanNumber, date: dateOf(loan, values.stopDate) },
      })}
      refusalFields={{ 'errors.STOP_DATE_NOT_AVAILABLE': 'stopDate' }}
      nothingToDo={(loan) => (loan.stopChoices.length === 0 ? messageKey('resources.loanDialogs.stop.none') : null)}
    >
      {(loan) => (
        <RadioButtonGroupInput
          source="stopDate"
          label={messageKey('resources.loanDialogs.fields.stopDate')}
          choices={loan.stopChoices.map(({ choice, date }) => ({
            id: choice,
            name: labels.text('stopChoiceLabel', { choice: labels.name('stopChoice', choice), date }),
          }))}
          row={false}
          isRequired
        />
      )}
    </LoanActionDialog>
  );
}
