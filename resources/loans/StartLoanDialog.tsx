import { useTranslate, messageKey } from '../../providers/translation';
import { formatCad } from '../../providers/formatters';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import type { LoanDialogProps } from './dialogs/loanDialogTypes';
import { LoanConfirmDialog } from './LoanConfirmDialog';
import { useLoanAction } from './useLoanAction';
import { useLoanRecord } from './useLoan';

/** Spec §4's start loan, after a confirmation: the money is lent and waits for its deposit. */
export function StartLoanDialog({ onClose, onDone }: LoanDialogProps) {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { mutation, stale, updating, update } = useLoanAction({
    loanId: loan.id,
    run: (version: number) => dataProvider.startLoan(loan.id, { version }),
    success: messageKey('messages.LOAN_STARTED'),
    onSuccess: (answer) => {
      onDone(answer);
      onClose();
    },
  });
  return (
    <LoanConfirmDialog
      title={messageKey('resources.loans.start.title')}
      submit={messageKey('resources.loans.start.submit')}
      text={translate('resources.loans.start.confirm', {
        number: loan.loanNumber,
        name: loan.customerName,
        amount: formatCad(loan.amount),
        date: loan.firstPaymentDate,
      })}
      onConfirm={() => mutation.mutate(loan.version)}
      onClose={onClose}
      pending={mutation.isPending}
      stale={stale}
      updating={updating}
      onUpdate={update}
    />
  );
}
