import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DebitStatus } from '../../../domain/debits';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import { loanPayments, loans } from '../loans/tables';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A payment line presented as a pre-authorized debit: one live debit per line (a cancelled one may
 * be followed by another). What was presented is copied: the line may change afterwards, the debit not.
 */
export const debits = pgTable(
  'debits',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => loanPayments.id),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<DebitStatus>().notNull().default('QUEUED'),
    attempt: integer('attempt').notNull().default(1),
    cutoffAt: instant('cutoff_at').notNull(),
    eftFileId: integer('eft_file_id'),
    transactionId: text('transaction_id'),
    returnCode: text('return_code'),
    returnedOn: date('returned_on', { mode: 'string' }),
    /** Returned, and the customer's NSF notice not sent yet (sent by the money job, once). */
    noticePending: boolean('notice_pending').notNull().default(false),
    /**
     * Returned before its line came due: the line is not paid by it, and the return (NSF, fee,
     * notices) is applied to the line on its date, by the money job.
     */
    returnPending: boolean('return_pending').notNull().default(false),
    /** The last provider event applied (an older one arriving late changes nothing). */
    providerSequence: integer('provider_sequence').notNull().default(0),
    presentedAt: instant('presented_at').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('debits_payment_live_idx')
      .on(t.paymentId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    // The reference a debit travels under (PAY-<payment>-<attempt>): receipts, callbacks and returns find it by this.
    uniqueIndex('debits_reference_idx').on(t.paymentId, t.attempt),
    index('debits_loan_idx').on(t.loanId),
    // The dashboard's NSF rate: the debits presented over a period, and how many came back.
    index('debits_due_status_idx').on(t.dueDate, t.status),
    // The rejections report: the returns of a range of days.
    index('debits_returned_idx')
      .on(t.returnedOn)
      .where(sql`${t.status} = 'RETURNED'`),
    index('debits_queue_idx')
      .on(t.provider, t.cutoffAt)
      .where(sql`${t.status} = 'QUEUED'`),
    index('debits_file_idx').on(t.eftFileId),
    index('debits_notice_idx')
      .on(t.id)
      .where(sql`${t.noticePending}`),
    index('debits_return_pending_idx')
      .on(t.id)
      .where(sql`${t.returnPending}`),
  ],
);

/**
 * A provider's returns file, read once: stored, and its returned items applied in the same
 * transaction (one idempotent unit; a file read again is found here and changes nothing).
 */
export const returnsFiles = pgTable(
  'returns_files',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    number: integer('number').notNull(),
    content: text('content').notNull(),
    debitsReturned: integer('debits_returned').notNull(),
    creditsReturned: integer('credits_returned').notNull(),
    /** Items naming nothing Guichet sent (or already returned): kept in the file, applied to nothing. */
    itemsIgnored: integer('items_ignored').notNull(),
    appliedAt: instant('applied_at').notNull(),
  },
  (t) => [uniqueIndex('returns_files_number_idx').on(t.provider, t.number)],
);
