import { keysIn, messageKey } from '../../../providers/translation';
import { Box, Typography } from '@mui/material';
import { NumberInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FREQUENCIES } from '../../../domain/paymentFrequencies';
import { formatCad } from '../../../providers/formatters';
import type { LoanDialogProps } from './loanDialogTypes';
import { LoanActionDialog } from './LoanActionDialog';
import { LoanRestartPreview } from './LoanRestartPreview';
import { restartInitialValues, restartRules } from './restartTerms';
import { useLoanDialogLabels } from './useLoanDialogLabels';
import { LocalizedDateInput } from '../../common/LocalizedDateInput';

const field = keysIn('resources.loanDialogs.fields');

/** Spec §5: twice a month asks for its two days of the month. */
function TwiceMonthlyDays() {
  const frequency = useWatch({ name: 'frequency' });
  if (frequency !== 'TWICE_MONTHLY') return null;
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <NumberInput source="firstDay" label={field('firstDay')} min={1} max={31} step={1} isRequired />
      <NumberInput source="secondDay" label={field('secondDay')} min={1} max={31} step={1} isRequired />
    </Box>
  );
}

/**
 * Spec §2's restart payments: a new schedule for what the loan still owes, from the first date the
 * agent picks, with a preview of the payments before anything is written.
 */
export function LoanRestartDialog(props: LoanDialogProps) {
  const labels = useLoanDialogLabels();
  return (
    <LoanActionDialog
      {...props}
      section="restart"
      maxWidth="md"
      initialValues={restartInitialValues}
      rules={restartRules}
      send={(dataProvider, loanId, payload) => dataProvider.restartLoan(loanId, payload)}
      success={messageKey('messages.LOAN_RESTARTED')}
    >
      {(loan) => (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {labels.text('restart.owing', {
              balance: formatCad(loan.balance),
              arrears: formatCad(loan.interest + loan.fees),
            })}
          </Typography>
          <SelectInput
            source="frequency"
            label={field('frequency')}
            choices={labels.choicesOf('frequency', FREQUENCIES)}
            isRequired
            fullWidth
          />
          <NumberInput
            source="numberOfPayments"
            label={field('numberOfPayments')}
            min={1}
            step={1}
            isRequired
            fullWidth
          />
          <LocalizedDateInput source="firstPaymentDate" label={field('firstPaymentDate')} isRequired fullWidth />
          <TwiceMonthlyDays />
          <LoanRestartPreview />
        </>
      )}
    </LoanActionDialog>
  );
}
