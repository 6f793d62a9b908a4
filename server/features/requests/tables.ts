import type { DenialReason, IBV_STATUSES, REQUEST_ORIGINS, RequestStatus } from '../../../domain/requests';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { users } from '../users/tables';

/**
 * Spec §3's Loan request. The applicant's name, email, city, province and phones are the
 * customer's (joined when read), so a corrected phone or a merge shows everywhere at once.
 * Amounts are cents.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<RequestStatus>().notNull().default('NEW'),
    requestedAmountCents: bigint('requested_amount_cents', { mode: 'number' }).notNull(),
    approvedAmountCents: bigint('approved_amount_cents', { mode: 'number' }),
    denialReason: text('denial_reason').$type<DenialReason>(),
    origin: text('origin').$type<(typeof REQUEST_ORIGINS)[number]>().notNull(),
    ibvStatus: text('ibv_status').$type<(typeof IBV_STATUSES)[number]>().notNull().default('NOT_SENT'),
    /** The existing customer this applicant matched (same SIN, email or phone) when it arrived. */
    duplicateOfCustomerId: integer('duplicate_of_customer_id').references(() => customers.id),
    createdBy: integer('created_by').references(() => users.id),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's usual question: one sidebar entry, newest first.
    index('requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('requests_created_idx').on(t.createdAt, t.id),
    index('requests_customer_idx').on(t.customerId, t.createdAt),
    index('requests_amount_idx').on(t.requestedAmountCents, t.id),
  ],
);
