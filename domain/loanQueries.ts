import { z } from 'zod';
import { FIELD_MSG, MAX_ROW_ID, calendarDate, idList } from './fieldSchemas';
import { LOAN_STATUSES, PAYMENT_PROVIDERS } from './loanStatuses';

const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/**
 * The loans list's filters: a customer's Loans tab, getMany by ids, and the loans list (status,
 * agent, payment provider, created between two days of the lender's calendar).
 */
export const loanListFilter = z
  .strictObject({
    customerId: rowId.optional(),
    requestId: rowId.optional(),
    status: z
      .union([z.enum(LOAN_STATUSES), z.array(z.enum(LOAN_STATUSES)).min(1).max(LOAN_STATUSES.length)])
      .optional(),
    agentId: rowId.optional(),
    paymentProvider: z.enum(PAYMENT_PROVIDERS).optional(),
    createdFrom: calendarDate.optional(),
    createdTo: calendarDate.optional(),
    id: idList.optional(),
  })
  .superRefine((filter, ctx) => {
    if (filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo)
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: FIELD_MSG.dateRange });
  });
export type LoanListFilter = z.output<typeof loanListFilter>;
export const LOAN_SORTABLE = ['createdAt', 'loanNumber', 'amount', 'status', 'id'] as const;
