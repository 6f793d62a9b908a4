import { z } from 'zod';
import { createCustomerBody } from './customers';
import {
  FIELD_MSG,
  calendarDate,
  cents,
  checkCreatedRange,
  filterRowId,
  idList,
  positiveId,
  textSearch,
  version,
} from './fieldSchemas';
import {
  DENIAL_REASONS,
  REQUEST_QUEUE_NAMES,
  REQUEST_STATUSES,
  STATUSES_WITH_AMOUNT,
  STATUSES_WITH_REASON,
  type RequestStatus,
} from './requestStatuses';

export * from './requestStatuses';

/** Spec §3: a request comes from an agent (internal) or from the client portal (external). */
export const REQUEST_ORIGINS = ['INTERNAL', 'EXTERNAL'] as const;
/** Instant bank verification: not sent yet, link sent to the client, completed, failed. */
export const IBV_STATUSES = ['NOT_SENT', 'SENT', 'COMPLETED', 'FAILED'] as const;

/** A consumer loan between $100 and $50,000, in cents. */
export const MIN_LOAN_CENTS = 10_000;
export const MAX_LOAN_CENTS = 5_000_000;
export const loanAmount = cents
  .min(MIN_LOAN_CENTS, FIELD_MSG.invalidAmount)
  .max(MAX_LOAN_CENTS, FIELD_MSG.invalidAmount);

/**
 * A new request: either for an existing customer (`customerId`, what agents do), or with the
 * applicant's details (`applicant`, as the portal sends them) — then a customer profile is made,
 * and the request starts DUPLICATE when another customer has the same SIN, email or phone.
 */
export const createRequestBody = z
  .strictObject({
    customerId: positiveId.optional(),
    applicant: createCustomerBody.optional(),
    requestedAmountCents: loanAmount,
    origin: z.enum(REQUEST_ORIGINS, { error: FIELD_MSG.invalid }).optional(),
    ibvStatus: z.enum(IBV_STATUSES, { error: FIELD_MSG.invalid }).default('NOT_SENT'),
  })
  .superRefine((body, ctx) => {
    if (body.customerId === undefined && body.applicant === undefined)
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: FIELD_MSG.required });
    if (body.customerId !== undefined && body.applicant !== undefined)
      ctx.addIssue({ code: 'custom', path: ['applicant'], message: FIELD_MSG.notExpected });
  });
export type CreateRequestInput = z.output<typeof createRequestBody>;

export const updateRequestBody = z.strictObject({
  requestedAmountCents: loanAmount.optional(),
  origin: z.enum(REQUEST_ORIGINS, { error: FIELD_MSG.invalid }).optional(),
  ibvStatus: z.enum(IBV_STATUSES, { error: FIELD_MSG.invalid }).optional(),
  version,
});
export type UpdateRequestInput = z.output<typeof updateRequestBody>;

/**
 * A status change (spec §4): `amount` (cents) with PREAPPROVED and ACCEPTED, `denialReason` with
 * DENIED, neither otherwise. Whether the change is allowed from the current status is the
 * server's check (it knows the current status).
 */
export const changeRequestStatusBody = z
  .strictObject({
    status: z.enum(REQUEST_STATUSES, { error: FIELD_MSG.invalid }),
    amount: loanAmount.optional(),
    denialReason: z.enum(DENIAL_REASONS, { error: FIELD_MSG.invalid }).optional(),
    version,
  })
  .superRefine((body, ctx) => {
    const needsAmount = STATUSES_WITH_AMOUNT.includes(body.status as RequestStatus);
    const needsReason = STATUSES_WITH_REASON.includes(body.status as RequestStatus);
    if (needsAmount && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: FIELD_MSG.required });
    if (!needsAmount && body.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: FIELD_MSG.notExpected });
    if (needsReason && body.denialReason === undefined)
      ctx.addIssue({ code: 'custom', path: ['denialReason'], message: FIELD_MSG.required });
    if (!needsReason && body.denialReason !== undefined)
      ctx.addIssue({ code: 'custom', path: ['denialReason'], message: FIELD_MSG.notExpected });
  });
export type ChangeRequestStatusInput = z.output<typeof changeRequestStatusBody>;

/** Spec §2's request search: created-date range, first and last name (3+), amount, status, email. */
export const requestListFilter = z
  .strictObject({
    queue: z.enum(REQUEST_QUEUE_NAMES).optional(),
    status: z
      .union([z.enum(REQUEST_STATUSES), z.array(z.enum(REQUEST_STATUSES)).min(1).max(REQUEST_STATUSES.length)])
      .optional(),
    createdFrom: calendarDate.optional(),
    createdTo: calendarDate.optional(),
    firstName: textSearch.optional(),
    lastName: textSearch.optional(),
    email: textSearch.optional(),
    amount: cents.optional(),
    origin: z.enum(REQUEST_ORIGINS).optional(),
    ibvStatus: z.enum(IBV_STATUSES).optional(),
    customerId: filterRowId.optional(),
    id: idList.optional(),
  })
  .superRefine(checkCreatedRange);
export type RequestListFilter = z.output<typeof requestListFilter>;

/**
 * A loan request as the requests routes answer it (server/features/requests/requestQueries.ts):
 * its own fields and the applicant's, read from the customer. The routes' `response:` and the
 * browser's type (providers/requestWire.ts).
 */
export const requestRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  requestedAmountCents: z.number().int(),
  approvedAmountCents: z.number().int().nullable(),
  denialReason: z.enum(DENIAL_REASONS).nullable(),
  origin: z.enum(REQUEST_ORIGINS),
  ibvStatus: z.enum(IBV_STATUSES),
  duplicateOfCustomerId: z.number().int().nullable(),
  duplicateOfCustomerNumber: z.number().int().nullable(),
  /** The live loan made from this request (issue 18: the accepted queue shows which have one). */
  loanId: z.number().int().nullable(),
  loanNumber: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  statusChangedAt: z.iso.datetime(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  customerNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  phone: z.string().nullable(),
  cell: z.string().nullable(),
});

/** GET /api/requests/counts: each sidebar entry counted up to `cap` (above it: cap + 1). */
export const requestCounts = z.object({
  counts: z.record(z.enum(REQUEST_QUEUE_NAMES), z.number().int()),
  cap: z.number().int(),
});

/** POST /api/requests/:id/ibv-requests: the request as it now stands and the bank-verification session sent. */
export const ibvRequestAnswer = z.object({
  message: z.literal('messages.IBV_REQUEST_SENT'),
  request: requestRecord,
  session: z.object({ id: z.string(), status: z.string(), expiresAt: z.iso.datetime() }),
});
