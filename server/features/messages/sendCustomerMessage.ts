import { eq } from 'drizzle-orm';
import type { Placeholder } from '../../../domain/messagePlaceholders';
import type { CustomerMessageRecord, MessageChannel } from '../../../domain/messageTemplates';
import { canadianE164 } from '../../adapters/sms';
import type { AppContext } from '../../context';
import { customerMessages } from '../../db/schema';
import { refuse } from '../../http/errors';
import { recordMail, type MailAttachment } from '../outbox/mail';
import type { UserRow } from '../users/userQueries';
import { readCustomerMessages } from './customerMessageRecords';
import { deliverEmail, deliverSms, messageKey, type Delivery } from './messageDelivery';
import { resumeInterruptedMessages } from './interruptedMessages';
import { findTemplate } from './messageTemplateStore';
import { readMessageSetting, type ExtraValues, type MessageSetting } from './messageSetting';
import { LOGO_CID } from './emailLayout';
import { renderEmail, renderSms, type RenderSetting } from './renderMessage';

export interface SendCustomerMessageRequest {
  /** The template by its id (an agent's choice) or its code (what the product sends: 'IBV_REQUEST'). */
  templateId?: number;
  templateCode?: string;
  customerId: number;
  /** The loan the message is about; by default the customer's latest. */
  loanId?: number | null;
  channels: MessageChannel[];
  /** Values only the caller knows (extraValues.ibvLink); they also override what the records say. */
  extraValues?: ExtraValues;
  /** A retry with the same key sends nothing twice and answers the messages of the first call. */
  idempotencyKey?: string;
  /** Files sent with the email (a contract PDF); never by SMS. */
  attachments?: MailAttachment[];
}

type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

async function templateOf(ctx: AppContext, request: SendCustomerMessageRequest): Promise<TemplateRow> {
  const template =
    request.templateId !== undefined
      ? await findTemplate(ctx.database.db, { id: request.templateId })
      : request.templateCode !== undefined
        ? await findTemplate(ctx.database.db, { code: request.templateCode })
        : undefined;
  if (!template) throw refuse('MESSAGE_TEMPLATE_NOT_FOUND');
  return template;
}

const refuseMissing = (missing: Placeholder[]) => {
  if (missing.length > 0) throw refuse('MESSAGE_VALUE_MISSING', { placeholder: `{{${missing[0]}}}` });
};

/**
 * Renders every channel asked for before anything goes out, so that a refusal (channel disabled,
 * no address, a value missing) sends nothing at all.
 */
function prepare(template: TemplateRow, setting: MessageSetting, request: SendCustomerMessageRequest): Delivery[] {
  const { customer, language, branding } = setting;
  if (customer.status === 'MERGED') throw refuse('CUSTOMER_MERGED', { mergedIntoId: customer.mergedIntoId });
  const render: RenderSetting = {
    language,
    frame: setting.frame,
    companyName: branding.companyName,
    logoSrc: branding.logoPng ? `cid:${LOGO_CID}` : null,
    values: setting.valuesFor(language),
  };
  return request.channels.map((channel): Delivery => {
    if (channel === 'EMAIL') {
      if (!template.emailEnabled) throw refuse('MESSAGE_EMAIL_DISABLED');
      if (!customer.email) throw refuse('CUSTOMER_HAS_NO_EMAIL');
      const email = renderEmail(template, render);
      refuseMissing(email.missing);
      const logo: MailAttachment[] = branding.logoPng
        ? [{ filename: 'logo.png', contentType: 'image/png', content: branding.logoPng, cid: LOGO_CID }]
        : [];
      return {
        channel,
        language,
        to: customer.email,
        subject: email.subject,
        body: email.text,
        mail: {
          to: customer.email,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: [...logo, ...(request.attachments ?? [])],
        },
      };
    }
    if (!template.smsEnabled) throw refuse('MESSAGE_SMS_DISABLED');
    if (!customer.cellPhone) throw refuse('CUSTOMER_HAS_NO_CELLPHONE');
    const to = canadianE164(customer.cellPhone);
    if (!to) throw refuse('CUSTOMER_CELLPHONE_INVALID');
    const sms = renderSms(template, render);
    refuseMissing(sms.missing);
    if (!sms.text) throw refuse('MESSAGE_SMS_EMPTY');
    return { channel, language, to, subject: null, body: sms.text };
  });
}

/**
 * Sends a template to a customer in their language, by email (header and footer around it, the
 * company's logo inline) and/or SMS. Each message becomes a customer_messages row with what its
 * channel answered, and an audit row on the customer (their History tab says "message sent").
 * A failed channel is recorded FAILED with its reason and does not stop the other. A message is
 * marked SENT (or QUEUED, FAILED) only once its channel answered.
 */
export async function sendCustomerMessage(
  ctx: AppContext,
  actor: UserRow | null,
  request: SendCustomerMessageRequest,
): Promise<CustomerMessageRecord[]> {
  const template = await templateOf(ctx, request);
  const setting = await readMessageSetting(ctx.database.db, request.customerId, request.loanId, request.extraValues);
  const deliveries = prepare(template, setting, request);
  const ids: number[] = [];
  for (const delivery of deliveries) {
    const key = request.idempotencyKey ? `${request.idempotencyKey}:${delivery.channel}` : null;
    // The row is claimed first, with the email's outbox copy, in one transaction: a retry (or a
    // double click) with the same key finds it and sends nothing, and a crash before the channel
    // answers leaves it SENDING with all it takes to send it again (resumeInterruptedMessages).
    const claimed = await ctx.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerMessages)
        .values({
          customerId: setting.customer.id,
          loanId: setting.loan?.id ?? null,
          templateId: template.id,
          channel: delivery.channel,
          language: delivery.language,
          toAddress: delivery.to,
          subject: delivery.subject,
          body: delivery.body,
          status: 'SENDING',
          idempotencyKey: key,
          sentBy: actor?.id ?? null,
        })
        .onConflictDoNothing({ target: customerMessages.idempotencyKey })
        .returning({ id: customerMessages.id });
      if (row && delivery.mail)
        await recordMail(tx, {
          ...delivery.mail,
          idempotencyKey: messageKey({ messageId: row.id, idempotencyKey: key }),
        });
      return row;
    });
    if (!claimed) {
      const [earlier] = await ctx.database.db
        .select({ id: customerMessages.id })
        .from(customerMessages)
        .where(eq(customerMessages.idempotencyKey, key!));
      // Left SENDING by a crash (its lease over): sent now under its key rather than forgotten.
      await resumeInterruptedMessages(ctx, { ids: [earlier.id] });
      ids.push(earlier.id);
      continue;
    }
    const context = {
      ctx,
      actorId: actor?.id ?? null,
      messageId: claimed.id,
      idempotencyKey: key,
      templateTitle: template.title,
      loanNumber: setting.loan?.loanNumber ?? null,
    };
    await (delivery.channel === 'EMAIL' ? deliverEmail(context, delivery) : deliverSms(context, delivery));
    ids.push(claimed.id);
  }
  return readCustomerMessages(ctx.database.db, ids);
}
