import { bigint, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * The payments due per day that the calendar shows (the lines the payments reports list:
 * reports/paymentReports.ts countedPaymentLine; their count and amount), so that a month reads a
 * row per day rather than every line of it. Only added to: triggers on loan_payments and on loans
 * (migrations 0028, 0034) append what each statement changed, per day, a loan started or deleted
 * taking its lines with it; a day's figures are the sum of its rows, which the fold
 * (reports/tallyFold.ts) now and then makes one.
 */
export const paymentDayTotals = pgTable('payment_day_totals', {
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  lines: integer('lines').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
});
