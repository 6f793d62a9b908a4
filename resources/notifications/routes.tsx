import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CanAccess, Loading } from 'react-admin';
import { notificationsPath } from './notificationPaths';

const NotificationsPage = lazy(() => import('./NotificationsPage').then((module) => ({ default: module.NotificationsPage })));

const denied = <Navigate to="/apps/access-denied" replace />;

/** Spec §2: /apps/notifications opens ALL; /apps/notifications/:category, for those who may see notifications. */
export const notificationRoutes = [
  <Route key="notifications" path="/notifications" element={<Navigate to={notificationsPath('ALL')} replace />} />,
  <Route
    key="notifications-category"
    path="/notifications/:category"
    element={
      <CanAccess action="list" resource="notifications" loading={<Loading />} accessDenied={denied}>
        <NotificationsPage />
      </CanAccess>
    }
  />,
];
