import type { z } from 'zod';
import type { userRecord } from '../../../domain/identity';
import type { Role } from '../../../domain/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
type Reader = Pick<Db, 'select'>;

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
