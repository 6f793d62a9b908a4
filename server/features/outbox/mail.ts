import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** A file sent with a message; `cid` makes it an inline image the HTML names as `cid:<cid>` (the company logo). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Parts of the message that open an account (a reset token, a generated password): the SMTP
   * server gets them, the outbox keeps the message with each of them masked, so that reading the
   * outbox never gives a way into someone else's account.
   */
  secrets?: string[];
}

/** What the outbox shows instead of a secret. */
export const MASKED_SECRET = '[masqué · hidden]';

const maskSecrets = (text: string, secrets: readonly string[]) =>
  secrets.reduce((masked, secret) => (secret ? masked.replaceAll(secret, MASKED_SECRET) : masked), text);

/** What became of a message: its outbox row, and the SMTP server's message id when it went out. */
export interface MailReceipt {
  outboxId: number;
  /** True when an SMTP server accepted it; false when it waits in the outbox (no SMTP configured). */
  sent: boolean;
  messageId?: string;
}

export interface Mailer {
  /** Records the message in the outbox, then sends it over SMTP when configured (throws when SMTP refuses it). */
  send(message: MailMessage): Promise<MailReceipt>;
}

const toStoredAttachment = (file: MailAttachment) => ({
  filename: file.filename,
  contentType: file.contentType,
  contentBase64: file.content.toString('base64'),
  ...(file.cid ? { cid: file.cid } : {}),
});

/**
 * No message is silently lost: every one is kept in the outbox (attachments in base64). With SMTP
 * it is sent and marked sent (or its error kept); without SMTP administrators read it in the app.
 * Secrets are masked in the outbox copy (MailMessage.secrets).
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const attachments = message.attachments?.length ? message.attachments : undefined;
      const secrets = message.secrets ?? [];
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: message.to,
          subject: maskSecrets(message.subject, secrets),
          textBody: maskSecrets(message.text, secrets),
          htmlBody: message.html === undefined ? undefined : maskSecrets(message.html, secrets),
          attachments: attachments?.map(toStoredAttachment),
        })
        .returning({ id: outbox.id });
      if (!transport) return { outboxId: row.id, sent: false };
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: attachments?.map(({ filename, contentType, content, cid }) => ({
            filename,
            contentType,
            content,
            cid,
          })),
        });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        return { outboxId: row.id, sent: true, messageId: info.messageId };
      } catch (error) {
        await db
          .update(outbox)
          .set({ error: String(error) })
          .where(eq(outbox.id, row.id));
        throw error;
      }
    },
  };
}
