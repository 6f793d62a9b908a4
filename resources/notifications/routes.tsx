import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';
import { notificationsPath } from './notificationPaths';

const NotificationsPage = lazy(() =>
  import('./NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
);

/** Spec §2: /apps/notifications opens ALL; /apps/notifications/:category, for those who may see notifications. */
export const notificationRoutes = [
  <Route key="notifications" path="/notifications" element={<Navigate to={notificationsPath('ALL')} replace />} />,
  <Route
    key="notifications-category"
    path="/notifications/:category"
    element={
      <GuardedScreen action="list" resource="notifications">
        <NotificationsPage />
      </GuardedScreen>
    }
  />,
];
