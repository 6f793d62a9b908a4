import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { foldedAddress, PORTAL_CODE, type PortalAddress, portalAddressOf } from '../../../domain/portal';
import { hashOpaqueToken } from '../../auth/opaqueTokens';
import { failuresInWindow, recordFailure, clearFailures } from '../../auth/lockout';
import type { AppContext } from '../../context';
import { customers, loans, portalCodes } from '../../db/schema';
import { AppError, refuse } from '../../http/errors';
import { audit } from '../audit/audit';
import { openPortalSession, PORTAL_CUSTOMER_STATUSES } from './portalSessions';

/** Too many of something in the window: 429 with the minutes to wait, said in the borrower's words. */
const tooMany = (key: string) => new AppError(429, `errors.${key}`, { minutes: PORTAL_CODE.windowMinutes });

/**
 * The borrower an address belongs to, as a subquery: a customer on file (neither merged away nor
 * blocked) with that email or cellphone and at least one loan; the one with the latest loan when
 * several match.
 */
function borrowersAt(address: PortalAddress) {
  const matches =
    address.channel === 'EMAIL'
      ? sql`${customers.emailSearch} = guichet_fold(${address.email})`
      : eq(customers.cellPhoneDigits, address.digits);
  return sql`select ${customers.id} as id from ${customers}
    join ${loans} on ${loans.customerId} = ${customers.id} and ${loans.deletedAt} is null
    where ${matches} and ${customers.deletedAt} is null and ${inArray(customers.status, PORTAL_CUSTOMER_STATUSES)}
    order by ${loans.createdAt} desc limit 1`;
}

/**
 * The key an address's code requests are counted under: a digest, so that addresses typed by
 * people who are not clients are not kept in clear.
 */
const addressCountKey = (folded: string) => `portal-codes:${hashOpaqueToken(folded)}`;

/** The code's six digits, drawn uniformly (leading zeros kept). */
const newCode = () => String(randomInt(0, 10 ** PORTAL_CODE.digits)).padStart(PORTAL_CODE.digits, '0');

/**
 * A request for a sign-in code. The answer is the same whether the address belongs to a borrower
 * or not, and comes as fast: every request counts against its address (on file or not: the fourth
 * in the window is 429 for anyone) and its network address, and the code is only recorded here,
 * in the same single statement that looks the borrower up. Sending it is deliverPortalCodes'
 * work, after the answer (`codeId`: the code to send, null when there is none). A new code
 * replaces any earlier one.
 */
export async function requestPortalCode(ctx: AppContext, typed: string, requestIp: string) {
  const { db } = ctx.database;
  const address = portalAddressOf(typed)!;
  const folded = foldedAddress(address);
  const answer = { channel: address.channel, validMinutes: PORTAL_CODE.validMinutes };
  // Every request from a network address counts, found or not: guessing who is a client costs the same.
  if ((await recordFailure(db, `portal-ip:${requestIp}`)) > PORTAL_CODE.perNetworkAddress)
    throw tooMany('PORTAL_TOO_MANY_CODES');
  if ((await recordFailure(db, addressCountKey(folded))) > PORTAL_CODE.perAddress)
    throw tooMany('PORTAL_TOO_MANY_CODES');

  const code = newCode();
  // One statement whoever asks: the borrower found (or not), their earlier code revoked, this one kept.
  const [recorded] = await db.execute<{ id: number }>(sql`
    with borrower as (${borrowersAt(address)}),
    revoked as (
      update ${portalCodes} set revoked_at = now(), pending_code = null
       where customer_id in (select id from borrower) and used_at is null and revoked_at is null)
    insert into ${portalCodes} (customer_id, channel, address, code_hash, expires_at, pending_code)
    select id, ${address.channel}, ${folded}, ${hashOpaqueToken(code)},
           now() + ${`${PORTAL_CODE.validMinutes} minutes`}::interval, ${code}
      from borrower
    returning id`);
  return { answer, codeId: recorded ? Number(recorded.id) : null };
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
      .set({ usedAt: sql`now()`, pendingCode: null })
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
