import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { PaymentProvider } from '../../domain/loanStatuses';
import { withScreenWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';
import { ACCOUNTING_TABS, accountingPath, type AccountingTab } from './accountingPaths';

// The books' words come with their screens (an accountant's, not every agent's).
const AccountingScreen = lazy(
  withScreenWords('books', () => import('./AccountingScreen').then((module) => ({ default: module.AccountingScreen }))),
);
const ProviderDayScreen = lazy(
  withScreenWords('books', () =>
    import('./ProviderDayScreen').then((module) => ({ default: module.ProviderDayScreen })),
  ),
);

/** A provider's day, from its address (an unknown provider or day reads as "no statement yet"). */
function ProviderDayRoute() {
  const { provider = '', day = '' } = useParams();
  return <ProviderDayScreen provider={provider as PaymentProvider} day={day} />;
}

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
  <Route
    key="accounting-provider-day"
    path="/accounting/reconciliation/:provider/:day"
    element={
      <GuardedScreen action="list" resource="accounting">
        <ProviderDayRoute />
      </GuardedScreen>
    }
  />,
];
