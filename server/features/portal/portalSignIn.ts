import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  foldedAddress,
  PORTAL_CODE,
  type PortalAddress,
  type PortalLanguage,
  portalAddressOf,
} from '../../../domain/portal';
import { canadianE164, SmsGatewayError } from '../../adapters/sms';
import { hashOpaqueToken } from '../../auth/opaqueTokens';
import { failuresInWindow, recordFailure, clearFailures } from '../../auth/lockout';
import type { AppContext } from '../../context';
import { customers, loans, portalCodes } from '../../db/schema';
import { AppError, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { readCompanyName } from '../configuration/companyBranding';
import { portalCodeMail, portalCodeSms } from './portalCodeMessage';
import { openPortalSession, PORTAL_CUSTOMER_STATUSES } from './portalSessions';

const WINDOW = `${PORTAL_CODE.windowMinutes} minutes`;

/** Too many of something in the window: 429 with the minutes to wait, said in the borrower's words. */
const tooMany = (key: string) => new AppError(429, `errors.${key}`, { minutes: PORTAL_CODE.windowMinutes });

/**
 * The borrower an address belongs to: a customer on file (neither merged away nor blocked) with
 * that email or cellphone and at least one loan; the one with the latest loan when several match.
 */
async function borrowerAt(ctx: AppContext, address: PortalAddress) {
  const matches =
    address.channel === 'EMAIL'
      ? sql`${customers.emailSearch} = guichet_fold(${address.email})`
      : eq(customers.cellPhoneDigits, address.digits);
  const [row] = await ctx.database.db
    .select({
      id: customers.id,
      email: customers.email,
      cellPhone: customers.cellPhone,
      language: customers.language,
    })
    .from(customers)
    .innerJoin(loans, and(eq(loans.customerId, customers.id), isNull(loans.deletedAt)))
    .where(and(matches, isNull(customers.deletedAt), inArray(customers.status, PORTAL_CUSTOMER_STATUSES)))
    .orderBy(desc(loans.createdAt))
    .limit(1);
  return row;
}

const codesSentSince = async (ctx: AppContext, customerId: number, folded: string) => {
  const [row] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(portalCodes)
    .where(
      and(
        sql`(${portalCodes.customerId} = ${customerId} or ${portalCodes.address} = ${folded})`,
        gt(portalCodes.createdAt, sql`now() - ${WINDOW}::interval`),
      ),
    );
  return row.count;
};

/** The code's six digits, drawn uniformly (leading zeros kept). */
const newCode = () => String(randomInt(0, 10 ** PORTAL_CODE.digits)).padStart(PORTAL_CODE.digits, '0');

/**
 * Sends a sign-in code to the address typed when it belongs to a borrower. The answer is the same
 * whether it does or not, so the form never tells who is a client; only a flood of codes to one
 * borrower is refused (429). A new code replaces any earlier one.
 */
export async function sendPortalCode(ctx: AppContext, typed: string, requestIp: string) {
  const address = portalAddressOf(typed)!;
  const folded = foldedAddress(address);
  const sent = { channel: address.channel, validMinutes: PORTAL_CODE.validMinutes };
  // Every request from a network address counts, found or not: guessing who is a client costs the same.
  if ((await recordFailure(ctx.database.db, `portal-ip:${requestIp}`)) > PORTAL_CODE.perNetworkAddress)
    throw tooMany('PORTAL_TOO_MANY_CODES');
  const borrower = await borrowerAt(ctx, address);
  if (!borrower) return sent;
  if ((await codesSentSince(ctx, borrower.id, folded)) >= PORTAL_CODE.perBorrower)
    throw tooMany('PORTAL_TOO_MANY_CODES');

  const code = newCode();
  const language = borrower.language as PortalLanguage;
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(portalCodes)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(portalCodes.customerId, borrower.id), isNull(portalCodes.usedAt), isNull(portalCodes.revokedAt)));
    await tx.insert(portalCodes).values({
      customerId: borrower.id,
      channel: address.channel,
      address: folded,
      codeHash: hashOpaqueToken(code),
      expiresAt: sql`now() + ${`${PORTAL_CODE.validMinutes} minutes`}::interval`,
    });
  });
  const companyName = await readCompanyName(ctx.database.db);
  if (address.channel === 'EMAIL') {
    await ctx.mailer.send(portalCodeMail(borrower.email!, code, companyName, language, Boolean(ctx.config.smtpUrl)));
  } else {
    let delivered: boolean;
    try {
      const answer = await ctx.adapters.sms.send({
        to: canadianE164(borrower.cellPhone!) ?? borrower.cellPhone!,
        text: portalCodeSms(code, companyName, language),
        idempotencyKey: `portal-code-${hashOpaqueToken(code).slice(0, 16)}-${borrower.id}`,
      });
      delivered = answer.status === 'SENT';
    } catch (error) {
      if (!(error instanceof SmsGatewayError)) throw refuse('SMS_GATEWAY_UNAVAILABLE');
      delivered = false;
    }
    // The carrier could not reach the phone: the borrower may use their email instead.
    if (!delivered) throw refuse('PORTAL_SMS_FAILED');
  }
  return sent;
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Signs a borrower in with the code they received: the latest code sent to that address, unused,
 * unexpired, with tries left. A wrong code costs a try (the fifth kills it); a used, expired or
 * dead code says so; an address without a code fails as a wrong code does, so that the answers
 * never tell who is a client.
 */
