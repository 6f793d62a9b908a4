import { bigint, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AgreementMethod,
  AgreementPaymentStatus,
  AgreementScope,
  AgreementStatus,
} from '../../../domain/paymentAgreements';
import { collectionFiles } from '../collections/tables';
import { customers } from '../customers/tables';
import { loanPayments, loans } from '../loans/tables';
import { users } from '../users/tables';

const cents = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spec §3's payment agreement: agreed payments replacing a loan's remaining schedule, made from its
 * collection file. The loan is stopped (its schedule removed) and each payment, once its money
 * arrived, is a payment on the loan's ledger.
 */
export const paymentAgreements = pgTable(
  'payment_agreements',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => collectionFiles.id),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').$type<AgreementStatus>().notNull().default('ACTIVE'),
    /** What was owed when it was agreed (all of it, or what was past due): the payments add up to it. */
    totalCents: cents('total_cents').notNull(),
    /** Agreements made before debits were offered were all paid by Interac. */
    method: text('method').$type<AgreementMethod>().notNull().default('INTERAC'),
    scope: text('scope').$type<AgreementScope>().notNull().default('BALANCE'),
    /** An agreement on the arrears: how many regular payments resume once it is kept. */
    resumePayments: integer('resume_payments'),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_agreements_file_idx').on(t.fileId), index('payment_agreements_status_idx').on(t.status, t.id)],
);

/** One agreed payment: its day, its amount, and the day its money arrived. */
export const agreementPayments = pgTable(
  'agreement_payments',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => paymentAgreements.id),
    number: integer('number').notNull(),
    dueDate: day('due_date').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<AgreementPaymentStatus>().notNull().default('SCHEDULED'),
    depositedOn: day('deposited_on'),
    /** A payment by debit: its line on the loan, which the debit collects like any payment. */
    paymentLineId: integer('payment_line_id').references(() => loanPayments.id),
  },
  (t) => [
    uniqueIndex('agreement_payments_number_idx').on(t.agreementId, t.number),
    index('agreement_payments_due_idx').on(t.status, t.dueDate),
  ],
);
