import type {
  DepositStatus,
  FeeKind,
  LedgerKind,
  LoanStatus,
  PaymentLineKind,
  PaymentLineStatus,
  PaymentProvider,
} from '../../../domain/loanStatuses';
import type { Frequency } from '../../../domain/paymentFrequencies';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NsfFeeCap } from '../../../domain/debits';
import { DEFAULT_COLLECTION_DEGREES, type CollectionDegree } from '../../../domain/collectionDegrees';
import type { AmountMatrixRow } from '../../../domain/loanConfiguration';
import { customers } from '../customers/tables';
import { requests } from '../requests/tables';
import { users } from '../users/tables';

const cents = (name: string) => bigint(name, { mode: 'number' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Spec §3's loan configuration, one row. The rate is an exact decimal (percent, four places), never
 * a float. The configuration issue adds its screen; the loan engine reads it.
 */
export const loanConfiguration = pgTable('loan_configuration', {
  id: integer('id').primaryKey().default(1),
  annualInterestRate: numeric('annual_interest_rate', { precision: 7, scale: 4, mode: 'number' }).notNull(),
  defaultFrequency: text('default_frequency').$type<Frequency>().notNull(),
  delayDays: integer('delay_days').notNull(),
  brokerageFeeCents: cents('brokerage_fee_cents').notNull(),
  membershipFeeCents: cents('membership_fee_cents').notNull(),
  amountMatrix: jsonb('amount_matrix').$type<AmountMatrixRow[]>().notNull(),
  /** The provider new loans go through: set with the provider's team, never from the screen. */
  defaultPaymentProvider: text('default_payment_provider').$type<PaymentProvider>().notNull().default('CARD'),
  /** Business days before its date each payment is presented as a pre-authorized debit. */
  debitLeadBusinessDays: integer('debit_lead_business_days').notNull().default(2),
  /** Provinces' caps on the NSF fee (dishonoured-payment rules). */
  nsfFeeCaps: jsonb('nsf_fee_caps')
    .$type<NsfFeeCap[]>()
    .notNull()
    .default(sql`'[{"province":"ON","amount":2000}]'::jsonb`),
  /** The delinquency ranges collection files move through (days past due). */
  collectionDegrees: jsonb('collection_degrees')
    .$type<CollectionDegree[]>()
    .notNull()
    .default(sql.raw(`'${JSON.stringify(DEFAULT_COLLECTION_DEGREES)}'::jsonb`)),
  /** Contact pacing (Ontario's rule by default): contacts allowed in any seven days, and none on a statutory holiday. */
  contactsPerWeek: integer('contacts_per_week').notNull().default(3),
  noContactOnHolidays: boolean('no_contact_on_holidays').notNull().default(true),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/** Each fee with the date it takes effect: an earlier row stays in force for what happened before. */
export const loanFees = pgTable(
  'loan_fees',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<FeeKind>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loan_fees_kind_date_idx').on(t.kind, t.effectiveDate)],
);

/** Loan numbers are their own sequence, shown to borrowers and on contracts. */
export const loanNumberSeq = pgSequence('loan_number_seq', { startWith: 500001 });

/**
 * Spec §3's Loan: its terms as agreed. Its money figures (balance, interest, fees, total owing, NSF
 * count, rebates) are never stored: they are sums of its ledger.
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    loanNumber: bigint('loan_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('loan_number_seq')`),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    status: text('status').$type<LoanStatus>().notNull().default('PENDING'),
    depositStatus: text('deposit_status').$type<DepositStatus>().notNull().default('NONE'),
    amountCents: cents('amount_cents').notNull(),
    annualInterestRate: numeric('annual_interest_rate', { precision: 7, scale: 4, mode: 'number' }).notNull(),
    frequency: text('frequency').$type<Frequency>().notNull(),
    numberOfPayments: integer('number_of_payments').notNull(),
    firstPaymentDate: date('first_payment_date', { mode: 'string' }).notNull(),
    twiceMonthlyDays: integer('twice_monthly_days').array(),
    brokerageFeeCents: cents('brokerage_fee_cents').notNull(),
    membershipFeeCents: cents('membership_fee_cents').notNull(),
    /** Its payment calendar: Quebec loans also skip the Fête nationale. */
    province: text('province'),
    apr: numeric('apr', { precision: 9, scale: 4, mode: 'number' }).notNull(),
    paymentProvider: text('payment_provider').$type<PaymentProvider>().notNull(),
    agentId: integer('agent_id').references(() => users.id),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    stoppedOn: date('stopped_on', { mode: 'string' }),
    /** The day what it owed was written off (issue 34); null again once the write-off is undone. */
    writtenOffOn: date('written_off_on', { mode: 'string' }),
    /** The day a renewal offer was sent from the renewals report (spec §3's "renewal notification sent"). */
    renewalOfferSentOn: date('renewal_offer_sent_on', { mode: 'string' }),
    /** Where it stands with collections after its returns (FIRST_NSF, ACCOUNT_CLOSED, …), and since when. */
    collectionReason: text('collection_reason'),
    collectionSince: date('collection_since', { mode: 'string' }),
    contractSignedAt: timestamp('contract_signed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('loans_customer_idx').on(t.customerId, t.createdAt),
    index('loans_status_idx').on(t.status, t.id),
    // The dashboard's loans by status, counted from this index alone.
    index('loans_live_status_idx')
      .on(t.status)
      .where(sql`${t.deletedAt} is null`),
    // The loans list filtered by agent, and its agent choices.
    index('loans_agent_idx').on(t.agentId, t.createdAt),
    // The renewals report: active loans near their end.
    index('loans_active_end_idx')
      .on(t.endDate)
      .where(sql`${t.status} = 'ACTIVE' and ${t.deletedAt} is null`),
    // Spec §8: one loan per request ("loan already created from the request"); a deleted loan frees it.
    uniqueIndex('loans_request_live_idx')
      .on(t.requestId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Spec §3's payment line: the schedule, plus the payments agents enter by hand. */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    number: integer('number').notNull(),
    kind: text('kind').$type<PaymentLineKind>().notNull().default('SCHEDULED'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    interestCents: cents('interest_cents').notNull(),
    capitalCents: cents('capital_cents').notNull(),
    membershipFeeCents: cents('membership_fee_cents').notNull(),
    /** Interest and fees already owed, collected with this payment. */
    feesCents: cents('fees_cents').notNull().default(0),
    balanceCents: cents('balance_cents').notNull(),
    status: text('status').$type<PaymentLineStatus>().notNull().default('SCHEDULED'),
    /** Presented as a pre-authorized debit (the debit says where it stands); set once, never unset. */
    presented: boolean('presented').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('loan_payments_number_idx').on(t.loanId, t.number),
    // What the settlement job looks for: scheduled payments by date.
    index('loan_payments_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'SCHEDULED'`),
    // The past payments report: every line of a range of days.
    index('loan_payments_date_idx').on(t.dueDate),
    // What the minute job's debit presentation looks for: scheduled payments no debit has taken yet.
    index('loan_payments_unpresented_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'SCHEDULED' and not ${t.presented}`),
    check(
      'loan_payments_amount_parts',
      sql`${t.amountCents} = ${t.capitalCents} + ${t.interestCents} + ${t.membershipFeeCents} + ${t.feesCents}`,
    ),
  ],
);

/**
 * The loan's ledger: every money event, immutable (a trigger refuses UPDATE and DELETE). What the
 * borrower owes is the sum of its entries; a correction is a REVERSAL naming the entry it cancels,
 * and an entry is reversed at most once.
 */
export const loanLedgerEntries = pgTable(
  'loan_ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    capitalCents: cents('capital_cents').notNull().default(0),
    interestCents: cents('interest_cents').notNull().default(0),
    feesCents: cents('fees_cents').notNull().default(0),
    paymentId: integer('payment_id').references(() => loanPayments.id),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_ledger_loan_idx').on(t.loanId, t.id),
    uniqueIndex('loan_ledger_reversal_once_idx')
      .on(t.reversesEntryId)
      .where(sql`${t.kind} = 'REVERSAL'`),
    // A payment is collected once: one PAYMENT entry per scheduled line.
    uniqueIndex('loan_ledger_payment_once_idx')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'PAYMENT'`),
  ],
);
