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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DepositPaymentStatus, DepositRecordStatus, DepositTransactionType } from '../../../domain/deposits';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { customers } from '../customers/tables';
import { loans } from '../loans/tables';
import { users } from '../users/tables';

const cents = (name: string) => bigint(name, { mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spec §3's Deposit: a loan's payout to its borrower, one per started loan. What it was sent to is
 * copied at sending (the customer's file may change afterwards; the transfer does not).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<DepositRecordStatus>().notNull().default('WAITING'),
    paymentStatus: text('payment_status').$type<DepositPaymentStatus>(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    transactionType: text('transaction_type').$type<DepositTransactionType>(),
    /** Each send is an attempt; the idempotency key the provider sees is the deposit and this number. */
    attempt: integer('attempt').notNull().default(0),
    transactionId: text('transaction_id'),
    manual: boolean('manual').notNull().default(false),
    interacEmail: text('interac_email'),
    question: text('question'),
    answer: text('answer'),
    confirmationCode: text('confirmation_code'),
    transit: text('transit'),
    institution: text('institution'),
    account: text('account'),
    memo: text('memo'),
    /** An errors.* key, with its parameters, as the deposits screen shows it. */
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    /** When an EFT goes out: the cut-off whose file carries it. */
    cutoffAt: instant('cutoff_at'),
    eftFileId: integer('eft_file_id'),
    cancellationFeeCents: cents('cancellation_fee_cents').notNull().default(0),
    /** The last provider event applied: an older one arriving late changes nothing. */
    providerSequence: integer('provider_sequence').notNull().default(0),
    sentBy: integer('sent_by').references(() => users.id),
    startedAt: instant('started_at'),
    processedAt: instant('processed_at'),
    completedAt: instant('completed_at'),
    cancelRequestedAt: instant('cancel_requested_at'),
    /** Its loan was deleted (before any money went out): the deposit is shown nowhere. */
    withdrawnAt: instant('withdrawn_at'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_loan_idx').on(t.loanId),
    // The deposits list: newest first, by status, by amount, each with the id as tie-break.
    index('deposits_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.withdrawnAt} is null`),
    index('deposits_status_created_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.withdrawnAt} is null`),
    index('deposits_amount_idx')
      .on(t.amountCents, t.id)
      .where(sql`${t.withdrawnAt} is null`),
    index('deposits_customer_idx').on(t.customerId),
    // The cut-off batch looks for EFTs waiting for a file.
    index('deposits_eft_queue_idx')
      .on(t.cutoffAt)
      .where(sql`${t.eftFileId} is null and ${t.paymentStatus} = 'IN_PROGRESS' and ${t.transactionType} = 'EFT'`),
  ],
);

/** What happened to a deposit, in order: sends, the provider's events, cancels, errors. */
export const depositEvents = pgTable(
  'deposit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    kind: text('kind').notNull(),
    /** The provider's own event id: a callback delivered twice is recorded once. */
    providerEventId: text('provider_event_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    actorId: integer('actor_id').references(() => users.id),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('deposit_events_deposit_idx').on(t.depositId, t.id),
    uniqueIndex('deposit_events_provider_idx').on(t.providerEventId),
    // A provider's day reconciled: the payouts it said were deposited, settled or returned that day.
    index('deposit_events_provider_moves_idx')
      .on(t.occurredAt)
      .where(sql`${t.kind} in ('PROVIDER_DEPOSITED', 'PROVIDER_SETTLED', 'PROVIDER_RETURNED')`),
  ],
);

/**
 * A CPA-005 file Guichet built at a cut-off and submitted to its provider: BUILT first (with the
 * items marked in the same transaction), SUBMITTED once the provider acknowledged it. A batch killed
 * in between submits the same file again under the same key: the provider takes it once.
 */
export const eftFiles = pgTable(
  'eft_files',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    creationNumber: integer('creation_number').notNull(),
    cutoffAt: instant('cutoff_at').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'BUILT' | 'SUBMITTED' | 'REJECTED'>().notNull().default('BUILT'),
    content: text('content').notNull(),
    creditCount: integer('credit_count').notNull(),
    creditCents: cents('credit_cents').notNull(),
    debitCount: integer('debit_count').notNull(),
    debitCents: cents('debit_cents').notNull(),
    providerReference: text('provider_reference'),
    createdAt: instant('created_at').notNull().defaultNow(),
    submittedAt: instant('submitted_at'),
  },
  (t) => [uniqueIndex('eft_files_provider_number_idx').on(t.provider, t.creationNumber)],
);
