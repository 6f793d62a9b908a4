import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, userSessions } from '../db/schema';
import {
  endSessions,
  openSession,
  sessionsOfUser,
  touchSession,
  type SessionFacts,
} from '../features/sessions/sessionLifecycle';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';

/*
 * Refresh tokens rotate within a family, one family per sign-in; the family is the user's session
 * (features/sessions): revoking a family ends its session, which its access tokens feel at once.
 */

export const REFRESH_FAMILY_HOURS = 12;

export type RefreshRow = typeof refreshTokens.$inferSelect;

/** Starts a family (and its session) at sign-in: its absolute end is fixed now and never extended. */
export async function startRefreshFamily(
  db: Db,
  userId: number,
  accessVersion: number,
  facts: SessionFacts,
): Promise<{ token: string; familyId: string }> {
  const familyExpiresAt = new Date(Date.now() + REFRESH_FAMILY_HOURS * 3600_000);
  const familyId = randomUUID();
  await openSession(db, { id: familyId, userId, expiresAt: familyExpiresAt }, facts);
  return { token: await issueInFamily(db, { userId, accessVersion, familyId, familyExpiresAt }), familyId };
}

async function issueInFamily(
  db: Db,
  family: { userId: number; accessVersion: number; familyId: string; familyExpiresAt: Date },
): Promise<string> {
  const token = newOpaqueToken();
  const { userId, accessVersion, familyId, familyExpiresAt } = family;
  await db
    .insert(refreshTokens)
    .values({ userId, accessVersion, familyId, familyExpiresAt, tokenHash: hashOpaqueToken(token) });
  return token;
}

export type RotationResult =
  | { ok: true; row: RefreshRow; next: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'revoked'; row?: RefreshRow };

/**
 * Uses a refresh token once. A token already used means it was stolen or replayed: the whole
 * family is revoked, so both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken(db: Db, token: string, facts: SessionFacts): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked', row };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused', row };
  }
  if (row.familyExpiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired', row };
  // Only one caller can mark it used; a concurrent second use is a reuse.
  const marked = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (marked.length === 0) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused', row };
  }
  const next = await issueInFamily(db, {
    userId: row.userId,
    accessVersion: row.accessVersion,
    familyId: row.familyId,
    familyExpiresAt: row.familyExpiresAt,
  });
  await touchSession(db, row.familyId, facts);
  return { ok: true, row, next };
}

type Writer = Pick<Db, 'update' | 'execute'>;

export async function revokeFamily(db: Writer, familyId: string, endedBy?: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await endSessions(db, eq(userSessions.id, familyId), endedBy);
}

export async function revokeFamilyOfToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  if (row) await revokeFamily(db, row.familyId);
}

export async function revokeAllForUser(db: Writer, userId: number, endedBy?: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await endSessions(db, sessionsOfUser(userId), endedBy);
}

/**
 * Ends every session of a user but the one the kept token belongs to (when it is theirs): after a
 * password change, whoever else was signed in with the old password is out at their next refresh.
 */
export async function revokeOtherFamilies(
  db: Pick<Db, 'select' | 'update' | 'execute'>,
  userId: number,
  keptToken: string | undefined,
): Promise<void> {
  const [kept] = keptToken
    ? await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashOpaqueToken(keptToken)), eq(refreshTokens.userId, userId)))
    : [];
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        kept ? ne(refreshTokens.familyId, kept.familyId) : undefined,
      ),
    );
  await endSessions(db, and(sessionsOfUser(userId), kept ? ne(userSessions.id, kept.familyId) : undefined));
}