export async function signInWithCode(ctx: AppContext, typed: string, code: string, requestIp: string) {
  const { db } = ctx.database;
  const folded = foldedAddress(portalAddressOf(typed)!);
  const ipKey = `portal-wrong-ip:${requestIp}`;
  if ((await failuresInWindow(db, ipKey)) >= PORTAL_CODE.wrongPerNetworkAddress) throw tooMany('PORTAL_TOO_MANY_TRIES');
  const [latest] = await db
    .select()
    .from(portalCodes)
    .where(and(eq(portalCodes.address, folded), isNull(portalCodes.revokedAt)))
    .orderBy(desc(portalCodes.createdAt), desc(portalCodes.id))
    .limit(1);
  const typedHash = hashOpaqueToken(code);

  if (!latest || (latest.usedAt && !sameHash(latest.codeHash, typedHash))) {
    await recordFailure(db, ipKey);
    const failures = await recordFailure(db, `portal-address:${folded}`);
    if (failures >= PORTAL_CODE.maxTries) throw refuse('PORTAL_CODE_LOCKED');
    throw refuse('PORTAL_CODE_WRONG', { triesLeft: PORTAL_CODE.maxTries - failures });
  }
  if (latest.usedAt) throw refuse('PORTAL_CODE_USED');
  if (latest.failedTries >= PORTAL_CODE.maxTries) throw refuse('PORTAL_CODE_LOCKED');
  if (latest.expiresAt.getTime() <= Date.now()) throw refuse('PORTAL_CODE_EXPIRED');
  if (!sameHash(latest.codeHash, typedHash)) {
    await recordFailure(db, ipKey);
    const [{ failedTries }] = await db
      .update(portalCodes)
      .set({ failedTries: sql`${portalCodes.failedTries} + 1` })
      .where(eq(portalCodes.id, latest.id))
      .returning({ failedTries: portalCodes.failedTries });
    if (failedTries >= PORTAL_CODE.maxTries) throw refuse('PORTAL_CODE_LOCKED');
    throw refuse('PORTAL_CODE_WRONG', { triesLeft: PORTAL_CODE.maxTries - failedTries });
  }

  return db.transaction(async (tx) => {
    // Used once: of two sign-ins racing with the same code, only one finds it unused.
    const [used] = await tx
      .update(portalCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(portalCodes.id, latest.id), isNull(portalCodes.usedAt)))
      .returning({ customerId: portalCodes.customerId });
    if (!used) throw refuse('PORTAL_CODE_USED');
    await audit(tx, {
      actorId: null,
      borrowerId: used.customerId,
      action: 'customer.portal-signed-in',
      entity: 'customer',
      entityId: used.customerId,
      after: { channel: latest.channel, ip: requestIp },
    });
    await clearFailures(db, `portal-address:${folded}`);
    return { token: await openPortalSession(tx, used.customerId), customerId: used.customerId };
  });
}
