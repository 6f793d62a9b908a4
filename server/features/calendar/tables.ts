import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * The lender's own closures (issue 14): days administrators add on the calendar, which the payment
 * calendar skips like a holiday (domain/paymentCalendar.ts setLenderClosures).
 */
export const lenderClosures = pgTable('lender_closures', {
  day: date('day', { mode: 'string' }).primaryKey(),
  note: text('note'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
