import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { loans } from '../loans/tables';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** A month and its amounts by part (domain/yearEndAmounts.ts), in cents. */
const monthAmountColumns = () => ({
  /** The month's first day. */
  month: date('month', { mode: 'string' }).notNull(),
  capitalCharged: cents('capital_charged_cents'),
  capitalCollected: cents('capital_collected_cents'),
  interestCharged: cents('interest_charged_cents'),
  interestCollected: cents('interest_collected_cents'),
  deferralFeesCharged: cents('deferral_fees_charged_cents'),
  deferralFeesCollected: cents('deferral_fees_collected_cents'),
  transactionFeesCharged: cents('transaction_fees_charged_cents'),
  transactionFeesCollected: cents('transaction_fees_collected_cents'),
  nsfFeesCharged: cents('nsf_fees_charged_cents'),
  nsfFeesCollected: cents('nsf_fees_collected_cents'),
  membershipFeesCharged: cents('membership_fees_charged_cents'),
  membershipFeesCollected: cents('membership_fees_collected_cents'),
  brokerageFeesCharged: cents('brokerage_fees_charged_cents'),
  brokerageFeesCollected: cents('brokerage_fees_collected_cents'),
  /** What the month's entries moved the capital owed by (its balance at a month's end is the sum up to it). */
  balanceChange: cents('balance_change_cents'),
});

/**
 * Each loan's charged and collected amounts per month, by part (domain/yearEndAmounts.ts): what the
 * year-end and monthly reports and the dashboards add up, rather than walking two years of ledgers
 * on each reading. Written with the ledger entries themselves (postEntries: the months its new
 * entries fall in), rebuilt from the ledger when loans arrive by bulk copy (rebuildMonthAmounts).
 */
export const loanMonthAmounts = pgTable(
  'loan_month_amounts',
  {
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    ...monthAmountColumns(),
  },
  (t) => [primaryKey({ columns: [t.loanId, t.month] }), index('loan_month_amounts_month_idx').on(t.month)],
);

/**
 * The whole portfolio's month amounts, so that a report or the dashboard reads a row per month
 * rather than a row per loan and month. Only added to: a trigger on loan_month_amounts (migration
 * 0028) appends what each statement changed there, per month, so no writer waits on another's row;
 * a month's amounts are the sum of its rows, which the fold (./tallyFold.ts) now and
 * then replaces by one.
 */
export const portfolioMonthAmounts = pgTable('portfolio_month_amounts', monthAmountColumns());
