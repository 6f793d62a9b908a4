import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Every email: sent over SMTP when configured (sentAt set), otherwise kept here for administrators. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  /** Files sent with the message (a contract PDF): name, type and base64 content. */
  attachments:
    jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string; cid?: string }[]>(),
  /** A message owed to someone is recorded once under its key, and sent again under it until the server takes it. */
  idempotencyKey: text('idempotency_key').unique(),
});
