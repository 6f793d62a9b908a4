import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CanAccess, Loading } from 'react-admin';

const GlobalNotificationsScreen = lazy(() => import('./GlobalNotificationsScreen').then((module) => ({ default: module.GlobalNotificationsScreen })));

const denied = <Navigate to="/apps/access-denied" replace />;

/** Spec §2's /apps/globalNotifications, for those who manage global notifications. */
export const globalNotificationRoutes = [
  <Route
    key="global-notifications"
    path="/globalNotifications"
    element={
      <CanAccess action="manage" resource="global-notifications" loading={<Loading />} accessDenied={denied}>
        <GlobalNotificationsScreen />
      </CanAccess>
    }
  />,
];
