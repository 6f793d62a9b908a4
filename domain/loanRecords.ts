import { z } from 'zod';
import {
  DEPOSIT_STATUSES,
  FEE_KINDS,
  LEDGER_KINDS,
  LOAN_STATUSES,
  PAYMENT_LINE_KINDS,
  PAYMENT_LINE_STATUSES,
  PAYMENT_PROVIDERS,
  STOP_DATE_CHOICES,
} from './loanStatuses';
import { FREQUENCIES } from './paymentFrequencies';
import { LOAN_ACTION_REASONS } from './loanActionReasons';
import { COLLECTION_REASONS, DEBIT_STATUSES } from './debits';

/*
 * What the loans routes answer, described once: each route's `response:` (so /api/docs says it)
 * and the browser's types (providers/loanWire.ts infers them). Money is integer cents, dates are
 * YYYY-MM-DD, instants ISO timestamps.
 */

const id = z.number().int();
const cents = z.number().int();
const calendarDate = z.iso.date();
const timestamp = z.iso.datetime();

/** One payment line of a loan (spec §3). */
export const paymentLineRecord = z.object({
  id,
  number: id,
  /** Its place in the schedule as it stands (1…scheduledPayments); null for manual payments and history. */
  position: id.nullable(),
  /** Deferred, cancelled or removed: no longer part of what is owed (shown folded away). */
  history: z.boolean(),
  kind: z.enum(PAYMENT_LINE_KINDS),
  status: z.enum(PAYMENT_LINE_STATUSES),
  date: calendarDate,
  amount: cents,
  interest: cents,
  capital: cents,
  membershipFee: cents,
  /** Interest and fees already owed (an NSF, a deferral fee…) collected with this payment. */
  fees: cents,
  balance: cents,
  /** Already submitted to the provider: it can no longer be deferred or stopped. */
  sent: z.boolean(),
  /** Its pre-authorized debit, once presented: where it stands, and a return's reason code. */
  debit: z.object({ status: z.enum(DEBIT_STATUSES), returnCode: z.string().nullable() }).nullable(),
  descriptionEN: z.string(),
  descriptionFR: z.string(),
});

/** One ledger entry: what it changed in what is owed (positive owes more). */
export const ledgerEntryRecord = z.object({
  id,
  kind: z.enum(LEDGER_KINDS),
  date: calendarDate,
  capital: cents,
  interest: cents,
  fees: cents,
  total: cents,
  /** What was owed after this entry, the ledger read in date order as a bank statement. */
  balanceAfter: cents,
  paymentId: id.nullable(),
  reversesEntryId: id.nullable(),
  reversed: z.boolean(),
  /** A rebate, hand-entered payment, deferral fee or NSF that can be removed now. */
  removable: z.boolean(),
  note: z.string().nullable(),
  postedAt: timestamp,
});

/** What the loan's flags allow now (domain/loanView.ts loanActions). */
export const loanActionFlags = z.object({
  modify: z.boolean(),
  start: z.boolean(),
  delete: z.boolean(),
  stop: z.boolean(),
  restart: z.boolean(),
  manualPayment: z.boolean(),
  stoppedLoanPayment: z.boolean(),
  increaseBalance: z.boolean(),
  rebate: z.boolean(),
  defer: z.boolean(),
  nsf: z.boolean(),
  changeProvider: z.boolean(),
  statement: z.boolean(),
  sendContract: z.boolean(),
  sendMessage: z.boolean(),
  writeOff: z.boolean(),
  recovery: z.boolean(),
  reverseWriteOff: z.boolean(),
});

/** Why each action does not apply now (null for those that do), said beside it on the screen. */
export const loanActionReasonsRecord = z.record(loanActionFlags.keyof(), z.enum(LOAN_ACTION_REASONS).nullable());

