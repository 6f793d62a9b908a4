import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CanAccess, Loading } from 'react-admin';

const LoanDetail = lazy(() => import('./LoanDetail').then((module) => ({ default: module.LoanDetail })));

/** react-admin's access-denied page (the app's own redirect home, with a warning). */
const denied = <Navigate to="/apps/access-denied" replace />;

/** Spec §2's loan screen, /apps/loans/:id, downloaded when opened (its dialogs come with it). */
export const loanRoutes = [
  <Route
    key="loans-detail"
    path="/loans/:id"
    element={
      <CanAccess action="show" resource="loans" loading={<Loading />} accessDenied={denied}>
        <LoanDetail />
      </CanAccess>
    }
  />,
];
