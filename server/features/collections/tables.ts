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
import type {
  CollectionFileReason,
  CollectionFileStatus,
  CollectionStep,
  FileAgreement,
  FileEventKind,
  PromiseState,
} from '../../../domain/collections';
import type { RequestStatus } from '../../../domain/requests';
import { customers } from '../customers/tables';
import { loans } from '../loans/tables';
import { users } from '../users/tables';

const cents = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spec §3's collection file: a loan in arrears and the work on it. Its figures (amount owed, days
 * past due, degree, since, last payment) are the loan's arrears as of its last change or the day's
 * sweep, kept here so the lists filter and sort on them; nobody types them. A loan has at most one
 * file open; a settled file stays for its history.
 */
export const collectionFiles = pgTable(
  'collection_files',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<CollectionFileStatus>().notNull().default('OPEN'),
    reason: text('reason').$type<CollectionFileReason>().notNull(),
    amountOwedCents: cents('amount_owed_cents').notNull().default(0),
    daysPastDue: integer('days_past_due').notNull().default(0),
    since: day('since'),
    lastPaymentDate: day('last_payment_date'),
    /** Its position among the configured degrees; null while nothing is past due. */
    degree: integer('degree'),
    /** Past-due money was seen on it: once nothing is past due again, it settles by itself. */
    hadArrears: boolean('had_arrears').notNull().default(false),
    agreement: text('agreement').$type<FileAgreement>().notNull().default('NONE'),
    promiseState: text('promise_state').$type<PromiseState>().notNull().default('NONE'),
    expectedTransferOn: day('expected_transfer_on'),
    expectedAmountCents: cents('expected_amount_cents'),
    actualTransferOn: day('actual_transfer_on'),
    followUpOn: day('follow_up_on'),
    latestNote: text('latest_note'),
    stepsChecked: text('steps_checked')
      .array()
      .$type<CollectionStep[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    assignedTo: integer('assigned_to').references(() => users.id),
    /** The borrower's province, copied so the lists filter on the file alone (the sweep keeps it current). */
    province: text('province'),
    openedOn: day('opened_on').notNull(),
    lastReturnOn: day('last_return_on'),
    settledOn: day('settled_on'),
    /** The loan request's status before the file put it IN_COLLECTIONS: given back when the file settles. */
    requestStatusBefore: text('request_status_before').$type<RequestStatus>(),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_files_open_loan_idx')
      .on(t.loanId)
      .where(sql`${t.status} <> 'SETTLED'`),
    index('collection_files_loan_idx').on(t.loanId, t.id),
    // The lists: open files by what they sort on; the queues' own columns.
    index('collection_files_open_owed_idx')
      .on(t.amountOwedCents, t.id)
      .where(sql`${t.status} <> 'SETTLED'`),
    index('collection_files_open_days_idx')
      .on(t.daysPastDue, t.id)
      .where(sql`${t.status} <> 'SETTLED'`),
    index('collection_files_status_idx').on(t.status, t.id),
    index('collection_files_return_idx').on(t.lastReturnOn, t.id),
    index('collection_files_follow_up_idx')
      .on(t.followUpOn, t.id)
      .where(sql`${t.status} <> 'SETTLED'`),
    index('collection_files_promise_idx')
      .on(t.expectedTransferOn, t.id)
      .where(sql`${t.promiseState} = 'PENDING'`),
    index('collection_files_agent_idx').on(t.assignedTo, t.id),
    index('collection_files_customer_idx').on(t.customerId),
    index('collection_files_open_province_idx')
      .on(t.province, t.id)
      .where(sql`${t.status} <> 'SETTLED'`),
  ],
);

/**
 * A file's history: every change, note, contact attempt, promise and message, oldest first. A
 * contact is an event too, so counting the week's contacts for the pacing rule reads this table.
 */
export const collectionFileEvents = pgTable(
  'collection_file_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => collectionFiles.id),
    kind: text('kind').$type<FileEventKind>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    actorId: integer('actor_id').references(() => users.id),
    /** The business day it happened (contacts are paced by day). */
    businessDay: day('business_day').notNull(),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('collection_file_events_file_idx').on(t.fileId, t.id),
    index('collection_file_events_contact_idx')
      .on(t.fileId, t.businessDay)
      .where(sql`${t.kind} = 'CONTACT'`),
  ],
);
