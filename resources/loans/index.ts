import PaymentsIcon from '@mui/icons-material/Payments';
import type { LoanListRecord } from '../../providers/loanWire';

export { loanRoutes } from './routes';

/**
 * The loans resource: react-admin's lists (a customer's Loans tab) and labels read it. Its screens,
 * the list /apps/loans and the loan /apps/loans/:id, are custom routes (routes.tsx).
 */
export const loans = {
  icon: PaymentsIcon,
  recordRepresentation: (loan: LoanListRecord) => `#${loan.loanNumber}`,
};
