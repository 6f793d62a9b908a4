import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AccountRole, AccountType, EntryPart } from '../../../domain/accounting';
import type { LedgerKind } from '../../../domain/loanStatuses';
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
 * Which accounts each part of a ledger kind moves (domain/accounting.ts, STANDARD_MAPPING): one row
 * per kind and part, every one present, so that no ledger entry goes unbooked.
 */
export const glMappings = pgTable(
  'gl_mappings',
  {
    kind: text('kind').$type<Exclude<LedgerKind, 'REVERSAL'>>().notNull(),
    part: text('part').$type<EntryPart>().notNull(),
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
    /** What caused it: `LOAN_LEDGER` (a loan's ledger entry). */
    source: text('source').notNull(),
    /** The ledger kind, or the event's name. */
    kind: text('kind').notNull(),
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
