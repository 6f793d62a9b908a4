import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { buildAbility, type Action, type AppAbility, type Subject } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { users } from '../db/schema';
import { AppError, forbidden } from '../http/errors';
import { findUserInSession, type UserRow } from '../features/users/userQueries';
import { verifyAccessToken } from './accessTokens';

export type CurrentUser = typeof users.$inferSelect;

/**
 * What a route's guards ask of its caller, read from the hooks themselves (each guard tags the
 * hook it returns) and published in the OpenAPI document as `x-guichet-access`: the security
 * probe derives every expected 401 and 420 from it, never from a hand-kept copy.
 */
export interface RouteAccess {
  authenticated: boolean;
  abilities: { action: Action | 'manage'; subject: Subject }[];
}
const ACCESS = Symbol('guichet.routeAccess');
type TaggedHook = onRequestAsyncHookHandler & { [ACCESS]?: Partial<RouteAccess> };
const tagged = (hook: onRequestAsyncHookHandler, access: Partial<RouteAccess>): onRequestAsyncHookHandler =>
  Object.assign(hook, { [ACCESS]: access });

/** The access a route's onRequest hooks require; null for a route no guard protects. */
export function routeAccessOf(onRequest: unknown): RouteAccess | null {
  const hooks = (Array.isArray(onRequest) ? onRequest.flat() : [onRequest]).filter(
    (hook): hook is TaggedHook => typeof hook === 'function',
  );
  const tags = hooks.map((hook) => hook[ACCESS]).filter((tag) => tag !== undefined);
  if (tags.length === 0) return null;
  return {
    authenticated: tags.some((tag) => tag.authenticated),
    abilities: tags.flatMap((tag) => tag.abilities ?? []),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: CurrentUser;
    ability?: AppAbility;
    /** The caller's session (refresh family), from their access token's `sid`. */
    sessionId?: string;
  }
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * Spec §4's forced-logout rules for a token's user, shared by every API call and the live socket:
 * a disabled or deleted user is revoked; a token from before a change of their access is out of date.
 */
export function accessStanding(
  user: UserRow | undefined,
  tokenAccessVersion: number,
): { user: UserRow } | { refused: 'revoked' | 'changed' } {
  if (!user || !user.enabled) return { refused: 'revoked' };
  return user.accessVersion === tokenAccessVersion ? { user } : { refused: 'changed' };
}

/**
 * Runs as an `onRequest` hook, before the body is read and validated: an anonymous or unauthorized
 * caller learns nothing about a route's payload (no field errors before the 401 or 420).
 *
 * Checks the access token on every call and applies the forced-logout rules of spec §4: a
 * disabled or deleted user gets 403 (access revoked); a user whose roles or permissions changed
 * since the token was signed gets 203 (information changed).
 */
export function authenticated(ctx: AppContext): onRequestAsyncHookHandler {
  return tagged(
    async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request);
      if (!token) throw new AppError(401, 'errors.USER_NOT_CONNECTED');
      const claims = await verifyAccessToken(ctx.jwtKey, token);
      const { user: found, sessionEnded } = await findUserInSession(ctx.database.db, claims.userId, claims.sessionId);
      const standing = accessStanding(found, claims.accessVersion);
      if ('refused' in standing && standing.refused === 'revoked') throw new AppError(403, 'errors.ACCESS_REVOKED');
      if ('refused' in standing) {
        // 203 is a success code, so it is sent here rather than thrown: the route does not run.
        return reply.status(203).send({ message: 'errors.INFORMATION_CHANGED' });
      }
      // A session ended (signed out, or ended from a profile): its tokens are worth nothing, even minutes old.
      if (sessionEnded) throw new AppError(401, 'errors.SESSION_ENDED');
      const { user } = standing;
      request.currentUser = user;
      request.sessionId = claims.sessionId;
      request.ability = buildAbility(user.permissions);
    },
    { authenticated: true },
  );
}

/** For routes behind `authenticated`: the caller must hold this ability, else 420 FORBIDDEN. */
export function requireAbility(action: Action | 'manage', subject: Subject): onRequestAsyncHookHandler {
  return tagged(
    async (request: FastifyRequest) => {
      if (!request.ability?.can(action, subject)) throw forbidden();
    },
    { abilities: [{ action, subject }] },
  );
}

export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError(401, 'errors.USER_NOT_CONNECTED');
  return request.currentUser;
}
