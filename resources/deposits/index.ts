import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { DepositListRecord } from '../../providers/depositWire';

export { depositRoutes } from './routes';

/**
 * The deposits resource: react-admin's lists and labels read it. Its screens (the list
 * /apps/deposits/all, a deposit /apps/deposits/:id and its transaction /apps/deposits/details/:id)
 * are custom routes (routes.tsx).
 */
export const deposits = {
  icon: AccountBalanceIcon,
  recordRepresentation: (deposit: DepositListRecord) => `#${deposit.id}`,
};
