import type { AuthProvider, UserIdentity } from 'react-admin';
import { readTokenRights } from './abilities';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { canAccessResource } from './resourceSubjects';
import { session } from './session';
import { messageKey } from './translation';

/**
 * A sign-in: the password (its answer may be a second step, thrown as SecondStepRequired), the
 * second step's answer, or the tokens an enrolment already obtained.
 */
export type LoginParams =
  | { username: string; password: string }
  | { secondFactor: { challenge: string } & SecondFactorAnswer }
  | { grant: TokenGrant };

/** The second step's answer: the app's code, a recovery code, or what the passkey signed. */
export type SecondFactorAnswer =
  { method: 'TOTP' | 'RECOVERY'; code: string } | { method: 'PASSKEY'; response: Record<string, unknown> };

export interface TokenGrant {
  token: string;
  expiresIn: number;
}

/** The step a right password leads to when the user has a second factor (or must enrol one). */
export type SecondStep =
  { secondFactor: { challenge: string; methods: string[] } } | { enrolment: { challenge: string } };

/** Thrown by login when the password was right and a second step comes before any token. */
export class SecondStepRequired extends Error {
  constructor(readonly step: SecondStep) {
    super('second step');
  }
}

export interface GuichetIdentity extends UserIdentity {
  email: string;
  roles: string[];
}

export function createAuthProvider(http: HttpClient = defaultHttpClient): AuthProvider {
  return {
    async login(params: LoginParams) {
      const grant =
        'grant' in params
          ? params.grant
          : (
              await http('username' in params ? '/api/Identity/Authenticate' : '/api/Identity/SecondFactor', {
                method: 'POST',
                // The refresh token then travels in an HttpOnly cookie, out of reach of any script.
                headers: { 'X-Token-Transport': 'cookie' },
                body: JSON.stringify(
                  'username' in params
                    ? { UserName: params.username.trim(), Password: params.password }
                    : params.secondFactor,
                ),
              })
            ).json?.model;
      if (grant?.secondFactor || grant?.enrolment) throw new SecondStepRequired(grant as SecondStep);
      if (typeof grant?.token !== 'string') throw new Error(messageKey('errors.UNEXPECTED_ERROR'));
      session.setAccess({ token: grant.token, expiresIn: Number(grant.expiresIn) || 0 });
      session.setDisplayName(readTokenRights(grant.token)?.displayName ?? null);
      session.setOrigin(window.location.origin);
      session.setLogoutMessage(null);
      session.setForcedLogout(false);
    },

    async logout() {
      if (session.getRefreshToken()) {
        // Revokes the refresh token server-side; signing out locally must not wait on it failing.
        await http('/api/Identity/Logout', { method: 'POST', body: '{}' }).catch(() => undefined);
      }
      session.clearAccess();
    },

    async checkAuth() {
      // An expired access token is fine here: the first call refreshes it (httpClient).
      if (!session.getAccessToken()) throw { message: false };
    },

    /**
     * The http client already ended the session on 401, 403 and 203 (with the right page and
     * message); logging out again from here would race it to another page.
     */
    async checkError() {},

    async getIdentity(): Promise<GuichetIdentity> {
      const rights = readTokenRights(session.getAccessToken());
      if (!rights) throw new Error(messageKey('errors.USER_NOT_CONNECTED'));
      return { id: rights.userId, fullName: rights.displayName, email: rights.email, roles: rights.roles };
    },

    async getPermissions() {
      return readTokenRights(session.getAccessToken())?.roles ?? [];
    },

    async canAccess({ action, resource }) {
      // CASL arrives with the first screen that asks, not with the login page.
      const { abilityFromToken } = await import('./tokenAbility');
      return canAccessResource(abilityFromToken(session.getAccessToken()), action, resource);
    },
  };
}

export const authProvider = createAuthProvider();
