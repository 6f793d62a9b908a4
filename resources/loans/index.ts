import PaymentsIcon from '@mui/icons-material/Payments';
import type { LoanListRecord } from '../../providers/loanWire';

export { loanRoutes } from './routes';

/**
 * The loans resource: react-admin's lists (a customer's Loans tab) and labels read it. Its one
 * screen, /apps/loans/:id, is a custom route (routes.tsx) — there is no loans list in the spec.
 */
export const loans = {
  icon: PaymentsIcon,
  recordRepresentation: (loan: LoanListRecord) => `#${loan.loanNumber}`,
};
