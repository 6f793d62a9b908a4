import { z } from 'zod';
import { customerComment, customerDocument, customerRecord, customerReference } from './customerRecords';

/*
 * A customer's access request (PIPEDA, principle 9): everything Guichet holds on the person, in
 * one archive. `personal-information.json` follows this schema; the two PDFs say the same in
 * words. Money is integer cents, calendar dates are YYYY-MM-DD, instants are ISO timestamps.
 */

const id = z.number().int();
const cents = z.number().int();
const instant = z.iso.datetime();
const day = z.iso.date();
const text = z.string().nullable();

/** The folder of the archive each kind of file is written to, and the JSON's own name. */
export const PERSONAL_INFORMATION_FILES = {
  json: 'personal-information.json',
  pdf: { fr: 'personal-information-fr.pdf', en: 'personal-information-en.pdf' },
  documents: 'documents/',
  contracts: 'contracts/',
} as const;

/** The archive's name: `informations-personnelles-<customer number>-<YYYY-MM-DD>.zip`. */
export const personalInformationFileName = (customerNumber: number, today: string) =>
  `informations-personnelles-${customerNumber}-${today}.zip`;

/** The profile: every field of the file, the whole SIN and the banking included. */
export const privacyProfile = customerRecord.omit({ sinMasked: true, mergeLock: true }).extend({ sin: text });

const paymentLine = z.object({
  id,
  number: id,
  kind: z.string(),
  dueDate: day,
  amountCents: cents,
  interestCents: cents,
  capitalCents: cents,
  membershipFeeCents: cents,
  feesCents: cents,
  balanceCents: cents,
  status: z.string(),
});

const ledgerEntry = z.object({
  id,
  kind: z.string(),
  entryDate: day,
  capitalCents: cents,
  interestCents: cents,
  feesCents: cents,
  paymentId: id.nullable(),
  reversesEntryId: id.nullable(),
  note: text,
  postedAt: instant,
});

export const privacyLoan = z.object({
  id,
  loanNumber: id,
  requestId: id,
  status: z.string(),
  depositStatus: z.string(),
  amountCents: cents,
  annualInterestRate: z.number(),
  apr: z.number(),
  frequency: z.string(),
  numberOfPayments: id,
  firstPaymentDate: day,
  brokerageFeeCents: cents,
  membershipFeeCents: cents,
  paymentProvider: z.string(),
  startDate: day.nullable(),
  endDate: day.nullable(),
  stoppedOn: day.nullable(),
  writtenOffOn: day.nullable(),
  contractSignedAt: instant.nullable(),
  createdAt: instant,
  deletedAt: instant.nullable(),
  /** What the borrower owes now: the sum of the ledger (capital, interest and fees). */
  owingCents: cents,
  payments: z.array(paymentLine),
  ledger: z.array(ledgerEntry),
});

export const privacyRequest = z.object({
  id,
  status: z.string(),
  requestedAmountCents: cents,
  approvedAmountCents: cents.nullable(),
  denialReason: text,
  origin: z.string(),
  ibvStatus: z.string(),
  createdAt: instant,
  statusChangedAt: instant,
});

/** A message Guichet sent the person (email, SMS, fax), as rendered. */
export const privacyMessage = z.object({
  id,
  channel: z.string(),
  language: z.string(),
  to: z.string(),
  subject: text,
  body: z.string(),
  status: z.string(),
  error: text,
  loanId: id.nullable(),
  createdAt: instant,
});

/** An email of the outbox addressed to the person (sign-in codes, contracts, notices). */
export const privacyEmail = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.string()),
  createdAt: instant,
  sentAt: instant.nullable(),
});

export const privacyContract = z.object({
  id: z.string(),
  loanId: id,
  channel: z.string(),
  language: z.string(),
  destination: z.string(),
  status: z.string(),
  sentAt: instant,
  signedAt: instant.nullable(),
  signerName: text,
  signerAddress: text,
  file: z.string(),
});

export const privacyDeposit = z.object({
  id,
  loanId: id,
  amountCents: cents,
  status: z.string(),
  provider: z.string(),
  interacEmail: text,
  transit: text,
  institution: text,
  account: text,
  createdAt: instant,
  completedAt: instant.nullable(),
});

export const privacyCollectionFile = z.object({
  id,
  loanId: id,
  status: z.string(),
  reason: z.string(),
  amountOwedCents: cents,
  openedOn: day,
  settledOn: day.nullable(),
  events: z.array(z.object({ kind: z.string(), day, detail: z.record(z.string(), z.unknown()) })),
});

export const privacyAgreement = z.object({
  id,
  loanId: id,
  status: z.string(),
  totalCents: cents,
  method: z.string(),
  createdAt: instant,
  payments: z.array(z.object({ number: id, dueDate: day, amountCents: cents, status: z.string() })),
});

/** The client portal: sign-ins (sessions), the codes sent to sign in, and the debit agreements accepted there. */
export const privacyPortal = z.object({
  signIns: z.array(z.object({ signedInAt: instant, lastSeenAt: instant, endedAt: instant.nullable() })),
  codes: z.array(z.object({ channel: z.string(), address: z.string(), sentAt: instant, usedAt: instant.nullable() })),
  padAuthorizations: z.array(
    z.object({
      bankTransit: z.string(),
      bankInstitution: z.string(),
      bankAccount: z.string(),
      language: z.string(),
      acceptedAt: instant,
      ipAddress: text,
      terms: z.unknown(),
    }),
  ),
});

/** One line of the audit trail naming the person, their requests or their loans. */
export const privacyAuditEntry = z.object({
  at: instant,
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  by: text,
  before: z.unknown(),
  after: z.unknown(),
});

export const personalInformation = z.object({
  format: z.literal('guichet-personal-information/1'),
  exportedAt: instant,
  /** The lender's business date the export was made on. */
  asOf: day,
  lender: z.string(),
  customer: privacyProfile,
  references: z.array(customerReference),
  comments: z.array(customerComment),
  requests: z.array(privacyRequest),
  loans: z.array(privacyLoan),
  deposits: z.array(privacyDeposit),
  collectionFiles: z.array(privacyCollectionFile),
  paymentAgreements: z.array(privacyAgreement),
  documents: z.array(customerDocument.omit({ downloadUrl: true }).extend({ file: z.string() })),
  contracts: z.array(privacyContract),
  messages: z.array(privacyMessage),
  emails: z.array(privacyEmail),
  portal: privacyPortal,
  audit: z.array(privacyAuditEntry),
});
export type PersonalInformation = z.infer<typeof personalInformation>;
