import { bigint, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProvisionMatrix } from '../../../domain/allowance';
import { journalEntries } from '../accounting/tables';
import { users } from '../users/tables';

/**
 * One computation of the allowance for credit losses at a month's end (domain/allowance.ts): the
 * portfolio's balances by collection degree, the rates then in force, and the change posted to the
 * books (the allowance brought to what it should be: a second run of the same month posts only
 * what moved since).
 */
export const allowanceRuns = pgTable(
  'allowance_runs',
  {
    id: serial('id').primaryKey(),
    month: text('month').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    owedCents: bigint('owed_cents', { mode: 'number' }).notNull(),
    allowanceCents: bigint('allowance_cents', { mode: 'number' }).notNull(),
    /** What the run posted: the allowance it found in the books at the month's end, brought to its own. */
    changeCents: bigint('change_cents', { mode: 'number' }).notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    matrix: jsonb('matrix').$type<ProvisionMatrix>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    computedBy: integer('computed_by').references(() => users.id),
  },
  (t) => [index('allowance_runs_month_idx').on(t.month, t.id)],
);

/** A run's figures for one bucket: the current loans (bucket 0) or a collection degree (its position + 1). */
export const allowanceRunLines = pgTable(
  'allowance_run_lines',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => allowanceRuns.id),
    bucket: integer('bucket').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    loans: integer('loans').notNull(),
    owedCents: bigint('owed_cents', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    allowanceCents: bigint('allowance_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.bucket] })],
);
