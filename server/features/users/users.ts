import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { normalizePermissions, presetFor, type Permission } from '../../../domain/permissions';
import type { CreateUserInput, UpdateUserInput } from '../../../domain/identity';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { notFound, refuse, staleVersion } from '../../http/errors';
import type { ListQuery } from '../../http/listQuery';
import { generatePassword, hashPassword } from '../../auth/passwords';
import { revokeAllForUser } from '../../auth/refreshTokens';
import { audit } from '../audit/audit';
import { newPasswordMail, type Language } from '../identity/identityMails';
import { publishLive } from '../notifications/liveBus';
import { findLiveUserById, toUserRecord, type UserRecord, type UserRow } from './userQueries';

export interface UserFilter {
  q?: string;
  role?: string;
  enabled?: boolean;
  id?: number[];
}

const SORT_COLUMNS = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  enabled: users.enabled,
} as const;
export const USER_SORTABLE = Object.keys(SORT_COLUMNS);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(
  ctx: AppContext,
  query: ListQuery<UserFilter>,
): Promise<{ rows: UserRecord[]; total: number }> {
  const { db } = ctx.database;
  const conditions: SQL[] = [isNull(users.deletedAt)];
  const { q, role, enabled, id } = query.filter;
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.displayName, pattern)) as SQL);
  }
  if (role) conditions.push(sql`${role} = any(${users.roles})`);
  if (enabled !== undefined) conditions.push(eq(users.enabled, enabled));
  if (id) conditions.push(inArray(users.id, id.length ? id : [-1]));
  const where = and(...conditions);
  const column = SORT_COLUMNS[query.sortField as keyof typeof SORT_COLUMNS];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(query.sortOrder === 'ASC' ? asc(column) : desc(column), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows: rows.map(toUserRecord), total };
}

export async function getUser(ctx: AppContext, id: number): Promise<UserRecord> {
  const user = await findLiveUserById(ctx.database.db, id);
  if (!user) throw notFound();
  return toUserRecord(user);
}

/** Creates a user with a generated password, shown once in the answer and never stored in clear. */
export async function createUser(ctx: AppContext, actor: UserRow, input: CreateUserInput) {
  const { db } = ctx.database;
  const generatedPassword = generatePassword();
  const passwordHash = await hashPassword(generatedPassword);
  const permissions = normalizePermissions((input.permissions as Permission[] | undefined) ?? presetFor(input.roles));
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        displayName: input.displayName ?? '',
        roles: input.roles,
        permissions,
        language: input.language ?? 'fr',
        passwordHash,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refuse('USER_ALREADY_EXISTS');
    await audit(tx, {
      actorId: actor.id,
      action: 'user.created',
      entity: 'user',
      entityId: row.id,
      after: toUserRecord(row),
    });
    return row;
  });
  return { ...toUserRecord(created), generatedPassword };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Edits a user. A change of roles or permissions raises the user's access version, so their
 * older tokens get 203 at the next call; disabling revokes their sessions (403 at the next call).
 */
export async function updateUser(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: UpdateUserInput,
): Promise<UserRecord> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    const before = await findLiveUserById(tx, id);
    if (!before) throw notFound();
    if (before.version !== input.version) throw staleVersion();

    const roles = input.roles ?? before.roles;
    const permissions = input.permissions
      ? normalizePermissions(input.permissions as Permission[])
      : before.permissions;
    const enabled = input.enabled ?? before.enabled;
    const accessChanged =
      !sameList(roles, before.roles) || !sameList(permissions, normalizePermissions(before.permissions));

    if (actor.id === id && (!enabled || !permissions.some((p) => p.Subject === 'user' && p.Action === 'manage'))) {
      throw refuse('CANNOT_CHANGE_SELF');
    }
    if (before.isSystemAdmin && (!enabled || accessChanged)) throw refuse('CANNOT_CHANGE_SYSTEM_ADMIN');

    const [after] = await tx
      .update(users)
      .set({
        displayName: input.displayName ?? before.displayName,
        language: input.language ?? before.language,
        roles,
        permissions,
        enabled,
        accessVersion: accessChanged ? before.accessVersion + 1 : before.accessVersion,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, id), eq(users.version, input.version)))
      .returning();
    if (!after) throw staleVersion();
    if (!enabled || accessChanged) {
      // Open sockets sign the user out now rather than at their next call, told why before their sessions end.
      await publishLive(tx, {
        kind: 'forcedLogout',
        userId: id,
        message: enabled ? 'errors.INFORMATION_CHANGED' : 'errors.ACCESS_REVOKED',
      });
      await revokeAllForUser(tx, id);
    }
    await audit(tx, {
      actorId: actor.id,
      action: 'user.updated',
      entity: 'user',
      entityId: id,
      before: toUserRecord(before),
      after: toUserRecord(after),
    });
    return toUserRecord(after);
  });
}

export async function deleteUser(ctx: AppContext, actor: UserRow, id: number): Promise<UserRecord> {
  const { db } = ctx.database;
  if (actor.id === id) throw refuse('CANNOT_CHANGE_SELF');
  return db.transaction(async (tx) => {
    const before = await findLiveUserById(tx, id);
    if (!before) throw notFound();
    if (before.isSystemAdmin) throw refuse('CANNOT_CHANGE_SYSTEM_ADMIN');
    await tx
      .update(users)
      .set({ deletedAt: new Date(), enabled: false, version: before.version + 1 })
      .where(eq(users.id, id));
    await publishLive(tx, { kind: 'forcedLogout', userId: id, message: 'errors.ACCESS_REVOKED' });
    await revokeAllForUser(tx, id);
    await audit(tx, {
      actorId: actor.id,
      action: 'user.deleted',
      entity: 'user',
      entityId: id,
      before: toUserRecord(before),
    });
    return toUserRecord(before);
  });
}

/**
 * An administrator sets a password; the user's sessions end so the new one takes over: refresh
 * tokens are revoked and the access version raised, so even a token minutes old is refused.
 * The ADMIN account's password is out of everyone's reach, as for forgot and change password.
 */
export async function setUserPassword(ctx: AppContext, actor: UserRow, id: number, password: string) {
  const { db } = ctx.database;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await findLiveUserById(tx, id);
    if (!user) throw notFound();
    if (user.isSystemAdmin) throw refuse('CANNOT_CHANGE_SYSTEM_ADMIN');
    const endSessions = actor.id !== id;
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: new Date(),
        accessVersion: endSessions ? user.accessVersion + 1 : user.accessVersion,
      })
      .where(eq(users.id, id));
    if (endSessions) await revokeAllForUser(tx, id);
    await audit(tx, { actorId: actor.id, action: 'user.password-set', entity: 'user', entityId: id });
  });
  return { status: 'Success' as const };
}

export async function sendNewPassword(ctx: AppContext, actor: UserRow, id: number, appUrl: string) {
  const password = generatePassword();
  await setUserPassword(ctx, actor, id, password);
  const user = await findLiveUserById(ctx.database.db, id);
  if (!user) throw notFound();
  await ctx.mailer.send(newPasswordMail(user.email, password, `${appUrl}/login`, user.language as Language));
  await audit(ctx.database.db, { actorId: actor.id, action: 'user.password-sent', entity: 'user', entityId: id });
  return { status: 'Success' as const };
}
