import { and, eq } from 'drizzle-orm';
import type { CustomerMessageStatus, MessageChannel } from '../../../domain/messageTemplates';
import { SmsGatewayError } from '../../adapters/sms';
import type { AppContext } from '../../context';
import { customerMessages } from '../../db/schema';
import { audit } from '../audit/audit';
import type { MailMessage } from '../outbox/mail';

/** One message ready to go: rendered, its address checked. */
export interface Delivery {
  channel: MessageChannel;
  language: 'fr' | 'en';
  /** An email address, or a cellphone in E.164. */
  to: string;
  subject: string | null;
  /** What the customer reads: the email's text, or the SMS. */
  body: string;
  mail?: MailMessage;
}

export interface DeliveryContext {
  ctx: AppContext;
  /** Who sent it (null: the product itself), for the customer's History. */
  actorId: number | null;
  messageId: number;
  /** The caller's key; null when the message goes under its own (messageKey). */
  idempotencyKey: string | null;
  templateTitle: string;
  loanNumber: number | null;
}

interface Outcome {
  status: CustomerMessageStatus;
  providerMessageId: string | null;
  error: string | null;
}

/** The key a message goes under to its channel, at every try: the caller's, else the message's own. */
export const messageKey = (context: Pick<DeliveryContext, 'messageId' | 'idempotencyKey'>) =>
  context.idempotencyKey ?? `customer-message-${context.messageId}`;

/**
 * The channel's answer on the message row, and the customer's History tab told (sent or failed):
 * written only once the channel answered, so a crash before leaves the row SENDING, to be sent
 * again under the same key (resumeInterruptedMessages).
 */
async function record(context: DeliveryContext, delivery: Delivery, outcome: Outcome): Promise<void> {
  const { ctx, actorId, messageId } = context;
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerMessages)
      .set({ ...outcome, updatedAt: new Date() })
      .where(and(eq(customerMessages.id, messageId), eq(customerMessages.status, 'SENDING')))
      .returning({ customerId: customerMessages.customerId });
    // Another try (a send slower than its lease, resumed meanwhile) recorded it first: told once.
    if (!row) return;
    await audit(tx, {
      actorId,
      action: outcome.status === 'FAILED' ? 'customerMessage.failed' : 'customerMessage.sent',
      entity: 'customer',
      entityId: row.customerId,
      after: {
        template: context.templateTitle,
        channel: delivery.channel,
        to: delivery.to,
        subject: delivery.subject,
        loanNumber: context.loanNumber,
        status: outcome.status,
        // The bare code: the History tab names it from the errors group.
        error: outcome.error?.replace(/^errors\./, '') ?? null,
      },
    });
  });
}

/**
 * Over SMTP when configured (SENT), else into the outbox (QUEUED); an SMTP refusal is FAILED. Under
 * the message's key: the outbox copy recorded with the message is the one sent, never twice.
 */
export async function deliverEmail(context: DeliveryContext, delivery: Delivery): Promise<void> {
  let outcome: Outcome;
  try {
    const receipt = await context.ctx.mailer.send({ ...delivery.mail!, idempotencyKey: messageKey(context) });
    outcome = {
      status: receipt.sent ? 'SENT' : 'QUEUED',
      providerMessageId: receipt.messageId ?? `outbox-${receipt.outboxId}`,
      error: null,
    };
  } catch {
    outcome = { status: 'FAILED', providerMessageId: null, error: 'errors.EMAIL_SEND_FAILED' };
  }
  await record(context, delivery, outcome);
}

/** Through the SMS gateway, under the caller's key (or the message's own): a retry is never sent twice. */
export async function deliverSms(context: DeliveryContext, delivery: Delivery): Promise<void> {
  let outcome: Outcome;
  try {
    const answer = await context.ctx.adapters.sms.send({
      to: delivery.to,
      text: delivery.body,
      idempotencyKey: messageKey(context),
    });
    outcome = { status: answer.status, providerMessageId: answer.providerMessageId, error: answer.error ?? null };
  } catch (error) {
    outcome = {
      status: 'FAILED',
      providerMessageId: null,
      error: error instanceof SmsGatewayError ? error.key : 'errors.SMS_GATEWAY_UNAVAILABLE',
    };
  }
  await record(context, delivery, outcome);
}
