import { z } from 'zod';
import {
  AGREEMENT_METHODS,
  AGREEMENT_PAYMENT_STATUSES,
  AGREEMENT_PAYMENTS_MAX,
  AGREEMENT_SCOPES,
  AGREEMENT_STATUSES,
} from './paymentAgreements';
import { calendarDate, cents, filterRowId, idList, textSearch, version } from './fieldSchemas';

/*
 * What the payment-agreement routes take and answer, described once (the routes' schemas,
 * /api/docs, and the browser's types). Money is integer cents, days calendar dates.
 */

const id = z.number().int();

const agreedPayments = z
  .array(z.strictObject({ date: calendarDate, amount: cents }))
  .min(1, 'validation.agreementEmpty')
  .max(AGREEMENT_PAYMENTS_MAX, 'validation.agreementTooMany');

/** POST /api/collection-files/:id/agreement: how, on what, and the agreed payments, at the file's version read. */
export const createAgreementBody = z.strictObject({
  version,
  method: z.enum(AGREEMENT_METHODS),
  scope: z.enum(AGREEMENT_SCOPES),
  payments: agreedPayments,
});
export type CreateAgreementInput = z.output<typeof createAgreementBody>;

/** PUT /api/agreements/:id: the payments still to come replaced, at the agreement's version read. */
export const changeAgreementBody = z.strictObject({ version, payments: agreedPayments });
export type ChangeAgreementInput = z.output<typeof changeAgreementBody>;

const proposal = z.array(z.object({ date: calendarDate, amount: z.number().int() }));

/**
 * GET /api/collection-files/:id/agreement-offer: what an agreement would repay today (everything
 * owed; what is past due, when some of it is and not all), an even first proposal for each, and
 * whether the borrower's bank account allows debits.
 */
export const agreementOffer = z.object({
  today: calendarDate,
  owed: z.number().int(),
  pastDue: z.number().int(),
  proposals: z.object({ BALANCE: proposal, ARREARS: proposal }),
  canDebit: z.boolean(),
  /** Why no agreement can be made now (an error key and its params, as a 420 says it); null when one can. */
  refusal: z.object({ message: z.string(), params: z.record(z.string(), z.unknown()) }).nullable(),
});

/** POST /api/agreements/:id/payments/:paymentId/deposit: "confirm deposit date". */
export const confirmDepositBody = z.strictObject({ version, depositedOn: calendarDate });
export type ConfirmDepositInput = z.output<typeof confirmDepositBody>;

export const agreementPaymentRecord = z.object({
  id,
  number: id,
  date: calendarDate,
  amount: z.number().int(),
  status: z.enum(AGREEMENT_PAYMENT_STATUSES),
  depositedOn: calendarDate.nullable(),
  /** A payment by debit: whether its debit went to the bank (it can no longer be changed). */
  presented: z.boolean(),
});

/** An agreement whole: its file, loan and borrower, and its payments in order. */
export const agreementRecord = z.object({
  id,
  fileId: id,
  loanId: id,
  loanNumber: id,
  customerId: id,
  firstName: z.string(),
  lastName: z.string(),
  /** The loan's province: its payment calendar (business days, holidays). */
  province: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  method: z.enum(AGREEMENT_METHODS),
  scope: z.enum(AGREEMENT_SCOPES),
  total: z.number().int(),
  deposited: z.number().int(),
  createdAt: z.iso.datetime(),
  version: id,
  payments: z.array(agreementPaymentRecord),
});
export type AgreementRecord = z.infer<typeof agreementRecord>;

/** A row of /apps/agreement/all (spec §3): one agreed payment with its file and borrower. */
export const agreementPaymentListRecord = z.object({
  id,
  agreementId: id,
  fileId: id,
  firstName: z.string(),
  lastName: z.string(),
  date: calendarDate,
  amount: z.number().int(),
  status: z.enum(AGREEMENT_PAYMENT_STATUSES),
  depositedOn: calendarDate.nullable(),
  agreementStatus: z.enum(AGREEMENT_STATUSES),
});
export type AgreementPaymentListRecord = z.infer<typeof agreementPaymentListRecord>;

export const agreementPaymentListFilter = z.strictObject({
  q: textSearch.optional(),
  status: z.enum(AGREEMENT_PAYMENT_STATUSES).optional(),
  agreementStatus: z.enum(AGREEMENT_STATUSES).optional(),
  agreementId: filterRowId.optional(),
  fileId: filterRowId.optional(),
  id: idList.optional(),
});
export type AgreementPaymentListFilter = z.output<typeof agreementPaymentListFilter>;
export const AGREEMENT_PAYMENT_SORTABLE = ['date', 'amount', 'id'] as const;
