import nodemailer from 'nodemailer';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
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
  /**
   * A message owed to someone (a customer's notice) carries a key: sent again under it (a retry
   * after a crash), it is the same outbox row, not sent again once the SMTP server took it, and
   * sent with the same Message-ID (a mail server or client shows one message however many came).
   */
  idempotencyKey?: string;
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
  /**
   * Records the message in the outbox, then sends it over SMTP when configured (throws when SMTP
   * refuses it). With an idempotency key already recorded, its row is the one sent, and only when
   * the SMTP server has not taken it yet.
   */
  send(message: MailMessage): Promise<MailReceipt>;
}

const toStoredAttachment = (file: MailAttachment) => ({
  filename: file.filename,
  contentType: file.contentType,
  contentBase64: file.content.toString('base64'),
  ...(file.cid ? { cid: file.cid } : {}),
});

type StoredMail = typeof outbox.$inferSelect;

const outboxValues = (message: MailMessage) => {
  const attachments = message.attachments?.length ? message.attachments : undefined;
  const secrets = message.secrets ?? [];
  return {
    toAddress: message.to,
    subject: maskSecrets(message.subject, secrets),
    textBody: maskSecrets(message.text, secrets),
    htmlBody: message.html === undefined ? undefined : maskSecrets(message.html, secrets),
    attachments: attachments?.map(toStoredAttachment),
    idempotencyKey: message.idempotencyKey,
  };
};

/**
 * Records a message owed to someone in the outbox, in the caller's transaction, before it is sent
 * (Mailer.send under the same key sends this row): a crash after the commit leaves what to send.
 * Its secrets would be masked in the copy, so a message with secrets is never recorded ahead.
 */
export async function recordMail(tx: Tx | Db, message: MailMessage & { idempotencyKey: string }): Promise<void> {
  if (message.secrets?.length) throw new Error('a message with secrets is sent at once, never recorded ahead');
  await tx.insert(outbox).values(outboxValues(message)).onConflictDoNothing({ target: outbox.idempotencyKey });
}

/** The message recorded under a key, as it was given (its attachments decoded), when there is one. */
export async function recordedMail(db: Db, idempotencyKey: string): Promise<MailMessage | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.idempotencyKey, idempotencyKey));
  if (!row) return undefined;
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    attachments: row.attachments?.map(({ filename, contentType, contentBase64, cid }) => ({
      filename,
      contentType,
      content: Buffer.from(contentBase64, 'base64'),
      ...(cid ? { cid } : {}),
    })),
    idempotencyKey,
  };
}

/** The Message-ID of the mail sent under a key: the same at every try. */
function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'guichet.local';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

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
      const key = message.idempotencyKey;
      let [row]: Pick<StoredMail, 'id' | 'sentAt'>[] = await db
        .insert(outbox)
        .values(outboxValues(message))
        .onConflictDoNothing({ target: outbox.idempotencyKey })
        .returning({ id: outbox.id, sentAt: outbox.sentAt });
      if (!row && key !== undefined)
        [row] = await db
          .select({ id: outbox.id, sentAt: outbox.sentAt })
          .from(outbox)
          .where(eq(outbox.idempotencyKey, key));
      const messageId = key === undefined ? undefined : messageIdOf(key, options.from);
      if (!transport) return { outboxId: row.id, sent: false };
      // The SMTP server took it before (the crash came after): not sent twice.
      if (row.sentAt) return { outboxId: row.id, sent: true, messageId };
      try {
        const info = await transport.sendMail({
          messageId,
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
        await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, row.id));
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
