import { SignJWT } from 'jose';
import { LIVE_CLOSE } from '../../../domain/notifications';
import { ACCESS_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from '../../auth/accessTokens';
import { accessStanding } from '../../auth/guard';
import type { Db } from '../../db/client';
import { findUserInSession, type UserRow } from '../users/userQueries';

/** A socket token opens one connection soon after it is asked for; it is worth nothing after a minute. */
export const LIVE_TOKEN_SECONDS = 60;
const LIVE_AUDIENCE = 'guichet-live';

/**
 * getToken: a token that only opens the live socket, so the long-lived access token need not travel
 * in a URL (where proxies log it). It names the user and their access version, as access tokens do.
 */
export async function signLiveToken(
  key: Uint8Array,
  user: Pick<UserRow, 'id' | 'accessVersion'>,
  sessionId: string | undefined,
): Promise<string> {
  return new SignJWT({ ver: user.accessVersion, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(LIVE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIVE_TOKEN_SECONDS}s`)
    .sign(key);
}

export type LiveAdmission = { user: UserRow } | { refused: number };
export type LiveClaims = { userId: number; accessVersion: number; sessionId?: string };

/** The token's signature, issuer, audience and expiry checked: whose it is, or the close code. No database read. */
export async function verifyLiveToken(
  key: Uint8Array,
  token: string | undefined,
): Promise<LiveClaims | { refused: number }> {
  if (!token) return { refused: LIVE_CLOSE.unauthorized };
  try {
    // Its own token or an access token (a client may open the socket with either).
    return await verifyAccessToken(key, token, [LIVE_AUDIENCE, ACCESS_AUDIENCE]);
  } catch {
    return { refused: LIVE_CLOSE.unauthorized };
  }
}

/**
 * The verified token's user, with the rules of every API call (server/auth/guard.ts): a disabled
 * or deleted user is revoked (4403), and a token from before a change of the user's access is out
 * of date (4203).
 */
export async function admitLiveClaims(db: Pick<Db, 'select'>, claims: LiveClaims): Promise<LiveAdmission> {
  const { user, sessionEnded } = await findUserInSession(db, claims.userId, claims.sessionId);
  const standing = accessStanding(user, claims.accessVersion);
  if ('refused' in standing)
    return { refused: standing.refused === 'revoked' ? LIVE_CLOSE.revoked : LIVE_CLOSE.informationChanged };
  if (sessionEnded) return { refused: LIVE_CLOSE.sessionEnded };
  return standing;
}
