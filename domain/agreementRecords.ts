import { z } from 'zod';
import { AGREEMENT_PAYMENT_STATUSES, AGREEMENT_PAYMENTS_MAX, AGREEMENT_STATUSES } from './paymentAgreements';
import { calendarDate, cents, filterRowId, idList, textSearch, version } from './fieldSchemas';

/*
 * What the payment-agreement routes take and answer, described once (the routes' schemas,
 * /api/docs, and the browser's types). Money is integer cents, days calendar dates.
 */

const id = z.number().int();

/** POST /api/collection-files/:id/agreement: the agreed payments, at the file's version read. */
export const createAgreementBody = z.strictObject({
  version,
  payments: z
    .array(z.strictObject({ date: calendarDate, amount: cents }))
    .min(1, 'validation.agreementEmpty')
    .max(AGREEMENT_PAYMENTS_MAX, 'validation.agreementTooMany'),
});
export type CreateAgreementInput = z.output<typeof createAgreementBody>;

/** GET /api/collection-files/:id/agreement-offer: what is owed today, and an even first proposal. */
export const agreementOffer = z.object({
  today: calendarDate,
  owed: z.number().int(),
  proposal: z.array(z.object({ date: calendarDate, amount: z.number().int() })),
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
  status: z.enum(AGREEMENT_STATUSES),
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
