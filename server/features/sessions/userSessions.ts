import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { describeUserAgent, type SessionsAnswer } from '../../../domain/sessions';
import type { AppContext } from '../../context';
import { revokeAllForUser, revokeFamily } from '../../auth/refreshTokens';
import { notFound, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { findLiveUserById } from '../users/userQueries';
import { userSessions } from './tables';

/** A user's open sessions, the latest used first; `current` marks the one the caller is in. */
export async function listSessions(
  ctx: AppContext,
  userId: number,
  currentSessionId: string | undefined,
): Promise<SessionsAnswer> {
  const rows = await ctx.database.db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), gt(userSessions.expiresAt, sql`now()`)))
    .orderBy(desc(userSessions.lastUsedAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: row.signedInAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === currentSessionId,
    })),
  };
}

/**
 * The user ends one of their sessions (a browser left open elsewhere): its refresh tokens revoked,
 * its access tokens refused, its live socket closed, audited.
 */
export async function endOwnSession(ctx: AppContext, user: { id: number }, sessionId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, user.id), isNull(userSessions.endedAt)));
    if (!session) throw refuse('SESSION_NOT_FOUND');
    await revokeFamily(tx, sessionId, user.id);
    await audit(tx, {
      actorId: user.id,
      action: 'session.ended',
      entity: 'user',
      entityId: user.id,
      before: { sessionId },
    });
  });
}

/** An administrator ends every session of a user (a lost laptop, a departure): each signed out at once, audited. */
export async function endAllSessions(
  ctx: AppContext,
  actor: { id: number },
  userId: number,
): Promise<{ ended: number }> {
  const { db } = ctx.database;
  if (!(await findLiveUserById(db, userId))) throw notFound();
  return db.transaction(async (tx) => {
    const open = await listSessions(ctx, userId, undefined);
    await revokeAllForUser(tx, userId, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'sessions.ended',
      entity: 'user',
      entityId: userId,
      after: { ended: open.sessions.length },
    });
    return { ended: open.sessions.length };
  });
}
