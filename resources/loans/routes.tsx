import { Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';
import { everydayScreen } from '../common/lazyScreen';

const LoanDetail = everydayScreen(() => import('./LoanDetail').then((module) => ({ default: module.LoanDetail })));
const LoanList = everydayScreen(() => import('./LoanList').then((module) => ({ default: module.LoanList })));

/** The loans list (/apps/loans) and spec §2's loan screen (/apps/loans/:id), each downloaded when opened. */
export const loanRoutes = [
  // Every loan, searchable (issue 18; not in the spec's screens, which reach loans customer by customer).
  <Route
    key="loans-list"
    path="/loans"
    element={
      <GuardedScreen action="list" resource="loans">
        <LoanList />
      </GuardedScreen>
    }
  />,
  <Route
    key="loans-detail"
    path="/loans/:id"
    element={
      <GuardedScreen action="show" resource="loans">
        <LoanDetail />
      </GuardedScreen>
    }
  />,
];
