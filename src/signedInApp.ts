import { preloadableLazy } from '../resources/common/lazyScreen';

/**
 * The signed-in app's code (react-admin, the shell, the full data provider). One import, however
 * often asked: the router's when a signed-in page opens, and the sign-in page's while the user
 * types their password, so that the click on "Sign in" waits for the first screen only.
 */
export const loadSignedInApp = () => import('./AdminApp');

/** The signed-in app as a component: it renders at once when its code is there (no 300 ms hold). */
export const SignedInApp = preloadableLazy(loadSignedInApp);

/** How long a page opened at a signed-in address waits for its code before showing a spinner. */
const WAIT_FOR_CACHED_CODE_MS = 250;

/**
 * A page opened at a signed-in address (a reload, a bookmark, a link): the app's code and its
 * screen's are fetched before the first render, so that neither suspends — from the browser's cache
 * they take a few milliseconds, where a loading fallback would hold the screen 300 ms twice (React's
 * throttle of fallbacks). With nothing cached, the spinner shows after a quarter of a second.
 */
export function preloadSignedInPage(pathname: string): Promise<void> {
  if (!pathname.startsWith('/apps')) return Promise.resolve();
  const loaded = SignedInApp.preload()
    .then(loadSignedInApp)
    .then((app) => app.preloadScreenAt(pathname))
    .catch(() => undefined); // The first render tries again, and shows what went wrong.
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, WAIT_FOR_CACHED_CODE_MS))]);
}

/**
 * Fetches the signed-in app once the page has nothing else to do (after the form shows, never
 * before it); answers the cancel.
 */
export function prefetchSignedInAppWhenIdle(): () => void {
  // The app, then the screen everyone lands on (spec §2: the requests), so that its first render
  // neither downloads nor waits behind a loading fallback.
  const start = () =>
    void SignedInApp.preload()
      .then(loadSignedInApp)
      .then((app) => app.preloadLandingScreen())
      .catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}
