import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { withCollectionWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';
import { AGREEMENTS_HOME } from './agreementPaths';

const AgreementPaymentList = lazy(
  withCollectionWords(() =>
    import('./AgreementPaymentList').then((module) => ({ default: module.AgreementPaymentList })),
  ),
);
const AgreementDetail = lazy(
  withCollectionWords(() => import('./AgreementDetail').then((module) => ({ default: module.AgreementDetail }))),
);

/** Spec §2's payment agreement screens: the agreed payments and one agreement, downloaded when opened. */
export const agreementRoutes = [
  <Route key="agreement-root" path="/agreement" element={<Navigate to={AGREEMENTS_HOME} replace />} />,
  <Route
    key="agreement-list"
    path="/agreement/all"
    element={
      <GuardedScreen action="list" resource="agreements">
        <AgreementPaymentList />
      </GuardedScreen>
    }
  />,
  <Route
    key="agreement-detail"
    path="/agreement/:id"
    element={
      <GuardedScreen action="show" resource="agreements">
        <AgreementDetail />
      </GuardedScreen>
    }
  />,
];
