import { Navigate, Route } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AdminUI, CustomRoutes, DataProviderContext, Resource, type ResourceProps } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import { accountingRoutes } from '../resources/accounting/routes';
import { agreementPayments, agreementRoutes, agreements } from '../resources/agreements';
import { collectionFiles, collectionRoutes } from '../resources/collections';
import { configurationRoutes } from '../resources/configuration';
import { customerRoutes, customers } from '../resources/customers';
import { depositRoutes, deposits } from '../resources/deposits';
import { globalNotificationRoutes } from '../resources/globalNotifications';
import { loanRoutes, loans } from '../resources/loans';
import { notificationRoutes } from '../resources/notifications';
import { outbox } from '../resources/outbox';
import { reportRoutes } from '../resources/reports';
import { dashboardRoutes } from '../resources/dashboards';
import { calendarRoutes } from '../resources/calendar';
import { requestRoutes, requests } from '../resources/requests';
// The screen everyone lands on, for the sign-in page to fetch ahead (signedInApp.ts).
export { preloadRequestQueue as preloadLandingScreen } from '../resources/requests/routes';
import { preloadScreensAt } from '../resources/common/lazyScreen';
import { userRoutes, users } from '../resources/users';
import { approvalRoutes, approvals } from '../resources/approvals';
import { retentionRoutes } from '../resources/retention/routes';
import { auditRoutes } from '../resources/audit/routes';
import { AccessDeniedRedirect } from './auth/AccessDeniedRedirect';
import { currentLandingPath, WELCOME_PATH } from './auth/landing';
import { GuestLoginRedirect } from './auth/GuestLoginRedirect';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { RenderErrorRedirect } from './layout/RenderErrorRedirect';
import { WelcomeInLayout } from './pages/LayoutPlaceholder';
import { messageKey } from '../providers/translation';
import { loadScreenWords } from '../providers/screenWords';

// The signed-in app's words (menu, toolbar, every screen's) come with it, never with the sign-in
// page; fetched alongside this chunk's own modules, they are in before the first screen renders.
await loadScreenWords('signedIn');

/**
 * Every resource folder, one line each: its react-admin definition (list, show, edit, create,
 * icon, recordRepresentation) under its API name, and the custom routes its spec URLs need.
 * Folders with screens but no resource of their own bring only routes.
 */
const RESOURCE_FOLDERS: { name?: string; definition?: Omit<ResourceProps, 'name'>; routes: ReactNode[] }[] = [
  { name: 'customers', definition: customers, routes: customerRoutes },
  { name: 'requests', definition: requests, routes: requestRoutes },
  { name: 'loans', definition: loans, routes: loanRoutes },
  { name: 'deposits', definition: deposits, routes: depositRoutes },
  { name: 'collection-files', definition: collectionFiles, routes: collectionRoutes },
  { name: 'agreements', definition: agreements, routes: agreementRoutes },
  { name: 'agreement-payments', definition: agreementPayments, routes: [] },
  { name: 'users', definition: users, routes: userRoutes },
  { name: 'outbox', definition: outbox, routes: [] },
  { name: 'approvals', definition: approvals, routes: approvalRoutes },
  { routes: auditRoutes },
  { routes: retentionRoutes },
  { routes: reportRoutes },
  { routes: dashboardRoutes },
  { routes: calendarRoutes },
  { routes: accountingRoutes },
  { routes: configurationRoutes },
  { routes: notificationRoutes },
  { routes: globalNotificationRoutes },
];

/** A page opened at a signed-in address: its screen's code, before the app first renders (main.tsx). */
export const preloadScreenAt = (pathname: string) =>
  preloadScreensAt(
    RESOURCE_FOLDERS.flatMap(({ routes }) => routes),
    pathname,
  );

/** /apps: each user starts on the first screen they may open (auth/landing.ts). */
const GoHome = () => <Navigate to={currentLandingPath()} replace />;
const NotFoundRedirect = () => <Navigate to="/pages/errors/error-404" replace />;

/**
 * Everything under /apps: react-admin's shell, signed-in users only. Loaded after the guest pages
 * (App.tsx), and each resource's screens only when opened (their index files hold lazy components).
 * Its screens get the full data provider, which comes with this chunk; the guest pages make do
 * with the light one (providers/lazyDataProvider.ts).
 */
export default function AdminApp() {
  return (
    <DataProviderContext.Provider value={dataProvider}>
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
          <Route path={WELCOME_PATH.replace('/apps', '')} element={<WelcomeInLayout />} />
        </CustomRoutes>
      </AdminUI>
    </DataProviderContext.Provider>
  );
}
