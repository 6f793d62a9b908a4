import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PORTAL_API, PORTAL_SESSION, PORTAL_SESSION_COOKIE } from '../../../domain/portal';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueTokens';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { customers, portalSessions } from '../../db/schema';
import { AppError } from '../../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The borrower signed in to the portal (portal routes only). */
    borrowerId?: number;
  }
}

/** The customers who may use the portal: neither blocked nor merged away. */
export const PORTAL_CUSTOMER_STATUSES: ('ACTIVE' | 'INACTIVE')[] = ['ACTIVE', 'INACTIVE'];

/** A new session for a borrower: the token for their cookie (only its hash is kept). */
export async function openPortalSession(tx: Tx, customerId: number): Promise<string> {
  const token = newOpaqueToken();
  await tx.insert(portalSessions).values({ tokenHash: hashOpaqueToken(token), customerId });
  return token;
}

/**
 * The session's cookie: HTTP only (no script reads it), same-site strict (no other site's page
 * sends it), and scoped to the portal's API, so that a browser never sends it to the staff's /api/.
 */
export function setPortalCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(PORTAL_SESSION_COOKIE, token, {
    path: PORTAL_API,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: PORTAL_SESSION.maxHours * 3600,
  });
}

export const clearPortalCookie = (reply: FastifyReply) =>
  reply.clearCookie(PORTAL_SESSION_COOKIE, { path: PORTAL_API });

const live = sql`${portalSessions.lastSeenAt} > now() - ${`${PORTAL_SESSION.idleMinutes} minutes`}::interval
  and ${portalSessions.createdAt} > now() - ${`${PORTAL_SESSION.maxHours} hours`}::interval`;

/**
 * The portal routes' guard: a live borrower session from the cookie, its idle clock restarted.
 * A staff token means nothing here, and this cookie means nothing to the staff's routes.
 */
export function borrowerSession(ctx: AppContext): onRequestAsyncHookHandler {
  // Its answers say no-store with every other portal answer (portalRoutes' scope).
  return async (request: FastifyRequest) => {
    const token = request.cookies[PORTAL_SESSION_COOKIE];
    if (!token) throw new AppError(401, 'errors.PORTAL_SIGNED_OUT');
    // A borrower blocked, merged into another profile or deleted since signing in is signed out.
    const [session] = await ctx.database.db
      .update(portalSessions)
      .set({ lastSeenAt: sql`now()` })
      .from(customers)
      .where(
        and(
          eq(portalSessions.tokenHash, hashOpaqueToken(token)),
          isNull(portalSessions.endedAt),
          live,
          eq(customers.id, portalSessions.customerId),
          inArray(customers.status, PORTAL_CUSTOMER_STATUSES),
          isNull(customers.deletedAt),
        ),
      )
      .returning({ customerId: portalSessions.customerId });
    if (!session) throw new AppError(401, 'errors.PORTAL_SIGNED_OUT');
    request.borrowerId = session.customerId;
  };
}

export function borrowerOf(request: FastifyRequest): number {
  if (request.borrowerId === undefined) throw new AppError(401, 'errors.PORTAL_SIGNED_OUT');
  return request.borrowerId;
}

/** Signing out ends the session on the server, not only in the browser. */
export async function endPortalSession(ctx: AppContext, token: string | undefined) {
  if (!token) return;
  await ctx.database.db
    .update(portalSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(portalSessions.tokenHash, hashOpaqueToken(token)), isNull(portalSessions.endedAt)));
}
