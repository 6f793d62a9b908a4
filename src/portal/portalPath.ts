import { useEffect, useState } from 'react';

export type PortalPage = 'loan' | 'banking';
const PATHS: Record<PortalPage, string> = { loan: '/portal', banking: '/portal/banking' };

const pageOf = (path: string): PortalPage => (path.replace(/\/+$/, '') === PATHS.banking ? 'banking' : 'loan');

/** The portal's two pages as addresses the browser's back button and a bookmark know. */
export function usePortalPath(): [PortalPage, (page: PortalPage) => void] {
  const [page, setPage] = useState<PortalPage>(() => pageOf(location.pathname));
  useEffect(() => {
    const onPop = () => setPage(pageOf(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = (next: PortalPage) => {
    if (next !== pageOf(location.pathname)) history.pushState(null, '', PATHS[next]);
    setPage(next);
    scrollTo(0, 0);
  };
  return [page, go];
}
