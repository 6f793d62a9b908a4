import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CHALLENGE_MINUTES } from '../../../domain/secondFactor';
import type { Db, Tx } from '../../db/client';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueTokens';
import { AppError } from '../../http/errors';
import { signInChallenges } from './tables';

type Purpose = (typeof signInChallenges.$inferSelect)['purpose'];

/** A sign-in halfway, for `purpose`: its token, the only thing the browser holds until the next step. */
export async function openChallenge(db: Db | Tx, userId: number, purpose: Purpose): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(signInChallenges).values({
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The challenge a token names, still open (not used, not expired): 401 otherwise, to sign in again. */
export async function challengeOf(db: Db | Tx, token: string, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashOpaqueToken(token)),
        eq(signInChallenges.purpose, purpose),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw new AppError(401, 'errors.CHALLENGE_INVALID');
  return row;
}

/** Closes a challenge once answered: one sign-in per challenge, even raced. */
export async function closeChallenge(db: Db | Tx, id: number): Promise<void> {
  const closed = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  if (closed.length !== 1) throw new AppError(401, 'errors.CHALLENGE_INVALID');
}

/** Keeps the challenge a passkey must sign for this sign-in (a new request for options replaces it). */
export async function rememberWebauthnChallenge(db: Db | Tx, id: number, webauthnChallenge: string): Promise<void> {
  await db.update(signInChallenges).set({ webauthnChallenge }).where(eq(signInChallenges.id, id));
}
