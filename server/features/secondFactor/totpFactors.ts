import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_TOLERANCE_SECONDS,
  type TotpEnrolmentAnswer,
} from '../../../domain/secondFactor';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { seal, unseal } from '../../auth/sealedSecrets';
import { refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { userFactors } from './tables';

type Sealing = Pick<AppContext, 'database' | 'config'>;

/**
 * A new authenticator app for the user: its secret (sealed at rest), the otpauth address an app
 * scans and its QR code. It counts once its first code confirms it; an earlier one never confirmed
 * is replaced.
 */
export async function startTotpEnrolment(
  ctx: Sealing,
  tx: Tx,
  user: { id: number; email: string },
): Promise<TotpEnrolmentAnswer> {
  const secret = generateSecret();
  await tx
    .delete(userFactors)
    .where(and(eq(userFactors.userId, user.id), eq(userFactors.kind, 'TOTP'), isNull(userFactors.confirmedAt)));
  const [factor] = await tx
    .insert(userFactors)
    .values({ userId: user.id, kind: 'TOTP', name: TOTP_ISSUER, totpSecretSealed: await seal(ctx, secret) })
    .returning({ id: userFactors.id });
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret, period: TOTP_PERIOD_SECONDS });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    factorId: factor.id,
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Whether `code` is the app's code of now (a step either side taken) for one of the user's
 * authenticators — confirmed ones, or `pendingId` being confirmed — and not a code already used:
 * the step it matched is kept, in one conditional update, so a code is good once even raced.
 */
export async function acceptTotpCode(
  ctx: Sealing,
  db: Db | Tx,
  userId: number,
  code: string,
  pendingId?: number,
): Promise<{ factorId: number } | null> {
  const factors = await db
    .select()
    .from(userFactors)
    .where(
      and(
        eq(userFactors.userId, userId),
        eq(userFactors.kind, 'TOTP'),
        pendingId === undefined ? isNotNull(userFactors.confirmedAt) : eq(userFactors.id, pendingId),
      ),
    );
  for (const factor of factors) {
    if (!factor.totpSecretSealed) continue;
    const result = await verify({
      secret: await unseal(ctx, factor.totpSecretSealed),
      token: code,
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      afterTimeStep: factor.totpLastStep ?? undefined,
    });
    // A TOTP verification says which time step matched (an HOTP one would not).
    if (!result.valid || !('timeStep' in result)) continue;
    const step = result.timeStep;
    const now = new Date();
    const taken = await db
      .update(userFactors)
      .set({ totpLastStep: step, lastUsedAt: now, confirmedAt: factor.confirmedAt ?? now })
      .where(
        and(eq(userFactors.id, factor.id), or(isNull(userFactors.totpLastStep), lt(userFactors.totpLastStep, step))),
      )
      .returning({ id: userFactors.id });
    if (taken.length === 1) return { factorId: factor.id };
  }
  return null;
}

/** Confirms an authenticator being enrolled with its first code (refused: TOTP_CODE_INVALID), audited. */
export async function confirmTotpEnrolment(ctx: Sealing, tx: Tx, userId: number, factorId: number, code: string) {
  const [pending] = await tx
    .select({ id: userFactors.id })
    .from(userFactors)
    .where(and(eq(userFactors.id, factorId), eq(userFactors.userId, userId), isNull(userFactors.confirmedAt)));
  if (!pending) throw refuse('FACTOR_NOT_PENDING');
  if (!(await acceptTotpCode(ctx, tx, userId, code, factorId))) throw refuse('TOTP_CODE_INVALID');
  await audit(tx, {
    actorId: userId,
    action: 'factor.enrolled',
    entity: 'user',
    entityId: userId,
    after: { kind: 'TOTP' },
  });
}
