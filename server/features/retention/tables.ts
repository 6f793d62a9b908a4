import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RetentionReviewStatus } from '../../../domain/retention';
import { createdAt } from '../../db/columns';
import { customers } from '../customers/tables';
import { users } from '../users/tables';

/**
 * Issue 35's retention review: each month, the customers whose information is past its keeping
 * (domain/retention.ts), one line each; an administrator confirms (the anonymization job then
 * erases them) or keeps one with a reason. A customer is listed at most once a month.
 */
export const retentionReviews = pgTable(
  'retention_reviews',
  {
    id: serial('id').primaryKey(),
    /** YYYY-MM. */
    reviewMonth: text('review_month').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Their last activity when listed: what made them due. */
    lastActivity: date('last_activity', { mode: 'string' }).notNull(),
    status: text('status').$type<RetentionReviewStatus>().notNull().default('DUE'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why they were kept. */
    reason: text('reason'),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('retention_reviews_month_customer_idx').on(t.reviewMonth, t.customerId),
    index('retention_reviews_status_idx').on(t.status, t.id),
  ],
);
