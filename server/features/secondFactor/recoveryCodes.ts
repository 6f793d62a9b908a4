import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeOf } from '../../../domain/secondFactor';
import type { Db, Tx } from '../../db/client';
import { recoveryCodes } from './tables';

const hashOf = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Ten new codes for the user, the old ones gone: answered in clear this once, kept hashed. */
export async function issueRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeOf(randomBytes(10)));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes;
}

/** Uses one of the user's codes: true once per code (two sign-ins racing with it: only one). */
export async function spendRecoveryCode(db: Db | Tx, userId: number, typed: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(typed)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
