import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves where the next Tab starts to the top of the page, as a page load does, without showing a
 * focus anywhere: the element is focused for a moment and let go (react-admin's skip link does the
 * same with the content). The browser keeps that point as the start of the tab order.
 */
export function startTabOrderAt(element: HTMLElement) {
  const hadTabIndex = element.hasAttribute('tabindex');
  if (!hadTabIndex) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  element.blur();
  if (!hadTabIndex) element.removeAttribute('tabindex');
}

const focusLost = () => {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
};

/**
 * Issue 33 (keyboard): a screen opened from a row or a link of the last one took that row away
 * with the keyboard's focus, and the next Tab began wherever the browser had put the removed row's
 * place, part way down the new screen, past its skip link. When a new address has left focus
 * nowhere, the next Tab starts from the top again: the skip link ("Skip to content"), as on a page
 * just loaded. Focus that is still somewhere (a menu item, a report's tab) is left where it is.
 */
export function useFocusStartOnNavigation(top: () => HTMLElement | null) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The screen before may stay on the page a moment (a lazily loaded one replaces it once its
    // code has come): watched for a while, until focus is lost (then moved) or goes elsewhere.
    const before = document.activeElement;
    const until = performance.now() + 3_000;
    let frame = 0;
    const watch = () => {
      const element = top();
      if (element && focusLost()) return startTabOrderAt(element);
      if (document.activeElement !== before || performance.now() > until) return;
      frame = requestAnimationFrame(watch);
    };
    watch();
    return () => cancelAnimationFrame(frame);
  }, [pathname, top]);
}
