import { SignJWT } from 'jose';
import { LIVE_CLOSE } from '../../../domain/notifications';
import { ACCESS_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from '../../auth/accessTokens';
import { accessStanding } from '../../auth/guard';
import type { Db } from '../../db/client';
import { findLiveUserById, type UserRow } from '../userQueries';

/** A socket token opens one connection soon after it is asked for; it is worth nothing after a minute. */
export const LIVE_TOKEN_SECONDS = 60;
const LIVE_AUDIENCE = 'guichet-live';

/**
 * getToken: a token that only opens the live socket, so the long-lived access token need not travel
 * in a URL (where proxies log it). It names the user and their access version, as access tokens do.
 */
export async function signLiveToken(key: Uint8Array, user: Pick<UserRow, 'id' | 'accessVersion'>): Promise<string> {
  return new SignJWT({ ver: user.accessVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(LIVE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIVE_TOKEN_SECONDS}s`)
    .sign(key);
}

export type LiveAdmission = { user: UserRow } | { refused: number };

/**
 * Who a socket's token belongs to, with the rules of every API call (server/auth/guard.ts): an
 * invalid or expired token is refused (4401), a disabled or deleted user is revoked (4403), and a
 * token from before a change of the user's access is out of date (4203).
 */
export async function admitLiveToken(key: Uint8Array, db: Pick<Db, 'select'>, token: string | undefined): Promise<LiveAdmission> {
  if (!token) return { refused: LIVE_CLOSE.unauthorized };
  let claims: { userId: number; accessVersion: number };
  try {
    // Its own token or an access token (a client may open the socket with either).
    claims = await verifyAccessToken(key, token, [LIVE_AUDIENCE, ACCESS_AUDIENCE]);
  } catch {
    return { refused: LIVE_CLOSE.unauthorized };
  }
  const standing = accessStanding(await findLiveUserById(db, claims.userId), claims.accessVersion);
  if ('refused' in standing) return { refused: standing.refused === 'revoked' ? LIVE_CLOSE.revoked : LIVE_CLOSE.informationChanged };
  return standing;
}
