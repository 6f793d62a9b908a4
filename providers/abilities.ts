import { jwtDecode } from 'jwt-decode';
import { isKnownPermission, type Permission } from '../domain/permissionCatalogue';
import { toRoleList } from '../domain/navigationAuth';

/** The claims of the server's access token (HS256, 15 minutes). */
interface AccessTokenClaims {
  sub?: string;
  email?: string;
  name?: string;
  role?: string[] | string;
  /** A JSON-encoded string of `[{ Action, Subject }]`. */
  Abilities?: string;
  /** A JSON-encoded string array. */
  Features?: string;
  exp?: number;
}

/**
 * Who the token says the user is, and what they may do. The CASL ability built from it is in
 * tokenAbility.ts, apart, so the login page reads a token without downloading CASL.
 */
export interface TokenRights {
  userId: string;
  email: string;
  displayName: string;
  roles: string[];
  permissions: Permission[];
  features: string[];
  /** Seconds since the epoch, as the `exp` claim. */
  expiresAt: number | null;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Unknown or malformed entries are dropped: a bad claim grants nothing rather than breaking the app. */
export function parseAbilitiesClaim(claim: string | undefined): Permission[] {
  const parsed = parseJson(claim);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is Permission =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.Action === 'string' &&
      typeof entry.Subject === 'string' &&
      isKnownPermission(entry),
  );
}

export function parseFeaturesClaim(claim: string | undefined): string[] {
  const parsed = parseJson(claim);
  return Array.isArray(parsed) ? parsed.filter((feature): feature is string => typeof feature === 'string') : [];
}

/** Null when there is no token or it cannot be decoded. */
export function readTokenRights(token: string | null | undefined): TokenRights | null {
  if (!token) return null;
  let claims: AccessTokenClaims;
  try {
    claims = jwtDecode<AccessTokenClaims>(token);
  } catch {
    return null;
  }
  return {
    userId: claims.sub ?? '',
    email: claims.email ?? '',
    displayName: claims.name ?? claims.email ?? '',
    roles: toRoleList(claims.role),
    permissions: parseAbilitiesClaim(claims.Abilities),
    features: parseFeaturesClaim(claims.Features),
    expiresAt: typeof claims.exp === 'number' ? claims.exp : null,
  };
}
