import { sql } from 'drizzle-orm';
import type { PortalLanguage } from '../../../domain/portal';
import { canadianE164, SmsGatewayError } from '../../adapters/sms';
import type { AppContext } from '../../context';
import { customers, portalCodes } from '../../db/schema';
import { startPeriodicJob, type PeriodicJob } from '../../periodicJob';
import { readCompanyName } from '../configuration/companyBranding';
import { portalCodeMail, portalCodeSms } from './portalCodeMessage';

/** How often codes waiting to be sent are looked for: a code lives ten minutes. */
export const PORTAL_CODE_DELIVERY_INTERVAL_MS = 15 * 1000;
/**
 * A sender that took a code this long ago and did not finish died (or its SMTP server hangs): the
 * code is taken again. Long enough that a slow SMTP exchange is not sent twice.
 */
const CLAIM_LAPSES_AFTER = '2 minutes';
const BATCH = 100;

type Claimed = {
  id: number;
  channel: 'EMAIL' | 'SMS';
  address: string;
  code: string;
  email: string | null;
  language: PortalLanguage;
};

/**
 * What came of one try: sent, failed for good (the code is not tried again), or to be tried again;
 * the reason is kept for whoever looks into the table (the borrower was answered long before).
 */
type Outcome = { sent: true } | { sent: false; error: string; final: boolean };

async function send(ctx: AppContext, row: Claimed, companyName: string): Promise<Outcome> {
  if (row.channel === 'EMAIL') {
    if (!row.email) return { sent: false, error: 'NO_EMAIL_ON_FILE', final: true };
    try {
      await ctx.mailer.send({
        ...portalCodeMail(row.email, row.code, companyName, row.language, Boolean(ctx.config.smtpUrl)),
        // The same key on every try: one outbox row, not sent again once the SMTP server took it.
        idempotencyKey: `portal-code-${row.id}`,
      });
      return { sent: true };
    } catch (error) {
      return { sent: false, error: String(error), final: false };
    }
  }
  try {
    const answer = await ctx.adapters.sms.send({
      to: canadianE164(row.address) ?? row.address,
      text: portalCodeSms(row.code, companyName, row.language),
      // The same key on every try: the gateway sends one text however often it is asked.
      idempotencyKey: `portal-code-${row.id}`,
    });
    if (answer.status === 'SENT') return { sent: true };
    return { sent: false, error: answer.error ?? 'NOT_DELIVERED', final: true };
  } catch (error) {
    // Refused outright (not a cellphone, a key reused): asking again changes nothing.
    if (error instanceof SmsGatewayError) return { sent: false, error: error.key, final: true };
    return { sent: false, error: String(error), final: false };
  }
}

/**
 * Sends the sign-in codes waiting on their rows (`only`: that one code, right after its answer).
 * Each is claimed first, so that the sender after the answer and the periodic one never both send
 * it, and cleared once sent. A try that failed, or whose sender died, is tried again when its
 * claim lapses, until the code dies; under the code's own key, so an email the SMTP server already
 * took and a text the gateway already took are not sent twice. Answers how many went.
 */
export async function deliverPortalCodes(ctx: AppContext, only?: number): Promise<number> {
  const { db } = ctx.database;
  // Codes that died waiting (expired, replaced, used) are not sent: their text is dropped.
  await db.execute(sql`
    update ${portalCodes} set pending_code = null
     where pending_code is not null and (expires_at <= now() or revoked_at is not null or used_at is not null)`);
  const claimed = await db.execute<Claimed>(sql`
    update ${portalCodes} p set delivery_claimed_at = now()
      from ${customers} c
     where c.id = p.customer_id and p.id in (
           select id from ${portalCodes}
            where pending_code is not null and expires_at > now() ${only === undefined ? sql`` : sql`and id = ${only}`}
              and (delivery_claimed_at is null or delivery_claimed_at < now() - ${CLAIM_LAPSES_AFTER}::interval)
            order by id limit ${BATCH}
              for update skip locked)
    returning p.id, p.channel, p.address, p.pending_code as code, c.email, c.language`);
  if (claimed.length === 0) return 0;
  const companyName = await readCompanyName(db);
  let sent = 0;
  for (const row of claimed) {
    const outcome = await send(ctx, { ...row, id: Number(row.id) }, companyName);
    if (outcome.sent) sent++;
    await db.execute(
      outcome.sent
        ? sql`update ${portalCodes} set pending_code = null, delivered_at = now(), delivery_error = null where id = ${row.id}`
        : outcome.final
          ? sql`update ${portalCodes} set pending_code = null, delivery_error = ${outcome.error} where id = ${row.id}`
          : sql`update ${portalCodes} set delivery_error = ${outcome.error} where id = ${row.id}`,
    );
  }
  return sent;
}

/** Sends what is waiting now and then every few seconds: codes whose sender died, tries that failed. */
export function startPortalCodeDelivery(ctx: AppContext, log: (line: string) => void): PeriodicJob {
  return startPeriodicJob('portal codes', PORTAL_CODE_DELIVERY_INTERVAL_MS, () => deliverPortalCodes(ctx), log);
}
