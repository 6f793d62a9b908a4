import { Navigate, Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';
import { everydayScreen } from '../common/lazyScreen';

const DepositsScreen = everydayScreen(() =>
  import('./DepositsScreen').then((module) => ({ default: module.DepositsScreen })),
);
const DepositDetail = everydayScreen(() =>
  import('./DepositDetail').then((module) => ({ default: module.DepositDetail })),
);

/** Spec §2's deposits screens: the list, a deposit, and its transaction details; each downloaded when opened. */
export const depositRoutes = [
  <Route key="deposits-root" path="/deposits" element={<Navigate to="/apps/deposits/all" replace />} />,
  <Route
    key="deposits-list"
    path="/deposits/all"
    element={
      <GuardedScreen action="list" resource="deposits">
        <DepositsScreen />
      </GuardedScreen>
    }
  />,
  <Route
    key="deposits-details"
    path="/deposits/details/:id"
    element={
      <GuardedScreen action="show" resource="deposits">
        <DepositDetail initialTab="transaction" />
      </GuardedScreen>
    }
  />,
  <Route
    key="deposits-detail"
    path="/deposits/:id"
    element={
      <GuardedScreen action="show" resource="deposits">
        <DepositDetail />
      </GuardedScreen>
    }
  />,
];
