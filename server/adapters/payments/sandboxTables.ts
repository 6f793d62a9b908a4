import { sql } from 'drizzle-orm';
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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StatementItemKind, StatementItemStatus } from '../../../domain/reconciliation';
import type { ProviderStatus } from './paymentProvider';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/*
 * The sandbox providers' own books, kept in Guichet's database only because the sandboxes run in
 * its process: a real provider keeps these on its side. Guichet's code never reads them; tests
 * and the kill-during-batch proof do, as "the provider's record".
 */

/** Every transaction a sandbox provider took, once per idempotency key. */
export const sandboxPaymentTransactions = pgTable(
  'sandbox_payment_transactions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What makes two requests "the same": a key reused for another one is refused. */
    fingerprint: text('fingerprint').notNull(),
    kind: text('kind').$type<'INTERAC' | 'EFT_CREDIT' | 'EFT_DEBIT'>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<ProviderStatus>().notNull(),
    /** When the transaction takes its next step by itself (null: it waits for nobody). */
    nextStepAt: instant('next_step_at'),
    sequence: integer('sequence').notNull().default(1),
    fileReference: text('file_reference'),
    /** The returns file a returned EFT item was reported in (null: not reported yet). */
    returnsFile: integer('returns_file'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_tx_key_idx').on(t.provider, t.idempotencyKey),
    index('sandbox_tx_next_idx')
      .on(t.nextStepAt)
      .where(sql`${t.nextStepAt} is not null`),
    index('sandbox_tx_unreported_idx')
      .on(t.provider)
      .where(sql`${t.status} = 'RETURNED' and ${t.returnsFile} is null and ${t.kind} <> 'INTERAC'`),
  ],
);

/** The returns files a sandbox published (I and J records), numbered from 1 per provider. */
export const sandboxReturnsFiles = pgTable(
  'sandbox_returns_files',
  {
    provider: text('provider').notNull(),
    number: integer('number').notNull(),
    content: text('content').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.number] })],
);

/** The callbacks a sandbox owes Guichet, delivered again until acknowledged. */
export const sandboxCallbacks = pgTable(
  'sandbox_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: instant('delivered_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_callbacks_pending_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** Files a sandbox accepted, by the idempotency key they came with. */
export const sandboxEftFiles = pgTable(
  'sandbox_eft_files',
  {
    reference: text('reference').primaryKey(),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    transactions: jsonb('transactions').$type<Record<string, string>>().notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [uniqueIndex('sandbox_eft_files_key_idx').on(t.provider, t.idempotencyKey)],
);

/**
 * The sandbox's settlement records: each item the day it settled, came back or was charged a fee
 * (a cancelled Interac transfer), with the provider's own service fee, for its daily statements.
 */
export const sandboxStatementItems = pgTable(
  'sandbox_statement_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    transactionId: text('transaction_id').notNull(),
    reference: text('reference').notNull(),
    kind: text('kind').$type<StatementItemKind>().notNull(),
    status: text('status').$type<StatementItemStatus>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    serviceFeeCents: bigint('service_fee_cents', { mode: 'number' }).notNull().default(0),
    /** Left out of the statement (the sandbox's rule for a lost item): kept to say what it would have been. */
    omitted: boolean('omitted').notNull().default(false),
  },
  (t) => [index('sandbox_statement_items_day_idx').on(t.provider, t.day)],
);
