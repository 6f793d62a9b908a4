/**
 * The signed-in app's code (react-admin, the shell, the full data provider). One import, however
 * often asked: the router's when a signed-in page opens, and the sign-in page's while the user
 * types their password, so that the click on "Sign in" waits for the first screen only.
 */
export const loadSignedInApp = () => import('./AdminApp');

/**
 * Fetches the signed-in app once the page has nothing else to do (after the form shows, never
 * before it); answers the cancel.
 */
export function prefetchSignedInAppWhenIdle(): () => void {
  // The app, then the screen everyone lands on (spec §2: the requests), so that its first render
  // neither downloads nor waits behind a loading fallback.
  const start = () =>
    void loadSignedInApp()
      .then((app) => app.preloadLandingScreen())
      .catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}
