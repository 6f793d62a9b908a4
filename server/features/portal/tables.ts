import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';

/**
 * A one-time sign-in code sent to a borrower (email or cellphone on file). Only its SHA-256 is
 * kept. It dies when used, when its tries run out, when it expires, or when a newer one is sent.
 */
export const portalCodes = pgTable(
  'portal_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull(),
    /** The address as the borrower typed it, folded: what the per-address limit counts. */
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer code replaced it, or its tries ran out. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The code itself while it waits to be sent: the sign-in answers before the email or text goes
     * out, so the sending (after the answer, retried after a crash) needs it. Cleared once sent, or
     * when the code dies first; only the hash stays.
     */
    pendingCode: text('pending_code'),
    /** When a sender took it (one at a time; a claim older than a few minutes was a sender that died). */
    deliveryClaimedAt: timestamp('delivery_claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Why the last try failed (an SMTP refusal, the carrier's answer). */
    deliveryError: text('delivery_error'),
  },
  (t) => [
    index('portal_codes_customer_idx').on(t.customerId, t.createdAt),
    index('portal_codes_address_idx').on(t.address, t.createdAt),
    index('portal_codes_pending_idx')
      .on(t.id)
      .where(sql`${t.pendingCode} is not null`),
  ],
);

/** A borrower's portal session: an opaque cookie, stored as its SHA-256, never a staff token. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('portal_sessions_customer_idx').on(t.customerId)],
);

/**
 * A pre-authorized debit agreement the borrower accepted in the portal (Payments Canada Rule H1):
 * the account, and the agreement's whole text as shown, in the language it was read in.
 */
export const padAuthorizations = pgTable(
  'pad_authorizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    bankTransit: text('bank_transit').notNull(),
    bankInstitution: text('bank_institution').notNull(),
    bankAccount: text('bank_account').notNull(),
    language: text('language').$type<'fr' | 'en'>().notNull(),
    /** The elements the agreement stated (payee, contact, amounts, frequency, notice, recourse). */
    terms: jsonb('terms').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
  },
  (t) => [index('pad_authorizations_customer_idx').on(t.customerId, t.acceptedAt)],
);
