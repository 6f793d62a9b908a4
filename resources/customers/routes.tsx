import { Navigate, Route } from 'react-router-dom';
import { CUSTOMERS_HOME } from './customerPaths';
import { everydayScreen } from '../common/lazyScreen';

const CustomerList = everydayScreen(() =>
  import('./CustomerList').then((module) => ({ default: module.CustomerList })),
);
/** The customer file, also react-admin's edit route of the resource (index.ts): one lazy screen for both. */
export const CustomerDetail = everydayScreen(() =>
  import('./CustomerDetail').then((module) => ({ default: module.CustomerDetail })),
);

/** The resource's own list URL (/apps/customers, where react-admin goes back to) leads to the list. */
export const CustomersHomeRedirect = () => <Navigate to={CUSTOMERS_HOME} replace />;

/**
 * Spec §2: /apps/customers/all, /apps/customers/detail/{customerId}/{requestId?}/{customerHandle?},
 * and the same screens under /apps/contacts (which opens /apps/contacts/all). /apps/customers/:id is
 * react-admin's edit route of the resource.
 */
export const customerRoutes = [
  <Route key="customers-all" path="/customers/all" element={<CustomerList base="/apps/customers" />} />,
  <Route
    key="customers-detail"
    path="/customers/detail/:customerId/:requestId?/:customerHandle?"
    element={<CustomerDetail />}
  />,
  <Route key="contacts" path="/contacts" element={<Navigate to="/apps/contacts/all" replace />} />,
  <Route key="contacts-all" path="/contacts/all" element={<CustomerList base="/apps/contacts" />} />,
  <Route
    key="contacts-detail"
    path="/contacts/detail/:customerId/:requestId?/:customerHandle?"
    element={<CustomerDetail />}
  />,
  <Route key="contacts-id" path="/contacts/:id" element={<CustomerDetail />} />,
];
