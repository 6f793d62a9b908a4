import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { loans } from '../loans/tables';
import { messageTemplates } from '../configuration/tables';
import { users } from '../users/tables';
import { bytea } from '../../db/columns';

/**
 * Every message sent to a customer (email, SMS, fax), as rendered, with what its channel answered:
 * the customer's history shows it and a retry never sends twice (`idempotencyKey`).
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    loanId: integer('loan_id').references(() => loans.id),
    templateId: integer('template_id').references(() => messageTemplates.id),
    channel: text('channel').notNull(),
    language: text('language').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').notNull().default('QUEUED'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    idempotencyKey: text('idempotency_key').unique(),
    sentBy: integer('sent_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_messages_customer_idx').on(t.customerId, t.createdAt),
    // The minute job's look for messages a crash left SENDING.
    index('customer_messages_sending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'SENDING'`),
  ],
);

/**
 * A contract sent for a loan (email, fax or electronic signature): the PDF as sent, kept as the
 * record, and for e-signature the hashed token of the customer's signing page.
 */
export const contractEnvelopes = pgTable(
  'contract_envelopes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    channel: text('channel').notNull(),
    language: text('language').notNull(),
    destination: text('destination').notNull(),
    status: text('status').notNull().default('SENT'),
    providerReference: text('provider_reference'),
    signingTokenHash: text('signing_token_hash').unique(),
    pdf: bytea('pdf').notNull(),
    error: text('error'),
    sentBy: integer('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerAddress: text('signer_address'),
  },
  (t) => [index('contract_envelopes_loan_idx').on(t.loanId, t.sentAt)],
);
