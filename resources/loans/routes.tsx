import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';

const LoanDetail = lazy(() => import('./LoanDetail').then((module) => ({ default: module.LoanDetail })));

/** Spec §2's loan screen, /apps/loans/:id, downloaded when opened (its dialogs come with it). */
export const loanRoutes = [
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
