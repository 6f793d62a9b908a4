import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import type {
  DifferenceKind,
  DifferenceResolution,
  ProviderDayStatus,
  StatementItemKind,
  StatementItemStatus,
} from '../../../domain/reconciliation';
import { journalEntries } from '../accounting/tables';
import { users } from '../users/tables';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A provider's day, once its statement was taken: what Guichet expected against what the provider
 * reports, RECONCILED when no difference is left unresolved (a month closes only on such days).
 */
export const providerDays = pgTable(
  'provider_days',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<ProviderDayStatus>().notNull(),
    /** Money into the provider's hands by Guichet's records (debits taken, less payouts and returns), signed cents. */
    expectedCents: bigint('expected_cents', { mode: 'number' }).notNull(),
    /** The same by the provider's statement. */
    reportedCents: bigint('reported_cents', { mode: 'number' }).notNull(),
    expectedItems: integer('expected_items').notNull(),
    reportedItems: integer('reported_items').notNull(),
    /** What the provider charged that day (not item by item), and what it sent to the bank (negative: drew from it). */
    serviceFeesCents: bigint('service_fees_cents', { mode: 'number' }).notNull(),
    transferredCents: bigint('transferred_cents', { mode: 'number' }).notNull(),
    takenAt: instant('taken_at').notNull().defaultNow(),
    takenBy: integer('taken_by').references(() => users.id),
    reconciledAt: instant('reconciled_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] }), index('provider_days_status_idx').on(t.status, t.day)],
);

/** The provider's statement of a day, item by item, as it gave it. */
export const providerStatementItems = pgTable(
  'provider_statement_items',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    kind: text('kind').$type<StatementItemKind>().notNull(),
    status: text('status').$type<StatementItemStatus>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    transactionId: text('transaction_id'),
  },
  (t) => [index('provider_statement_items_day_idx').on(t.provider, t.day)],
);

/**
 * One item on which Guichet and the provider disagree for a day: missing from the statement, extra
 * on it, or of another amount. Resolved once, by someone, with a note and for an adjustment its
 * journal entry.
 */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    kind: text('kind').$type<StatementItemKind>().notNull(),
    status: text('status').$type<StatementItemStatus>().notNull(),
    difference: text('difference').$type<DifferenceKind>().notNull(),
    expectedCents: bigint('expected_cents', { mode: 'number' }),
    reportedCents: bigint('reported_cents', { mode: 'number' }),
    resolution: text('resolution').$type<DifferenceResolution>(),
    note: text('note'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: instant('resolved_at'),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).references(() => journalEntries.id),
  },
  (t) => [index('reconciliation_differences_day_idx').on(t.provider, t.day, t.id)],
);
