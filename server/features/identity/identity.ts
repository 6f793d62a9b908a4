import { mergeSettings, type UserSettingsPatch } from '../../../domain/userSettings';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { passwordResets, users } from '../../db/schema';
import { AppError, refuse } from '../../http/errors';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../../auth/accessTokens';
import {
  LOCKOUT,
  accountKey,
  addressKey,
  addressDelay,
  clearFailures,
  failuresInWindow,
  lockedUntil,
  minutesUntil,
  recordFailure,
  slowDownDelay,
} from '../../auth/lockout';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueTokens';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import {
  revokeAllForUser,
  revokeFamily,
  revokeOtherFamilies,
  rotateRefreshToken,
  startRefreshFamily,
} from '../../auth/refreshTokens';
import { audit } from '../audit/audit';
import type { SessionFacts } from '../sessions/sessionLifecycle';
import { passwordResetMail, type Language } from './identityMails';
import { secondStepOf, type SecondStep } from '../secondFactor/secondFactorSignIn';
import { findLiveUserByEmail, findLiveUserById, type UserRow } from '../users/userQueries';

export interface TokenPair {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

export const RESET_LINK_MINUTES = 60;

async function tokensFor(ctx: AppContext, user: UserRow, refreshToken: string, sessionId: string): Promise<TokenPair> {
  return {
    token: await signAccessToken(ctx.jwtKey, user, sessionId),
    refreshToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
  };
}

/** Signs the user in, every factor asked given: a new session (refresh family) and its first access token. */
export async function signIn(ctx: AppContext, user: UserRow, facts: SessionFacts): Promise<TokenPair> {
  const { db } = ctx.database;
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const { token, familyId } = await startRefreshFamily(db, user.id, user.accessVersion, facts);
  return tokensFor(ctx, user, token, familyId);
}

/** What a right password earns: the tokens, or the second step a second factor (or its enrolment) asks. */
export type SignInOutcome = TokenPair | SecondStep;

/**
 * Sign-in. A wrong email or password answers the one generic LOGIN_FAILED; repeated failures slow
 * the account's answers down and then lock the account for a while, which is said with the time to
 * wait (the lock is per email, known or not, so it tells nothing of who has an account). An address
 * is never locked: a lender's office shares one. Past its own limit, every sign-in from it waits.
 */
export async function authenticate(
  ctx: AppContext,
  email: string,
  password: string,
  facts: SessionFacts,
): Promise<SignInOutcome> {
  const { db } = ctx.database;
  const normalized = email.trim().toLowerCase();
  const keys = [accountKey(normalized), addressKey(facts.ip)];
  await sleep(addressDelay(await failuresInWindow(db, keys[1])));
  // A locked account is told so, whatever the password, and asking again does not extend the lock.
  const until = await lockedUntil(db, keys[0]);
  if (until) throw refuse('ACCOUNT_LOCKED', { minutes: minutesUntil(until) });
  const user = await findLiveUserByEmail(db, normalized);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);

  if (!user || !passwordOk) {
    const [accountFailures] = await Promise.all([
      recordFailure(db, keys[0], LOCKOUT.accountLimit),
      recordFailure(db, keys[1]),
    ]);
    await sleep(slowDownDelay(accountFailures));
    throw refuse('LOGIN_FAILED');
  }
  await clearFailures(db, keys[0]);
  // The password was right, so saying why is no leak: a disabled account is told to ask an administrator.
  if (!user.enabled) throw refuse('ACCESS_REVOKED');
  // A user with a second factor (or whose roles require one) is not signed in yet: the next step is.
  return (await secondStepOf(ctx, user)) ?? signIn(ctx, user, facts);
}

/** Rotation with the forced-logout rules: 403 for a revoked user, 203 for changed permissions. */
export async function refresh(ctx: AppContext, refreshToken: string, facts: SessionFacts): Promise<TokenPair> {
  const { db } = ctx.database;
  const rotation = await rotateRefreshToken(db, refreshToken, facts);
  if (!rotation.ok) throw new AppError(401, 'errors.INVALID_REFRESH_TOKEN');
  const user = await findLiveUserById(db, rotation.row.userId);
  if (!user || !user.enabled) {
    await revokeFamily(db, rotation.row.familyId);
    throw new AppError(403, 'errors.ACCESS_REVOKED');
  }
  if (user.accessVersion !== rotation.row.accessVersion) {
    await revokeFamily(db, rotation.row.familyId);
    throw new AppError(203, 'errors.INFORMATION_CHANGED');
  }
  return tokensFor(ctx, user, rotation.next, rotation.row.familyId);
}

export type StatusAnswer = { status: 'Success' } | { status: 'Not Allowed' | 'Not Found'; message: string };

export async function forgotPassword(
  ctx: AppContext,
  email: string,
  appUrl: string,
  language: Language,
): Promise<StatusAnswer> {
  const { db } = ctx.database;
  const user = await findLiveUserByEmail(db, email.trim().toLowerCase());
  if (!user) return { status: 'Not Found', message: 'errors.EMAIL_NOT_FOUND' };
  if (user.isSystemAdmin) return { status: 'Not Allowed', message: 'errors.FORGOT_PASSWORD_NOT_ALLOWED' };
  if (!user.enabled) return { status: 'Success' };
  const token = newOpaqueToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  const link = `${appUrl}/pages/auth/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(passwordResetMail(user.email, link, token, language));
  await audit(db, { actorId: user.id, action: 'password.reset-requested', entity: 'user', entityId: user.id });
  return { status: 'Success' };
}

/** A reset link works once, within the hour, and signs the user out everywhere. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<StatusAnswer> {
  const { db } = ctx.database;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashOpaqueToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!reset) throw refuse('RESET_TOKEN_INVALID');
    const user = await findLiveUserById(tx, reset.userId);
    if (!user || !user.enabled || user.isSystemAdmin) throw refuse('RESET_TOKEN_INVALID');
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllForUser(tx, user.id);
    await audit(tx, { actorId: user.id, action: 'password.reset', entity: 'user', entityId: user.id });
  });
  return { status: 'Success' };
}

/** The user's own change: the session it was made from stays signed in (its refresh token), every other one ends. */
export async function changeOwnPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  currentRefreshToken: string | undefined,
): Promise<StatusAnswer> {
  if (user.isSystemAdmin) return { status: 'Not Allowed', message: 'errors.CHANGE_PASSWORD_NOT_ALLOWED' };
  const { db } = ctx.database;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeOtherFamilies(tx, user.id, currentRefreshToken);
    await audit(tx, { actorId: user.id, action: 'password.changed', entity: 'user', entityId: user.id });
  });
  return { status: 'Success' };
}

/** The user's own shortcuts (spec §3), replaced whole: the toolbar's toggle sends the new list. */
export async function setOwnShortcuts(ctx: AppContext, user: { id: number }, shortcuts: string[]) {
  const [row] = await ctx.database.db
    .update(users)
    .set({ shortcuts })
    .where(eq(users.id, user.id))
    .returning({ shortcuts: users.shortcuts });
  return { shortcuts: row?.shortcuts ?? shortcuts };
}

/**
 * The user's shell settings with a change merged in (issue 15): read under a row lock, so two
 * tabs changing different settings at once both keep theirs.
 */
export async function setOwnSettings(ctx: AppContext, user: { id: number }, patch: UserSettingsPatch) {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select({ settings: users.settings }).from(users).where(eq(users.id, user.id)).for('update');
    const settings = mergeSettings(row?.settings, patch);
    await tx.update(users).set({ settings }).where(eq(users.id, user.id));
    return settings;
  });
}
