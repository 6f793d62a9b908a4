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

/** A path of the API as an <img> needs it (the logo, a photo): on the API's origin, which may not be the page's. */
export const apiUrl = (path: string) => `${apiBaseUrl(import.meta.env.VITE_API_ORIGIN, window.location)}${path}`;
