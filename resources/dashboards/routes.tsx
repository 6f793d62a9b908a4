import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { withScreenWords } from '../../providers/screenWords';
import { GuardedScreen } from '../common/GuardedScreen';
import { dashboardPath } from './dashboardPaths';

const DashboardsScreen = lazy(
  withScreenWords('reports', () => import('./screens').then((module) => ({ default: module.DashboardsScreen }))),
);

/** Spec §2's dashboards: /apps/dashboards opens the portfolio's, /apps/dashboards/<tab> each. */
export const dashboardRoutes = [
  <Route key="dashboards-root" path="/dashboards" element={<Navigate to={dashboardPath('analytics')} replace />} />,
  <Route
    key="dashboards"
    path="/dashboards/:tab"
    element={
      <GuardedScreen action="list" resource="dashboards">
        <DashboardsScreen />
      </GuardedScreen>
    }
  />,
];
