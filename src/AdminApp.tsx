import { Navigate, Route } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AdminUI, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
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
import { messageKey } from '../providers/translation';

/**
 * Every resource folder, one line each: its react-admin definition (list, show, edit, create,
 * icon, recordRepresentation) under its API name, and the custom routes its spec URLs need.
 * Folders with screens but no resource of their own bring only routes.
 */
const RESOURCE_FOLDERS: { name?: string; definition?: Omit<ResourceProps, 'name'>; routes: ReactNode[] }[] = [
  { name: 'customers', definition: customers, routes: customerRoutes },
  { name: 'requests', definition: requests, routes: requestRoutes },
  { name: 'loans', definition: loans, routes: loanRoutes },
  { name: 'users', definition: users, routes: userRoutes },
  { name: 'outbox', definition: outbox, routes: [] },
  { routes: configurationRoutes },
  { routes: notificationRoutes },
  { routes: globalNotificationRoutes },
];

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
      title={messageKey('app.name')}
    >
      {RESOURCE_FOLDERS.map(({ name, definition }) => name && <Resource key={name} name={name} {...definition} />)}
      <CustomRoutes>
        {RESOURCE_FOLDERS.flatMap(({ routes }) => routes)}
        {COMING_SOON.map((path) => (
          <Route key={path} path={`/${path}/*`} element={<ComingSoonInLayout />} />
        ))}
      </CustomRoutes>
    </AdminUI>
  );
}
