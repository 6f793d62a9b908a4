import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every change: who, when, what before and after (the History and Logs tabs read it). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    /** The customer who acted through the borrower portal (actor_id is then null). */
    borrowerId: integer('borrower_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * When its before and after were erased (a person anonymized after the retention period): the
     * entry stays, and the chain vouches for it by the digest it had when sealed.
     */
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * The audit trail made tamper-evident (issue 35): every entry, once committed, is sealed in turn —
 * the digest of its content, and a hash (HMAC under a server secret) of that digest with the
 * previous seal's hash. Changing, removing or slipping in an entry breaks the chain from there on
 * (auditChain.ts verifies it). Entries and seals cannot be updated or deleted (triggers).
 */
export const auditChain = pgTable('audit_chain', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  auditId: bigint('audit_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => auditLog.id),
  entryDigest: text('entry_digest').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});
