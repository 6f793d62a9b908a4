import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { MessageChannel } from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import { customerMessages, loans, messageTemplates } from '../../db/schema';
import { recordedMail } from '../outbox/mail';
import { deliverEmail, deliverSms, messageKey, type Delivery, type DeliveryContext } from './messageDelivery';

/**
 * How long a message may stay SENDING before it is taken for interrupted: longer than a channel
 * takes to answer, short enough that a notice a crash stopped goes out within minutes.
 */
export const SENDING_LEASE_MS = 2 * 60 * 1000;

/** Messages taken again per run: a crash leaves a few in flight, never thousands. */
const TAKEN_PER_RUN = 200;

/**
 * Messages a crash left SENDING (claimed, their channel's answer never recorded) are sent again,
 * under the same key, once their lease is over: the SMS gateway answers a key it knows without
 * sending twice, and an email is its outbox copy recorded with the message, sent over SMTP only if
 * the server has not taken it (with the same Message-ID). Each row is taken by moving its lease on
 * in one conditional update, so two servers never resend the same one at once. `ids` limits the
 * look to those messages (a caller's retry). Answers how many were sent again.
 */
export async function resumeInterruptedMessages(
  ctx: AppContext,
  options: { ids?: number[]; leaseMs?: number } = {},
): Promise<number> {
  const { db } = ctx.database;
  const leaseMs = options.leaseMs ?? SENDING_LEASE_MS;
  const stale = and(
    eq(customerMessages.status, 'SENDING'),
    lt(customerMessages.updatedAt, sql`now() - ${leaseMs} * interval '1 millisecond'`),
    options.ids ? inArray(customerMessages.id, options.ids) : undefined,
  );
  const taken = await db
    .update(customerMessages)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        stale,
        inArray(
          customerMessages.id,
          db.select({ id: customerMessages.id }).from(customerMessages).where(stale).limit(TAKEN_PER_RUN),
        ),
      ),
    )
    .returning({ id: customerMessages.id });
  if (taken.length === 0) return 0;
  const rows = await db
    .select({ row: customerMessages, templateTitle: messageTemplates.title, loanNumber: loans.loanNumber })
    .from(customerMessages)
    .leftJoin(messageTemplates, eq(messageTemplates.id, customerMessages.templateId))
    .leftJoin(loans, eq(loans.id, customerMessages.loanId))
    .where(
      inArray(
        customerMessages.id,
        taken.map(({ id }) => id),
      ),
    )
    .orderBy(customerMessages.id);
  for (const { row, templateTitle, loanNumber } of rows) {
    const context: DeliveryContext = {
      ctx,
      actorId: row.sentBy,
      messageId: row.id,
      idempotencyKey: row.idempotencyKey,
      templateTitle: templateTitle ?? '',
      loanNumber,
    };
    const delivery: Delivery = {
      channel: row.channel as MessageChannel,
      language: row.language === 'en' ? 'en' : 'fr',
      to: row.toAddress,
      subject: row.subject,
      body: row.body,
    };
    if (delivery.channel === 'EMAIL') {
      // A message claimed before its outbox copy was kept with it goes as its text.
      delivery.mail = (await recordedMail(db, messageKey(context))) ?? {
        to: row.toAddress,
        subject: row.subject ?? '',
        text: row.body,
      };
      await deliverEmail(context, delivery);
    } else await deliverSms(context, delivery);
  }
  return rows.length;
}
