import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { REPORTS_SCREEN } from '../../providers/resourceSubjects';
import { withScreenWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';
import { REPORTS_HOME } from './reportPaths';

const ReportsScreen = lazy(
  withScreenWords('reports', () => import('./ReportsScreen').then((module) => ({ default: module.ReportsScreen }))),
);

/** Spec §2's reports: /apps/reports opens the renewals, /apps/reports/<tab> each report. */
export const reportRoutes = [
  <Route key="reports-root" path="/reports" element={<Navigate to={REPORTS_HOME} replace />} />,
  <Route
    key="reports"
    path="/reports/:tab"
    element={
      <GuardedScreen action="list" resource={REPORTS_SCREEN}>
        <ReportsScreen />
      </GuardedScreen>
    }
  />,
];
