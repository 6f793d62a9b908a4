import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';
import { ACCOUNTING_TABS, accountingPath, type AccountingTab } from './accountingPaths';

const AccountingScreen = lazy(() =>
  import('./AccountingScreen').then((module) => ({ default: module.AccountingScreen })),
);

/** The books (issue 34): /apps/accounting opens the trial balance; each tab has its URL. */
export const accountingRoutes = [
  <Route key="accounting" path="/accounting" element={<Navigate to={accountingPath('trial-balance')} replace />} />,
  ...ACCOUNTING_TABS.map((tab: AccountingTab) => (
    <Route
      key={`accounting-${tab}`}
      path={`/accounting/${tab}`}
      element={
        <GuardedScreen action="list" resource="accounting">
          <AccountingScreen tab={tab} />
        </GuardedScreen>
      }
    />
  )),
];
