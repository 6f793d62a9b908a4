import { LANGUAGE_COOKIE } from '../domain/language';
import type { Language } from '../i18n/types';

/**
 * What the browser keeps between page loads (spec §3), in local storage under a `guichet.` prefix.
 * The real refresh token lives in an HttpOnly cookie the server sets; `refreshToken` only holds a
 * marker saying that a refresh is possible.
 */
const PREFIX = 'guichet.';
export const REFRESH_COOKIE_MARKER = 'httponly-cookie';

type Key =
  | 'accessToken'
  | 'idToken'
  | 'expiresAt'
  | 'refreshToken'
  | 'displayName'
  | 'language'
  | 'origin'
  | 'logoutMessage'
  | 'appVersion'
  | 'forcedLogout';

/** Which page to open after the next sign-in: per tab, so it lives in session storage. */
const NEXT_PATH_KEY = `${PREFIX}nextPath`;

function read(key: Key): string | null {
  return localStorage.getItem(PREFIX + key);
}

function write(key: Key, value: string | null | undefined): void {
  if (value === null || value === undefined) localStorage.removeItem(PREFIX + key);
  else localStorage.setItem(PREFIX + key, value);
}

export interface AccessGrant {
  token: string;
  expiresIn: number;
  idToken?: string | null;
}

export const session = {
  getAccessToken: () => read('accessToken'),
  getIdToken: () => read('idToken'),
  getRefreshToken: () => read('refreshToken'),
  getDisplayName: () => read('displayName'),
  getOrigin: () => read('origin'),
  getAppVersion: () => read('appVersion'),

  /** Milliseconds since the epoch, or null. */
  getExpiresAt(): number | null {
    const value = Number(read('expiresAt'));
    return Number.isFinite(value) && value > 0 ? value : null;
  },

  getLanguage(): Language | null {
    const value = read('language');
    return value === 'fr' || value === 'en' ? value : null;
  },

  /** Stores a granted access token; expiry is now plus expiresIn seconds (spec §9). */
  setAccess(grant: AccessGrant, now = Date.now()): void {
    write('accessToken', grant.token);
    write('expiresAt', String(now + grant.expiresIn * 1000));
    if (grant.idToken !== undefined) write('idToken', grant.idToken);
    write('refreshToken', REFRESH_COOKIE_MARKER);
  },

  setDisplayName: (name: string | null) => write('displayName', name),
  setLanguage(language: Language): void {
    write('language', language);
    // The server reads it to send the page in that language (domain/language.ts); a year, as the choice.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  },
  setOrigin: (origin: string | null) => write('origin', origin),
  setAppVersion: (version: string) => write('appVersion', version),

  /** Removes everything that grants access; the language and the app version stay. */
  clearAccess(): void {
    for (const key of ['accessToken', 'idToken', 'expiresAt', 'refreshToken', 'displayName', 'origin'] as const) {
      write(key, null);
    }
  },

  getLogoutMessage: () => read('logoutMessage'),
  setLogoutMessage: (message: string | null) => write('logoutMessage', message),

  /** Forced logout (spec §4): a one-time flag the /forcelogout page consumes. */
  isForcedLogout: () => read('forcedLogout') === '1',
  setForcedLogout: (forced: boolean) => write('forcedLogout', forced ? '1' : null),

  rememberNextPath(path: string): void {
    sessionStorage.setItem(NEXT_PATH_KEY, path);
  },

  getNextPath: () => sessionStorage.getItem(NEXT_PATH_KEY),
  clearNextPath: () => sessionStorage.removeItem(NEXT_PATH_KEY),
};

export type Session = typeof session;

/**
 * Spec §4's forced logout, whoever learns of it (a 403 or 203 answer, the live channel): the reason
 * kept for the /forcelogout page, the access dropped, then off to that page.
 */
export function endSessionForced(
  store: Pick<Session, 'setLogoutMessage' | 'setForcedLogout' | 'clearAccess'>,
  reason: string,
  leaveTo: (path: string) => void,
) {
  store.setLogoutMessage(reason);
  store.setForcedLogout(true);
  store.clearAccess();
  leaveTo('/forcelogout');
}
