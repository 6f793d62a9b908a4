import { z } from 'zod';
import { calendarDate, checkCreatedRange, filterRowId, idList } from './fieldSchemas';
import { LOAN_STATUSES, PAYMENT_PROVIDERS } from './loanStatuses';

/**
 * The loans list's filters: a customer's Loans tab, getMany by ids, and the loans list (status,
 * agent, payment provider, created between two days of the lender's calendar).
 */
export const loanListFilter = z
  .strictObject({
    customerId: filterRowId.optional(),
    requestId: filterRowId.optional(),
    status: z
      .union([z.enum(LOAN_STATUSES), z.array(z.enum(LOAN_STATUSES)).min(1).max(LOAN_STATUSES.length)])
      .optional(),
    agentId: filterRowId.optional(),
    paymentProvider: z.enum(PAYMENT_PROVIDERS).optional(),
    createdFrom: calendarDate.optional(),
    createdTo: calendarDate.optional(),
    id: idList.optional(),
  })
  .superRefine(checkCreatedRange);
export type LoanListFilter = z.output<typeof loanListFilter>;
export const LOAN_SORTABLE = ['createdAt', 'loanNumber', 'amount', 'status', 'id'] as const;
