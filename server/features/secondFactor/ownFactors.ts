import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  secondFactorRequired,
  type FactorsAnswer,
  type PasskeyRegistration,
  type PasskeyRegistrationAnswer,
  type TotpEnrolmentAnswer,
} from '../../../domain/secondFactor';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { notFound, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { factorsResetMail, languageOf } from '../identity/identityMails';
import { findLiveUserById, type UserRow } from '../users/userQueries';
import { issueRecoveryCodes, recoveryCodesLeft } from './recoveryCodes';
import { readSecurityPolicy } from './securityPolicy';
import { confirmPasskeyRegistration, startPasskeyRegistration } from './passkeyFactors';
import { recoveryCodes, signInChallenges, userFactors } from './tables';
import { confirmTotpEnrolment, startTotpEnrolment } from './totpFactors';

/** The profile page's second factors: each confirmed one, the recovery codes left, and whether one is required. */
export async function listOwnFactors(ctx: AppContext, user: UserRow): Promise<FactorsAnswer> {
  const { db } = ctx.database;
  const [factors, left, policy] = await Promise.all([
    db
      .select()
      .from(userFactors)
      .where(and(eq(userFactors.userId, user.id), isNotNull(userFactors.confirmedAt)))
      .orderBy(asc(userFactors.id)),
    recoveryCodesLeft(db, user.id),
    readSecurityPolicy(ctx, db),
  ]);
  return {
    factors: factors.map((factor) => ({
      id: factor.id,
      kind: factor.kind,
      name: factor.name,
      createdAt: factor.createdAt.toISOString(),
      lastUsedAt: factor.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: left,
    required: secondFactorRequired(user.roles, policy),
  };
}

export function startOwnTotp(ctx: AppContext, user: UserRow): Promise<TotpEnrolmentAnswer> {
  return ctx.database.db.transaction((tx) => startTotpEnrolment(ctx, tx, user));
}

/** A factor confirmed from the profile: the first one comes with ten recovery codes (answered once). */
function confirmOwnFactor(ctx: AppContext, user: UserRow, confirm: (tx: Tx) => Promise<void>) {
  return ctx.database.db.transaction(async (tx) => {
    await confirm(tx);
    return { recoveryCodes: (await recoveryCodesLeft(tx, user.id)) > 0 ? [] : await issueRecoveryCodes(tx, user.id) };
  });
}

export const confirmOwnTotp = (ctx: AppContext, user: UserRow, factorId: number, code: string) =>
  confirmOwnFactor(ctx, user, (tx) => confirmTotpEnrolment(ctx, tx, user.id, factorId, code));

export function startOwnPasskey(ctx: AppContext, user: UserRow, name: string): Promise<PasskeyRegistrationAnswer> {
  return ctx.database.db.transaction((tx) => startPasskeyRegistration(ctx, tx, user, name));
}

export const confirmOwnPasskey = (ctx: AppContext, user: UserRow, factorId: number, response: PasskeyRegistration) =>
  confirmOwnFactor(ctx, user, (tx) => confirmPasskeyRegistration(ctx, tx, user.id, factorId, response));

/** Ten new recovery codes, the old ones void (for a user with a factor). */
export function renewOwnRecoveryCodes(ctx: AppContext, user: UserRow) {
  return ctx.database.db.transaction(async (tx) => {
    const [factor] = await tx
      .select({ id: userFactors.id })
      .from(userFactors)
      .where(and(eq(userFactors.userId, user.id), isNotNull(userFactors.confirmedAt)))
      .limit(1);
    if (!factor) throw refuse('NO_SECOND_FACTOR');
    await audit(tx, { actorId: user.id, action: 'recoveryCodes.renewed', entity: 'user', entityId: user.id });
    return { recoveryCodes: await issueRecoveryCodes(tx, user.id) };
  });
}

/** Removes one of the user's own factors; the last one stays while their roles require one. */
export async function removeOwnFactor(ctx: AppContext, user: UserRow, factorId: number): Promise<FactorsAnswer> {
  await ctx.database.db.transaction(async (tx) => {
    const factors = await tx
      .select({ id: userFactors.id })
      .from(userFactors)
      .where(and(eq(userFactors.userId, user.id), isNotNull(userFactors.confirmedAt)))
      .for('update');
    if (!factors.some((factor) => factor.id === factorId)) throw refuse('FACTOR_NOT_FOUND');
    if (factors.length === 1 && secondFactorRequired(user.roles, await readSecurityPolicy(ctx, tx)))
      throw refuse('FACTOR_REQUIRED');
    await tx.delete(userFactors).where(eq(userFactors.id, factorId));
    if (factors.length === 1) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await audit(tx, {
      actorId: user.id,
      action: 'factor.removed',
      entity: 'user',
      entityId: user.id,
      before: { factorId },
    });
  });
  return listOwnFactors(ctx, user);
}

/**
 * An administrator removes every second factor of a user (a lost phone): their factors, recovery
 * codes and sign-ins halfway gone, audited, the user told by email. Their next sign-in asks them to
 * enrol again when their roles require a factor.
 */
export async function resetFactors(ctx: AppContext, actor: { id: number }, userId: number): Promise<void> {
  const user = await findLiveUserById(ctx.database.db, userId);
  if (!user) throw notFound();
  await ctx.database.db.transaction(async (tx) => {
    await tx.delete(userFactors).where(eq(userFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
    await audit(tx, { actorId: actor.id, action: 'factors.reset', entity: 'user', entityId: userId });
  });
  await ctx.mailer.send(factorsResetMail(user.email, ctx.config.publicUrl, languageOf(user.language ?? undefined)));
}
