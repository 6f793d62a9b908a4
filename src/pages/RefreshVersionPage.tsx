import { useEffect } from 'react';

/** /refresh/version: a full load of the app, which fetches the newest build. */
export function RefreshVersionPage() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}
