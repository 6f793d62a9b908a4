import { useNavigate } from 'react-router-dom';
import { useTranslate, messageKey } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { customerPath } from '../customers/customerPaths';
import type { LoanDialogProps } from './dialogs/loanDialogTypes';
import { LoanConfirmDialog } from './LoanConfirmDialog';
import { useLoanAction } from './useLoanAction';
import { useLoanRecord } from './useLoan';

/**
 * Spec §4's delete loan, after a confirmation; the server refuses it once the deposit went out
 * (spec §8). The loan is then shown nowhere: the agent goes back to the customer's loans.
 */
export function DeleteLoanDialog({ onClose, onDone }: LoanDialogProps) {
  const loan = useLoanRecord();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useGuichetDataProvider();
  const { mutation, stale, updating, update } = useLoanAction({
    loanId: loan.id,
    run: (version: number) => dataProvider.deleteLoan(loan.id, version),
    success: messageKey('messages.LOAN_DELETED'),
    onSuccess: (answer) => {
      onDone(answer);
      onClose();
      navigate(customerPath('/apps/customers', loan.customerId, 'loans'));
    },
    onAwaitingApproval: onClose,
  });
  return (
    <LoanConfirmDialog
      title={messageKey('resources.loans.delete.title')}
      submit={messageKey('resources.loans.delete.submit')}
      text={translate('resources.loans.delete.confirm', { number: loan.loanNumber, name: loan.customerName })}
      onConfirm={() => mutation.mutate(loan.version)}
      onClose={onClose}
      pending={mutation.isPending}
      stale={stale}
      updating={updating}
      onUpdate={update}
      danger
    />
  );
}
