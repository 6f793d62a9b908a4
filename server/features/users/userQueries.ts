import type { z } from 'zod';
import type { userRecord } from '../../../domain/identity';
import type { Role } from '../../../domain/permissions';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** How a user is named on a screen: the name they gave, or their email when they gave none (users joined). */
export const shownUserName = sql<string | null>`coalesce(nullif(${users.displayName}, ''), ${users.email})`;

/** The same for the user a column of another table names (`id`, spelt out): a subquery, no join. */
export const shownUserNameOf = (id: SQL) =>
  sql<string | null>`(select coalesce(nullif(u.display_name, ''), u.email) from users u where u.id = ${id})`;

export async function findLiveUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

export async function findLiveUserById(db: Reader, id: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

/**
 * A token's user (live, not deleted) and whether the session it was issued in was ended since: one
 * read for every API call and socket. A token from before sessions (no `sid`) has none to end.
 */
export async function findUserInSession(
  db: Reader,
  id: number,
  sessionId: string | undefined,
): Promise<{ user: UserRow | undefined; sessionEnded: boolean }> {
  const ended = sessionId
    ? sql<boolean>`exists (select 1 from user_sessions s where s.id = ${sessionId} and s.ended_at is not null)`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ user: users, sessionEnded: ended })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return { user: row?.user, sessionEnded: row?.sessionEnded ?? false };
}

/** What the API shows of a user: never the password hash. */
export function toUserRecord(user: UserRow): UserRecord {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    roles: user.roles as Role[],
    permissions: user.permissions,
    enabled: user.enabled,
    language: user.language === 'en' ? 'en' : 'fr',
    isSystemAdmin: user.isSystemAdmin,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    version: user.version,
  };
}
export type UserRecord = z.infer<typeof userRecord>;
