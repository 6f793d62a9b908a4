import type { AuthProvider, UserIdentity } from 'react-admin';
import { readTokenRights } from './abilities';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { canAccessResource } from './resourceSubjects';
import { session } from './session';
import { messageKey } from './translation';

export interface LoginParams {
  username: string;
  password: string;
}

export interface GuichetIdentity extends UserIdentity {
  email: string;
  roles: string[];
}

export function createAuthProvider(http: HttpClient = defaultHttpClient): AuthProvider {
  return {
    async login({ username, password }: LoginParams) {
      const { json } = await http('/api/Identity/Authenticate', {
        method: 'POST',
        // The refresh token then travels in an HttpOnly cookie, out of reach of any script.
        headers: { 'X-Token-Transport': 'cookie' },
        body: JSON.stringify({ UserName: username.trim(), Password: password }),
      });
      const grant = json?.model;
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
