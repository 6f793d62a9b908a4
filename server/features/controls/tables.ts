import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ApprovalStatus, ControlledAction } from '../../../domain/controls';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/**
 * Four eyes (issue 35): an action made by one person (the maker) that waits for another (the
 * checker). It keeps the maker's request as they sent it, with the record's version then: approved,
 * it is applied at that version, or not at all (STALE) when the record changed meanwhile.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    action: text('action').$type<ControlledAction>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The record's version the maker saw (their request carries it too). */
    entityVersion: integer('entity_version'),
    /** The maker's request body, validated, as the action's service takes it. */
    payload: jsonb('payload').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    makerId: integer('maker_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ApprovalStatus>().notNull().default('PENDING'),
    checkerId: integer('checker_id').references(() => users.id),
    /** The checker's reason (required to reject), or why it went stale. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * What only the maker may read once, sealed (auth/sealedSecrets.ts): a new API key's secret,
     * created when the checker approved. Cleared once read.
     */
    resultSealed: text('result_sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('approval_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('approval_requests_maker_idx').on(t.makerId, t.createdAt),
  ],
);
