import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AccountRole, AccountType, MappingKind, MappingPart, TrialBalance } from '../../../domain/accounting';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { createdAt } from '../../db/columns';
import { loanLedgerEntries, loans } from '../loans/tables';
import { users } from '../users/tables';

/**
 * The chart of accounts (Configuration → Accounting). Seeded with the standard chart
 * (domain/accounting.ts) at the first start; an account once used is disabled, never deleted.
 */
export const glAccounts = pgTable('gl_accounts', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  type: text('type').$type<AccountType>().notNull(),
  /** Which account of the standard chart it is, when it is one (write-offs and the allowance find theirs by it). */
  role: text('role').$type<AccountRole>().unique(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Which accounts each part of a ledger kind moves (domain/accounting.ts, STANDARD_MAPPING), and each
 * provider movement (its one part `amount`): one row per kind and part, every one present, so that
 * no ledger entry or movement goes unbooked. The debit side is the fixed one (FIXED_ACCOUNT_ROLE).
 */
export const glMappings = pgTable(
  'gl_mappings',
  {
    kind: text('kind').$type<MappingKind>().notNull(),
    part: text('part').$type<MappingPart>().notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => glAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => glAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.kind, t.part] })],
);

/**
 * The journal: one entry per money event, balanced and never changed (triggers of migration 0037:
 * a correction is a reversing entry). Written in the same statement as the ledger entry that causes
 * it (loans/loanWrites.ts postEntries).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The day the books carry it on. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** The day of the event itself (a ledger entry's date). */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** What caused it (JOURNAL_SOURCES): a loan's ledger entry, a deposit, a provider's statement, a reconciliation. */
    source: text('source').notNull(),
    /** The ledger kind, or the movement's (MOVEMENT_KINDS). */
    kind: text('kind').notNull(),
    /** The provider whose money it moved, when a provider moved it (its clearing account has the lines). */
    provider: text('provider').$type<PaymentProvider>(),
    /** What the source calls it: a deposit's reference, a provider's day, a difference. A movement is booked once per reference. */
    sourceReference: text('source_reference'),
    loanId: integer('loan_id').references(() => loans.id),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' })
      .references(() => loanLedgerEntries.id)
      .unique(),
    actorId: integer('actor_id').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_date_idx').on(t.entryDate, t.id),
    index('journal_entries_loan_idx').on(t.loanId, t.id),
    // The journal filtered on one operation or one cause, newest first, walks its own entries only.
    index('journal_entries_kind_idx').on(t.kind, t.entryDate, t.id),
    index('journal_entries_source_idx').on(t.source, t.entryDate, t.id),
    // A provider's first movement (its days to reconcile start there).
    index('journal_entries_provider_idx')
      .on(t.provider, t.entryDate)
      .where(sql`${t.provider} is not null`),
    uniqueIndex('journal_entries_movement_once_idx')
      .on(t.kind, t.sourceReference)
      .where(sql`${t.sourceReference} is not null`),
  ],
);

/** The lines of the journal's entries: signed cents, a debit positive, a credit negative. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    /** The entry's date, here too: the day tallies and an account's ledger read lines alone. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => glAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountId, t.entryDate, t.id),
  ],
);

/**
 * Each account's movements per day, only added to (a trigger on journal_lines appends what each
 * statement wrote, so no writer waits on another's row) and folded now and then
 * (reports/tallyFold.ts): the trial balance at any date reads days, not millions of lines.
 */
export const journalDayTotals = pgTable(
  'journal_day_totals',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('journal_day_totals_day_idx').on(t.day, t.accountId)],
);

/**
 * The books' closed months (domain/accountingPeriods.ts): a row per closing, the trial balance as it
 * stood then; reopened, the row keeps who reopened it and why, and a later closing is a new row. The
 * books are open from the day after the last month closed and not reopened (`books_open_from()`,
 * migration 0039): the journal refuses an entry dated before it.
 */
export const closedMonths = pgTable(
  'closed_months',
  {
    id: serial('id').primaryKey(),
    month: text('month').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => users.id),
    /** Each account's balance at the month's end, as the accountant closed it. */
    trialBalance: jsonb('trial_balance').$type<TrialBalance>().notNull(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: integer('reopened_by').references(() => users.id),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    uniqueIndex('closed_months_closed_idx')
      .on(t.month)
      .where(sql`${t.reopenedAt} is null`),
  ],
);
