import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { CustomerRecord } from '../../providers/customerWire';
import { CustomerDetail, CustomersHomeRedirect } from './routes';

export { customerRoutes } from './routes';

/** Each screen is its own chunk, downloaded when opened (the login page loads none of them). */
const CustomerCreate = lazy(() => import('./CustomerCreate').then((module) => ({ default: module.CustomerCreate })));

export const customers = {
  list: CustomersHomeRedirect,
  edit: CustomerDetail,
  create: CustomerCreate,
  icon: PeopleIcon,
  recordRepresentation: (customer: CustomerRecord) => `${customer.fullName} (${customer.customerNumber})`,
};
