import { z } from 'zod';
import { PROVINCE_CODES } from './canada';
import {
  CUSTOMER_STATUSES,
  GENDERS,
  HOUSING_STATUSES,
  INCOME_SOURCE_TYPES,
  LANGUAGES,
  PAY_FREQUENCIES,
  REFERENCE_RELATIONSHIPS,
} from './customerFields';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './customerDocuments';

/*
 * What the customers routes answer, described once: each route's `response:` (so /api/docs says
 * it) and the browser's types (providers/customerWire.ts infers them). Answers are plain shapes,
 * without the input schemas' clean-ups (the serializer checks an answer against them as it is).
 */

const id = z.number().int();
const timestamp = z.iso.datetime();
const calendarDate = z.iso.date();
const text = z.string().nullable();
const optionalText = z.string().nullable().optional();
const optionalDate = calendarDate.nullable().optional();
const optionalCents = z.number().int().nullable().optional();

/** Who holds a customer for a merge, and until when (the lock ends by itself then). */
export const mergeLock = z.object({ userId: id, userName: z.string(), until: timestamp });

const customerJobAnswer = z.object({
  employerName: optionalText,
  supervisorName: optionalText,
  phone: optionalText,
  phoneExt: optionalText,
  positionTitle: optionalText,
  hiringDate: optionalDate,
  payFrequency: z.enum(PAY_FREQUENCIES).nullable().optional(),
  nextPayDate: optionalDate,
  hrPhone: optionalText,
  hrPhoneExt: optionalText,
});

const incomeSourceAnswer = z.object({
  type: z.enum(INCOME_SOURCE_TYPES),
  nextPayDate: optionalDate,
  insuranceStartDate: optionalDate,
  nextDepositDate: optionalDate,
  directDeposit: z.boolean().nullable().optional(),
  workPhone: optionalText,
});

const financialStatusAnswer = z.object({
  housingStatus: z.enum(HOUSING_STATUSES).nullable().optional(),
  monthlyGrossSalaryCents: optionalCents,
  monthlyRentCents: optionalCents,
  monthlyHeatingElectricityCents: optionalCents,
  monthlyCarLoanCents: optionalCents,
  monthlyOtherLoanCents: optionalCents,
});

/** A customer as the customers routes answer it (server/features/customers/customerRecords.ts). */
export const customerRecord = z.object({
  id,
  customerNumber: id,
  status: z.enum(CUSTOMER_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
  version: id,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  language: z.enum(LANGUAGES),
  /** The last three digits (`*** *** 123`); the whole number only through the SIN reveal. */
  sinMasked: text,
  /** Calendar dates are YYYY-MM-DD text, never timestamps. */
  dateOfBirth: calendarDate.nullable(),
  email: text,
  homePhone: text,
  cellPhone: text,
  fax: text,
  street: text,
  apartment: text,
  city: text,
  province: z.enum(PROVINCE_CODES).nullable(),
  postalCode: text,
  addressSince: calendarDate.nullable(),
  job: customerJobAnswer.nullable(),
  incomeSources: z.array(incomeSourceAnswer),
  bankrupt: z.boolean(),
  bankruptcyEndDate: calendarDate.nullable(),
  bankTransit: text,
  bankInstitution: text,
  bankInstitutionName: text,
  bankAccount: text,
  financialStatus: financialStatusAnswer.nullable(),
  mergedIntoId: id.nullable(),
  /** When the retention review erased the person (issue 35); null while they are on file. */
  anonymizedAt: z.iso.datetime().nullable(),
  mergeLock: mergeLock.nullable(),
});

/** GET /api/customers/:id/duplicates: a live profile sharing the SIN, email or a phone. */
export const duplicateCandidate = customerRecord.extend({ matchedOn: z.array(z.enum(['sin', 'email', 'phone'])) });

export const revealedSin = z.object({ sin: text });

export const customerReference = z.object({
  id,
  customerId: id,
  firstName: z.string(),
  lastName: z.string(),
  phone: text,
  email: text,
  relationship: z.enum(REFERENCE_RELATIONSHIPS),
  version: id,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const customerComment = z.object({
  id,
  customerId: id,
  body: z.string(),
  createdAt: timestamp,
  authorId: id.nullable(),
  authorName: text,
  authorEmail: text,
});

export const customerDocument = z.object({
  id,
  customerId: id,
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  depositDate: calendarDate.nullable(),
  loanId: id.nullable(),
  contentType: z.string(),
  sizeBytes: id,
  sha256: z.string(),
  uploadedBy: id.nullable(),
  version: id,
  createdAt: timestamp,
  updatedAt: timestamp,
  downloadUrl: z.string(),
});

/** Spec §3's credit-check tracker; a customer without one reads as disabled, version 0. */
export const creditCheckTracker = z.object({
  customerId: id,
  enabled: z.boolean(),
  createdAt: timestamp.nullable(),
  updatedAt: timestamp.nullable(),
  version: id,
});

export const customerMerge = z.object({
  id,
  primaryId: id,
  duplicateId: id,
  /** What moved to the kept profile, so that an unmerge moves it back. */
  moved: z.object({
    requests: z.array(id),
    references: z.array(id),
    comments: z.array(id),
    documents: z.array(id),
  }),
  mergedBy: id.nullable(),
  mergedAt: timestamp,
  unmergedBy: id.nullable(),
  unmergedAt: timestamp.nullable(),
});

export const mergeResult = z.object({ customer: customerRecord, duplicate: customerRecord, merge: customerMerge });

export const releasedLock = z.object({ released: z.boolean() });
