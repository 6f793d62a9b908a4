import type { Language } from '../i18n/types';
import type { Session } from './session';
import { messageKey } from './translation';

export type RefreshOutcome =
  | { kind: 'refreshed' }
  | { kind: 'failed' }
  /** The server refused the refresh with 403 or 203: the session must end with this message. */
  | { kind: 'forced'; status: number; message: string };

export interface RefreshDeps {
  fetch: typeof fetch;
  baseUrl: string;
  session: Session;
  language: () => Language;
}

/** The message a forced logout shows when the server's answer has none. */
export const FORCED_DEFAULTS: Record<number, string> = {
  403: messageKey('errors.ACCESS_REVOKED'),
  203: messageKey('errors.INFORMATION_CHANGED'),
};

/**
 * POST /api/Identity/RefreshToken with the HttpOnly cookie. Spec §4: refresh only when a refresh
 * token is stored (here, the marker saying the cookie exists).
 */
async function refreshAccess({ fetch, baseUrl, session, language }: RefreshDeps): Promise<RefreshOutcome> {
  if (!session.getRefreshToken()) return { kind: 'failed' };
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/Identity/RefreshToken`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Token-Transport': 'cookie',
        Language: language(),
      },
      body: '{}',
    });
  } catch {
    return { kind: 'failed' };
  }
  const json = await response.json().catch(() => undefined);
  if (response.status in FORCED_DEFAULTS) {
    return { kind: 'forced', status: response.status, message: json?.message ?? FORCED_DEFAULTS[response.status] };
  }
  const grant = json?.data;
  if (!response.ok || typeof grant?.token !== 'string') return { kind: 'failed' };
  session.setAccess({ token: grant.token, expiresIn: Number(grant.expiresIn) || 0 });
  return { kind: 'refreshed' };
}

/**
 * One refresh for every call that meets a 401 while it runs: the server rotates refresh tokens,
 * so two parallel refreshes would make the second look like a stolen, reused token.
 */
export function createSharedRefresh(deps: RefreshDeps): () => Promise<RefreshOutcome> {
  let inFlight: Promise<RefreshOutcome> | null = null;
  return () => {
    inFlight ??= refreshAccess(deps).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
