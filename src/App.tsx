import { lazy, Suspense, useEffect } from 'react';
import { CssBaseline } from '@mui/material';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { AdminContext, Loading, localStorageStore } from 'react-admin';
import { authProvider } from '../providers/authProvider';
import { lazyDataProvider } from '../providers/lazyDataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { session } from '../providers/session';
import { withScreenWords } from '../providers/screenWords';
import { versionWatcher } from '../providers/versionWatcher';
import { AppErrorBoundary } from './layout/AppErrorBoundary';
import { GuestLayout } from './layout/GuestLayout';
import { ForceLogoutPage } from './pages/ForceLogoutPage';
import { LoginPage } from './pages/LoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { ComingSoonPage, ErrorsPage, MaintenancePage, NotFoundPage } from './pages/MessagePage';
import { RefreshVersionPage } from './pages/RefreshVersionPage';
import { SignedInApp } from './signedInApp';
import { darkTheme, lightTheme } from './theme/themes';

// Guest pages other than the login page bring the password rules (zod) and the profile's table:
// each is fetched when opened, so the first page of the day stays small.
const ForgotPasswordPage = lazy(() =>
  import('./pages/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);
const ProfilePage = lazy(
  withScreenWords('signedIn', () => import('./pages/ProfilePage').then((module) => ({ default: module.ProfilePage }))),
);

/** Theme choice and navbar state survive reloads. */
const store = localStorageStore(undefined, 'guichet');

const toLogin = <Navigate to="/login" replace />;

/**
 * A data router, so that forms can hold a navigation while they have unsaved changes
 * (react-admin's warnWhenUnsavedChanges needs one); the routes themselves stay declared in Root.
 */
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

/** The app: its router, and the build's version watch. */
export function App() {
  useEffect(() => {
    session.setAppVersion(__APP_VERSION__);
    // The dev server has no build version to compare with.
    if (!import.meta.env.PROD) return;
    versionWatcher.start();
    return () => versionWatcher.stop();
  }, []);

  // Without transitions, as react-admin's own router: its logout redirect must commit at once,
  // or the auth check it races keeps interrupting the transition (a redirect loop of seconds).
  return <RouterProvider router={router} useTransitions={false} />;
}

/** The routes of spec §2: guest and system pages in a bare layout, the product under /apps. */
function Root() {
  return (
    <AdminContext
      basename="/apps"
      authProvider={authProvider}
      dataProvider={lazyDataProvider}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      store={store}
    >
      <CssBaseline enableColorScheme />
      <AppErrorBoundary>
        <Routes>
          <Route path="/" element={toLogin} />
          <Route element={<GuestLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/ForgotPassword" element={<ForgotPasswordPage />} />
            <Route path="/pages/auth/reset-password" element={<ResetPasswordPage />} />
            <Route path="/pages/auth/forgot-password" element={<Navigate to="/ForgotPassword" replace />} />
            <Route path="/pages/auth/login" element={toLogin} />
            <Route path="/register" element={toLogin} />
            <Route path="/callback" element={toLogin} />
            <Route path="/errors" element={<ErrorsPage />} />
            <Route path="/forcelogout" element={<ForceLogoutPage />} />
            <Route path="/pages/maintenance" element={<MaintenancePage />} />
            <Route path="/pages/errors/error-404" element={<NotFoundPage />} />
            <Route path="/pages/coming-soon" element={<ComingSoonPage />} />
            <Route path="/pages/profile" element={<ProfilePage />} />
          </Route>
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/refresh/version" element={<RefreshVersionPage />} />
          <Route
            path="/apps/*"
            element={
              <Suspense fallback={<Loading />}>
                <SignedInApp />
              </Suspense>
            }
          />
          <Route path="*" element={<Navigate to="/pages/errors/error-404" replace />} />
        </Routes>
      </AppErrorBoundary>
    </AdminContext>
  );
}
