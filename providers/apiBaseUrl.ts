import { apiOriginFor } from '../domain/apiOrigin';

/**
 * Where the API lives. Unset: the same origin as the page (the server serves both, and Vite's dev
 * server proxies /api). `auto`: the rule of spec §7. Anything else: that origin, as given.
 */
export function apiBaseUrl(configured: string | undefined, location: { protocol: string; hostname: string }): string {
  if (!configured) return '';
  if (configured === 'auto') return apiOriginFor(location);
  return configured.replace(/\/+$/, '');
}
