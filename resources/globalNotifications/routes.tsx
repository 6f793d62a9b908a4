import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { GuardedScreen } from '../common/GuardedScreen';

const GlobalNotificationsScreen = lazy(() =>
  import('./GlobalNotificationsScreen').then((module) => ({ default: module.GlobalNotificationsScreen })),
);

/** Spec §2's /apps/globalNotifications, for those who manage global notifications. */
export const globalNotificationRoutes = [
  <Route
    key="global-notifications"
    path="/globalNotifications"
    element={
      <GuardedScreen action="manage" resource="global-notifications">
        <GlobalNotificationsScreen />
      </GuardedScreen>
    }
  />,
];
