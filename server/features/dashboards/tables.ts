import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * The dashboard's tallies (migration 0029): like the reports' (reports/tables.ts), only added to by
 * a trigger on the table they count, what each statement changed per key, and folded now and then
 * (reports/tallyFold.ts). A key's figures are the sum of its rows.
 */

/** Debits by the month they fall due: presented (gone to the bank) and returned (the NSF rate). */
export const debitMonthTotals = pgTable('debit_month_totals', {
  month: date('month', { mode: 'string' }).notNull(),
  presented: integer('presented').notNull(),
  returned: integer('returned').notNull(),
});

/** Requests by the month they came in (the lender's, America/Toronto) and their status: the funnel. */
export const requestMonthTotals = pgTable('request_month_totals', {
  month: date('month', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  requests: integer('requests').notNull(),
});
