import { SignJWT, jwtVerify } from 'jose';
import { LIVE_CLOSE } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { findLiveUserById, type UserRow } from '../userQueries';

/** A socket token opens one connection soon after it is asked for; it is worth nothing after a minute. */
export const LIVE_TOKEN_SECONDS = 60;
const ISSUER = 'guichet';
const LIVE_AUDIENCE = 'guichet-live';
/** The access token's audience (server/auth/accessTokens.ts): a client may open the socket with it too. */
const ACCESS_AUDIENCE = 'guichet-backoffice';

/**
 * getToken: a token that only opens the live socket, so the long-lived access token need not travel
 * in a URL (where proxies log it). It names the user and their access version, as access tokens do.
 */
export async function signLiveToken(key: Uint8Array, user: Pick<UserRow, 'id' | 'accessVersion'>): Promise<string> {
  return new SignJWT({ ver: user.accessVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
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
  let userId: number;
  let accessVersion: number;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: [LIVE_AUDIENCE, ACCESS_AUDIENCE] });
    userId = Number(payload.sub);
    accessVersion = Number(payload.ver);
  } catch {
    return { refused: LIVE_CLOSE.unauthorized };
  }
  if (!Number.isInteger(userId) || !Number.isInteger(accessVersion)) return { refused: LIVE_CLOSE.unauthorized };
  const user = await findLiveUserById(db, userId);
  if (!user || !user.enabled) return { refused: LIVE_CLOSE.revoked };
  if (user.accessVersion !== accessVersion) return { refused: LIVE_CLOSE.informationChanged };
  return { user };
}
