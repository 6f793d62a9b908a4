import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

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
}

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
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const attachments = message.attachments?.length ? message.attachments : undefined;
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
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
          attachments: attachments?.map(({ filename, contentType, content, cid }) => ({ filename, contentType, content, cid })),
        });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        return { outboxId: row.id, sent: true, messageId: info.messageId };
      } catch (error) {
        await db.update(outbox).set({ error: String(error) }).where(eq(outbox.id, row.id));
        throw error;
      }
    },
  };
}