/** GET /api/loans/:id and the answer of every loan action (server/features/loans/loanDetail.ts). */
export const loanRecord = z.object({
  id,
  loanNumber: id,
  customerId: id,
  customerName: z.string(),
  customerLanguage: z.string(),
  requestId: id,
  status: z.enum(LOAN_STATUSES),
  depositStatus: z.enum(DEPOSIT_STATUSES),
  /** Its deposit, once started (the deposits screen it opens). */
  depositId: id.nullable(),
  collectionFileId: id.nullable(),
  amount: cents,
  annualInterestRate: z.number(),
  apr: z.number(),
  frequency: z.enum(FREQUENCIES),
  /** The terms the loan was made with. */
  numberOfPayments: id,
  /** The payments of the schedule as it stands, after deferrals and restarts. */
  scheduledPayments: id,
  firstPaymentDate: calendarDate,
  twiceMonthlyDays: z.array(id).nullable(),
  brokerageFee: cents,
  membershipFeePerPayment: cents,
  province: z.string().nullable(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  agentId: id.nullable(),
  agentName: z.string().nullable(),
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  stoppedOn: calendarDate.nullable(),
  contractSignedAt: timestamp.nullable(),
  createdAt: timestamp,
  version: id,
  /** The lender's business date (BUSINESS_DATE pins it): dialogs default their dates to it. */
  today: calendarDate,
  /** What the ledger says (domain/loanLedger.ts LoanTotals). */
  balance: cents,
  interest: cents,
  fees: cents,
  totalOwing: cents,
  paid: cents,
  nsfCount: id,
  /** Where it stands with collections after its returns (first, second, third NSF, account closed, …). */
  collectionReason: z.enum(COLLECTION_REASONS).nullable(),
  collectionSince: calendarDate.nullable(),
  rebates: cents,
  balanceIncrease: cents,
  interestCharged: cents,
  initialPayment: cents.nullable(),
  nextPayment: z.object({ id, date: calendarDate, amount: cents }).nullable(),
  payments: z.array(paymentLineRecord),
  ledger: z.array(ledgerEntryRecord),
  actions: loanActionFlags,
  actionReasons: loanActionReasonsRecord,
  stopChoices: z.array(z.object({ choice: z.enum(STOP_DATE_CHOICES), date: calendarDate })),
});

/** A row of GET /api/loans (a customer's Loans tab). */
export const loanListRecord = z.object({
  id,
  loanNumber: id,
  customerId: id,
  requestId: id,
  status: z.enum(LOAN_STATUSES),
  depositStatus: z.enum(DEPOSIT_STATUSES),
  amount: cents,
  frequency: z.enum(FREQUENCIES),
  numberOfPayments: id,
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  apr: z.number(),
  createdAt: timestamp,
  version: id,
  balance: cents,
  totalOwing: cents,
  customerName: z.string(),
  agentName: z.string().nullable(),
});

/** Spec §3's loan configuration as the loan engine reads it (domain/loanConfiguration.ts). */
export const loanConfigurationRecord = z.object({
  annualInterestRate: z.number(),
  defaultFrequency: z.enum(FREQUENCIES),
  delayDays: id,
  brokerageFee: cents,
  membershipFeePerPayment: cents,
  amountMatrix: z.array(z.object({ amount: cents, numberOfPayments: z.array(id) })),
  defaultPaymentProvider: z.enum(PAYMENT_PROVIDERS),
  debitLeadBusinessDays: id,
  nsfFeeCaps: z.array(z.object({ province: z.string(), amount: cents })),
  collectionDegrees: z.array(z.object({ fromDays: id, toDays: id.nullable(), nameFr: z.string(), nameEn: z.string() })),
  contactPacing: z.object({ contactsPerWeek: id, noContactOnHolidays: z.boolean() }),
  fees: z.array(z.object({ kind: z.enum(FEE_KINDS), amount: cents, effectiveDate: calendarDate })),
});

/** GET /api/loans/offer?customerId=: the configuration the new-loan dialog offers. */
export const loanOffer = loanConfigurationRecord.extend({
  today: calendarDate,
  province: z.string().nullable(),
  suggestedFirstPaymentDate: calendarDate,
});

/** GET /api/loans/agents: a user who made loans (the loans list's agent choices). */
export const loanAgent = z.object({ id, name: z.string() });

/** GET /api/loans/pending-requests?customerId=: accepted requests without a loan. */
export const pendingLoanRequest = z.object({
  id,
  createdAt: timestamp,
  requestedAmount: cents,
  approvedAmount: cents.nullable(),
  status: z.string(),
});

/** GET /api/configuration/loan (and what a save answers): the configuration, its version, every fee value ever set. */
export const loanConfigurationScreen = loanConfigurationRecord.omit({ fees: true }).extend({
  version: id,
  today: calendarDate,
  fees: z.array(
    z.object({
      id,
      kind: z.enum(FEE_KINDS),
      amount: cents,
      effectiveDate: calendarDate,
      /** The value charged today: the latest effective on or before today. */
      inForce: z.boolean(),
    }),
  ),
});
