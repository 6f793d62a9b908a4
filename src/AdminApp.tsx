import { Navigate, Route } from 'react-router-dom';
import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { configurationRoutes } from '../resources/configuration';
import { customerRoutes, customers } from '../resources/customers';
import { globalNotificationRoutes } from '../resources/globalNotifications';
import { loanRoutes, loans } from '../resources/loans';
import { notificationRoutes } from '../resources/notifications';
import { outbox } from '../resources/outbox';
import { requestRoutes, requests } from '../resources/requests';
import { userRoutes, users } from '../resources/users';
import { AccessDeniedRedirect, HOME_PATH } from './auth/AccessDeniedRedirect';
import { GuestLoginRedirect } from './auth/GuestLoginRedirect';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { RenderErrorRedirect } from './layout/RenderErrorRedirect';
import { ComingSoonInLayout } from './pages/LayoutPlaceholder';

/** Menu targets (spec §2) whose screens later work brings. */
const COMING_SOON = ['collections', 'deposits', 'reports', 'agreement'];

const GoHome = () => <Navigate to={HOME_PATH} replace />;
const NotFoundRedirect = () => <Navigate to="/pages/errors/error-404" replace />;

/**
 * Everything under /apps: react-admin's shell, signed-in users only. Loaded after the guest pages
 * (App.tsx), and each resource's screens only when opened (their index files hold lazy components).
 */
export default function AdminApp() {
  return (
    <AdminUI
      layout={AppLayout}
      loginPage={GuestLoginRedirect}
      dashboard={GoHome}
      requireAuth
      disableTelemetry
      accessDenied={AccessDeniedRedirect}
      catchAll={NotFoundRedirect}
      error={RenderErrorRedirect}
      notification={AppNotification}
      title="app.name"
    >
      <Resource name="customers" {...customers} />
      <Resource name="requests" {...requests} />
      <Resource name="loans" {...loans} />
      <Resource name="users" {...users} />
      <Resource name="outbox" {...outbox} />
      <CustomRoutes>
        {requestRoutes}
        {customerRoutes}
        {loanRoutes}
        {configurationRoutes}
        {notificationRoutes}
        {globalNotificationRoutes}
        {userRoutes}
        {COMING_SOON.map((path) => (
          <Route key={path} path={`/${path}/*`} element={<ComingSoonInLayout />} />
        ))}
      </CustomRoutes>
    </AdminUI>
  );
}
