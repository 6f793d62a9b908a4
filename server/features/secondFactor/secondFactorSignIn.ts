import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  type PasskeyOptionsAnswer,
  type PasskeyRegistration,
  type PasskeyRegistrationAnswer,
  secondFactorRequired,
  type SecondFactorInput,
  type SecondFactorMethod,
  type TotpEnrolmentAnswer,
} from '../../../domain/secondFactor';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  accountKey,
  clearFailures,
  LOCKOUT,
  lockedUntil,
  minutesUntil,
  recordFailure,
  slowDownDelay,
} from '../../auth/lockout';
import { AppError, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { signIn, type TokenPair } from '../identity/identity';
import type { SessionFacts } from '../sessions/sessionLifecycle';
import { findLiveUserById, type UserRow } from '../users/userQueries';
import { issueRecoveryCodes, spendRecoveryCode } from './recoveryCodes';
import { readSecurityPolicy } from './securityPolicy';
import {
  acceptPasskey,
  confirmPasskeyRegistration,
  passkeyAuthenticationOptions,
  startPasskeyRegistration,
} from './passkeyFactors';
import { challengeOf, closeChallenge, openChallenge, rememberWebauthnChallenge } from './signInChallenges';
import { userFactors } from './tables';
import { acceptTotpCode, confirmTotpEnrolment, startTotpEnrolment } from './totpFactors';

/** The step after a right password: a second factor to give, or one to enrol first. */
export type SecondStep =
  { secondFactor: { challenge: string; methods: SecondFactorMethod[] } } | { enrolment: { challenge: string } };

/**
 * What a user whose password was right must do before any token: answer with one of their factors
 * (or a recovery code), or, their roles requiring one they have not got, enrol one. Null: nothing.
 */
export async function secondStepOf(ctx: AppContext, user: UserRow): Promise<SecondStep | null> {
  const { db } = ctx.database;
  const factors = await db
    .select({ kind: userFactors.kind })
    .from(userFactors)
    .where(and(eq(userFactors.userId, user.id), isNotNull(userFactors.confirmedAt)));
  if (factors.length > 0) {
    const kinds = [...new Set(factors.map((factor) => factor.kind))].sort();
    return {
      secondFactor: { challenge: await openChallenge(db, user.id, 'SECOND_FACTOR'), methods: [...kinds, 'RECOVERY'] },
    };
  }
  if (secondFactorRequired(user.roles, await readSecurityPolicy(ctx, db)))
    return { enrolment: { challenge: await openChallenge(db, user.id, 'ENROLMENT') } };
  return null;
}

/** The user a challenge was opened for, still allowed in and not locked out. */
async function challengedUser(ctx: AppContext, userId: number): Promise<UserRow> {
  const { db } = ctx.database;
  const user = await findLiveUserById(db, userId);
  if (!user || !user.enabled) throw new AppError(403, 'errors.ACCESS_REVOKED');
  const until = await lockedUntil(db, accountKey(user.email));
  if (until) throw refuse('ACCOUNT_LOCKED', { minutes: minutesUntil(until) });
  return user;
}

/** A wrong code (or passkey) counts against the account's lock-out as a wrong password does. */
async function wrongCode(
  ctx: AppContext,
  user: UserRow,
  reason: 'SECOND_FACTOR_INVALID' | 'PASSKEY_INVALID' = 'SECOND_FACTOR_INVALID',
): Promise<never> {
  const failures = await recordFailure(ctx.database.db, accountKey(user.email), LOCKOUT.accountLimit);
  await sleep(slowDownDelay(failures));
  throw refuse(reason);
}

/** The passkey step of a sign-in halfway: what the browser's `credentials.get` takes; its challenge kept. */
export async function passkeyOptionsForSignIn(ctx: AppContext, token: string): Promise<PasskeyOptionsAnswer> {
  const { db } = ctx.database;
  const challenge = await challengeOf(db, token, 'SECOND_FACTOR');
  const user = await challengedUser(ctx, challenge.userId);
  const { options, challenge: webauthnChallenge } = await passkeyAuthenticationOptions(ctx, db, user.id);
  await rememberWebauthnChallenge(db, challenge.id, webauthnChallenge);
  return { options };
}

/** The sign-in's second step: the app's code, a passkey or a recovery code (each good once), then the tokens. */
export async function answerSecondFactor(
  ctx: AppContext,
  input: SecondFactorInput,
  facts: SessionFacts,
): Promise<TokenPair> {
  const { db } = ctx.database;
  const challenge = await challengeOf(db, input.challenge, 'SECOND_FACTOR');
  const user = await challengedUser(ctx, challenge.userId);
  const accepted =
    input.method === 'TOTP'
      ? (await acceptTotpCode(ctx, db, user.id, input.code)) !== null
      : input.method === 'PASSKEY'
        ? (await acceptPasskey(ctx, db, user.id, challenge.webauthnChallenge, input.response)) !== null
        : await spendRecoveryCode(db, user.id, input.code);
  if (!accepted) return wrongCode(ctx, user, input.method === 'PASSKEY' ? 'PASSKEY_INVALID' : undefined);
  await clearFailures(db, accountKey(user.email));
  await closeChallenge(db, challenge.id);
  await audit(db, {
    actorId: user.id,
    action: 'signIn.secondFactor',
    entity: 'user',
    entityId: user.id,
    after: { method: input.method },
  });
  return signIn(ctx, user, facts);
}

/** An enrolment required at sign-in, begun: an authenticator app's secret and QR code. */
export async function startRequiredEnrolment(ctx: AppContext, token: string): Promise<TotpEnrolmentAnswer> {
  const challenge = await challengeOf(ctx.database.db, token, 'ENROLMENT');
  const user = await challengedUser(ctx, challenge.userId);
  return ctx.database.db.transaction((tx) => startTotpEnrolment(ctx, tx, user));
}

/**
 * An enrolment required at sign-in, finished by `confirm` (the app's first code, or the passkey the
 * device made): the factor counts, ten recovery codes are answered once, and the user is signed in.
 * A wrong code or a refused passkey counts against the lock-out like a wrong password.
 */
async function finishRequiredEnrolment(
  ctx: AppContext,
  token: string,
  facts: SessionFacts,
  confirm: (tx: Tx, user: UserRow) => Promise<void>,
): Promise<TokenPair & { recoveryCodes: string[] }> {
  const { db } = ctx.database;
  const challenge = await challengeOf(db, token, 'ENROLMENT');
  const user = await challengedUser(ctx, challenge.userId);
  // The refusal is answered after the transaction: the failure it records must not roll back with it.
  const outcome = await db.transaction(async (tx) => {
    try {
      await confirm(tx, user);
    } catch (error) {
      if (error instanceof AppError && error.message in WRONG_FACTOR) return { refused: WRONG_FACTOR[error.message] };
      throw error;
    }
    await closeChallenge(tx, challenge.id);
    return { recoveryCodes: await issueRecoveryCodes(tx, user.id) };
  });
  if ('refused' in outcome) return wrongCode(ctx, user, outcome.refused);
  const { recoveryCodes } = outcome;
  await clearFailures(db, accountKey(user.email));
  return { ...(await signIn(ctx, user, facts)), recoveryCodes };
}

/** A wrong answer at enrolment, and what it is refused with: it counts as a failed sign-in. */
const WRONG_FACTOR: Record<string, 'SECOND_FACTOR_INVALID' | 'PASSKEY_INVALID'> = {
  'errors.TOTP_CODE_INVALID': 'SECOND_FACTOR_INVALID',
  'errors.PASSKEY_INVALID': 'PASSKEY_INVALID',
};

/** The required enrolment confirmed by the authenticator app's first code. */
export const confirmRequiredEnrolment = (
  ctx: AppContext,
  input: { challenge: string; code: string },
  facts: SessionFacts,
) =>
  finishRequiredEnrolment(ctx, input.challenge, facts, async (tx, user) => {
    const [pending] = await tx
      .select({ id: userFactors.id })
      .from(userFactors)
      .where(and(eq(userFactors.userId, user.id), eq(userFactors.kind, 'TOTP'), isNull(userFactors.confirmedAt)))
      .orderBy(desc(userFactors.id))
      .limit(1);
    if (!pending) throw refuse('FACTOR_NOT_PENDING');
    await confirmTotpEnrolment(ctx, tx, user.id, pending.id, input.code);
  });

/** The required enrolment with a passkey instead: its registration options, for the challenge the password earned. */
export async function startRequiredPasskey(
  ctx: AppContext,
  token: string,
  name: string,
): Promise<PasskeyRegistrationAnswer> {
  const challenge = await challengeOf(ctx.database.db, token, 'ENROLMENT');
  const user = await challengedUser(ctx, challenge.userId);
  return ctx.database.db.transaction((tx) => startPasskeyRegistration(ctx, tx, user, name));
}

/** The required enrolment confirmed by the passkey the user's device made. */
export const confirmRequiredPasskey = (
  ctx: AppContext,
  input: { challenge: string; factorId: number; response: PasskeyRegistration },
  facts: SessionFacts,
) =>
  finishRequiredEnrolment(ctx, input.challenge, facts, (tx, user) =>
    confirmPasskeyRegistration(ctx, tx, user.id, input.factorId, input.response),
  );
