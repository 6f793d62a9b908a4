import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Permission } from '../../domain/permissions';
import { AppError } from '../http/errors';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'guichet';
export const ACCESS_AUDIENCE = 'guichet-backoffice';
const ALGORITHM = 'HS256';

export interface AccessSubject {
  id: number;
  email: string;
  displayName: string;
  roles: string[];
  permissions: Permission[];
  accessVersion: number;
}

export interface AccessClaims {
  userId: number;
  accessVersion: number;
  /** The session (refresh family) the token was issued in: ending it refuses the token. Absent on older tokens. */
  sessionId?: string;
}

/** Features switched on for everyone; the claim is a JSON-encoded set (spec §3). */
const FEATURES: string[] = [];

export async function signAccessToken(key: Uint8Array, user: AccessSubject, sessionId: string): Promise<string> {
  return new SignJWT({
    sid: sessionId,
    email: user.email,
    name: user.displayName || user.email,
    role: user.roles,
    Abilities: JSON.stringify(user.permissions),
    Features: JSON.stringify(FEATURES),
    ver: user.accessVersion,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key);
}

/**
 * Only HS256 from our issuer for our audience: `alg: none` and other algorithms are refused. The
 * live socket also accepts its own short-lived tokens, which carry the same claims.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  audience: string | string[] = ACCESS_AUDIENCE,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: TOKEN_ISSUER, audience });
    const userId = Number(payload.sub);
    const accessVersion = Number(payload.ver);
    if (!Number.isInteger(userId) || !Number.isInteger(accessVersion))
      throw new AppError(401, 'errors.INVALID_ACCESS_TOKEN');
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { userId, accessVersion, sessionId };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError(401, 'errors.ACCESS_TOKEN_EXPIRED');
    if (error instanceof AppError) throw error;
    throw new AppError(401, 'errors.INVALID_ACCESS_TOKEN');
  }
}
