import { z } from 'zod';
import {
  DEPOSIT_ACTION_REASONS,
  DEPOSIT_PAYMENT_STATUSES,
  DEPOSIT_RECORD_STATUSES,
  DEPOSIT_TRANSACTION_TYPES,
} from './deposits';
import { calendarDate, checkCreatedRange, filterRowId, idList, textSearch } from './fieldSchemas';
import { PAYMENT_PROVIDERS } from './loanStatuses';

/*
 * What the deposits routes take and answer, described once (the routes' schemas, /api/docs, and
 * the browser's types). Money is integer cents, instants ISO timestamps.
 */

const id = z.number().int();
const timestamp = z.iso.datetime();

/** The deposits list's filters (spec §2): status, payment status, provider, type, created between two days. */
export const depositListFilter = z
  .strictObject({
    q: textSearch.optional(),
    status: z
      .union([
        z.enum(DEPOSIT_RECORD_STATUSES),
        z.array(z.enum(DEPOSIT_RECORD_STATUSES)).min(1).max(DEPOSIT_RECORD_STATUSES.length),
      ])
      .optional(),
    paymentStatus: z.enum(DEPOSIT_PAYMENT_STATUSES).optional(),
    provider: z.enum(PAYMENT_PROVIDERS).optional(),
    transactionType: z.enum(DEPOSIT_TRANSACTION_TYPES).optional(),
    /** The transaction list: deposits sent at least once (to a provider, or recorded by hand). */
    sent: z.boolean().optional(),
    loanId: filterRowId.optional(),
    customerId: filterRowId.optional(),
    createdFrom: calendarDate.optional(),
    createdTo: calendarDate.optional(),
    id: idList.optional(),
  })
  .superRefine(checkCreatedRange);
export type DepositListFilter = z.output<typeof depositListFilter>;
export const DEPOSIT_SORTABLE = ['createdAt', 'amount', 'status', 'id'] as const;

/** A row of the deposits list (spec §3 Deposit's list columns). */
export const depositListRecord = z.object({
  id,
  loanId: id,
  loanNumber: id,
  customerId: id,
  customerNumber: id,
  firstName: z.string(),
  lastName: z.string(),
  account: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(DEPOSIT_RECORD_STATUSES),
  paymentStatus: z.enum(DEPOSIT_PAYMENT_STATUSES).nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  transactionType: z.enum(DEPOSIT_TRANSACTION_TYPES).nullable(),
  transactionId: z.string().nullable(),
  manual: z.boolean(),
  errorKey: z.string().nullable(),
  errorParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  version: id,
});

/** One step of a deposit's history: Guichet's actions and the provider's events, in order. */
export const depositEventRecord = z.object({
  id,
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actorName: z.string().nullable(),
  occurredAt: timestamp,
});

/** The CPA-005 file an EFT went in. */
export const eftFileRecord = z.object({
  id,
  provider: z.enum(PAYMENT_PROVIDERS),
  creationNumber: id,
  businessDate: calendarDate,
  cutoffAt: timestamp,
  status: z.enum(['BUILT', 'SUBMITTED', 'REJECTED']),
  creditCount: id,
  creditCents: z.number().int(),
  debitCount: id,
  debitCents: z.number().int(),
  providerReference: z.string().nullable(),
  submittedAt: timestamp.nullable(),
});

/** A deposit's detail (spec §2 /apps/deposits/:id and details/:id): everything of spec §3, its history and file. */
export const depositRecord = depositListRecord.extend({
  processedAt: timestamp.nullable(),
  cancelRequestedAt: timestamp.nullable(),
  cutoffAt: timestamp.nullable(),
  interacEmail: z.string().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  confirmationCode: z.string().nullable(),
  transit: z.string().nullable(),
  institution: z.string().nullable(),
  memo: z.string().nullable(),
  cancellationFee: z.number().int(),
  attempt: id,
  /** The customer's banking details on file now (what an EFT or a retry would use). */
  customerBank: z.object({
    transit: z.string().nullable(),
    institution: z.string().nullable(),
    account: z.string().nullable(),
  }),
  customerEmail: z.string().nullable(),
  loanStatus: z.string(),
  actions: z.object({ send: z.boolean(), retry: z.boolean(), cancel: z.boolean() }),
  /** Why each action does not apply now (null when it does): shown beside it, disabled. */
  actionReasons: z.object({
    send: z.enum(DEPOSIT_ACTION_REASONS).nullable(),
    retry: z.enum(DEPOSIT_ACTION_REASONS).nullable(),
    cancel: z.enum(DEPOSIT_ACTION_REASONS).nullable(),
  }),
  /** The transaction types this deposit's provider offers. */
  transactionTypes: z.array(z.enum(DEPOSIT_TRANSACTION_TYPES)),
  events: z.array(depositEventRecord),
  eftFile: eftFileRecord.nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;
