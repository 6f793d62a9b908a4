import { createElement, isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchPath, type RouteProps } from 'react-router-dom';

type ScreenModule<P> = { default: ComponentType<P> };

/** A screen downloaded when first opened, or before, while the user reads another (`preload`). */
export interface LazyScreen<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  preload: () => Promise<void>;
}

/** The screens an agent opens all day: downloaded once the signed-in app is idle (preloadEverydayScreens). */
const everyday: LazyScreen<never>[] = [];

/**
 * React.lazy that renders at once when its code is already there. A lazy component suspends on its
 * first render even then, and React 19 holds what suspended behind its loading fallback for 300 ms
 * (its throttle of fallbacks): a list opened for the first time showed its rows 850 ms after the
 * click, 450 of them waiting. Once `preload` (or a first render) has the module, it renders with no
 * Suspense.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ScreenModule<P>> | null = null;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // A failed download (a deploy, the network) is tried again next time.
        throw error;
      },
    ));
  const Lazy = lazy(fetchModule);
  function Screen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Screen.preload = () => fetchModule().then(() => undefined);
  return Screen;
}

/** A screen an agent opens all day: preloaded when the signed-in app is idle (preloadEverydayScreens). */
export function everydayScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  const screen = preloadableLazy(load);
  everyday.push(screen as unknown as LazyScreen<never>);
  return screen;
}

/** Whether a route's element is a preloadable screen. */
const isLazyScreen = (type: unknown): type is LazyScreen<never> =>
  typeof type === 'function' && typeof (type as Partial<LazyScreen<never>>).preload === 'function';

/**
 * Preloads the screens of the routes that match `pathname` (a page opened at a signed-in address:
 * its screen's code comes with the app's, before the first render, instead of after it).
 */
export function preloadScreensAt(routes: ReactNode[], pathname: string): Promise<void> {
  const matching = routes.flatMap((route) => {
    if (!isValidElement<RouteProps>(route) || !route.props.path || !isValidElement(route.props.element)) return [];
    const { type } = route.props.element;
    return isLazyScreen(type) && matchPath(`/apps${route.props.path}`, pathname) ? [type.preload()] : [];
  });
  return Promise.all(matching).then(() => undefined);
}

/** When the page's last download (a script, an answer, an image) ended, on the page's clock. */
function lastDownloadEnd(): number {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries.slice(-50).reduce((last, entry) => Math.max(last, entry.responseEnd), 0);
}

/** How long the app must have read nothing, and the page downloaded nothing, before preloading. */
const QUIET_MS = 1000;
const QUIET_POLL_MS = 250;

/**
 * Downloads the everyday screens one after the other once the first screen has its data (the app
 * has read nothing for a second — `isQuiet` says whether anything is being read — and the page has
 * downloaded nothing for a second) and then while the browser is idle: the first screen is neither
 * slowed nor weighed down, and the agent's next click finds its screen there.
 */
export function preloadEverydayScreens(isQuiet: () => boolean): () => void {
  let cancelled = false;
  let quietFor = 0;
  const idle = (next: () => void) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next, { timeout: 3000 });
    else setTimeout(next, 500);
  };
  const step = (index: number) => {
    if (cancelled || index >= everyday.length) return;
    everyday[index]
      .preload()
      .catch(() => undefined)
      .finally(() => idle(() => step(index + 1)));
  };
  const waitForQuiet = window.setInterval(() => {
    quietFor = isQuiet() ? quietFor + QUIET_POLL_MS : 0;
    if (quietFor < QUIET_MS || performance.now() - lastDownloadEnd() < QUIET_MS) return;
    window.clearInterval(waitForQuiet);
    idle(() => step(0));
  }, QUIET_POLL_MS);
  return () => {
    cancelled = true;
    window.clearInterval(waitForQuiet);
  };
}
