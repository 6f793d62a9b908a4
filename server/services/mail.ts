import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message in the outbox, then sends it over SMTP when configured. */
  send(message: MailMessage): Promise<void>;
}

/**
 * No message is silently lost: every one is kept in the outbox. With SMTP it is sent and marked
 * sent (or its error kept); without SMTP administrators read it in the app.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
        .returning({ id: outbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        await db.update(outbox).set({ error: String(error) }).where(eq(outbox.id, row.id));
        throw error;
      }
    },
  };
}
