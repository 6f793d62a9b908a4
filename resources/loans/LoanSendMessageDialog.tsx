import { useGetOne } from 'react-admin';
import type { CustomerRecord } from '../../providers/customerWire';
import { SendMessageDialog } from '../messageTemplates/SendMessageDialog';
import type { LoanDialogProps } from './dialogs/loanDialogTypes';
import { useLoanRecord } from './useLoan';

/** The loan screen's "Send a message": the shared send dialog, about this loan, to its customer. */
export function LoanSendMessageDialog({ onClose }: LoanDialogProps) {
  const loan = useLoanRecord();
  const { data: customer } = useGetOne<CustomerRecord>('customers', { id: loan.customerId });
  if (!customer) return null;
  return <SendMessageDialog customer={customer} loanId={loan.id} onClose={onClose} />;
}
