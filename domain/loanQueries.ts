import { z } from 'zod';
import { MAX_ROW_ID, idList } from './fieldSchemas';
import { LOAN_STATUSES } from './loanStatuses';

/** The loans list's filters (a customer's Loans tab, getMany by ids, a status). */
export const loanListFilter = z.strictObject({
  customerId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  requestId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  status: z.union([z.enum(LOAN_STATUSES), z.array(z.enum(LOAN_STATUSES)).min(1).max(LOAN_STATUSES.length)]).optional(),
  id: idList.optional(),
});
export type LoanListFilter = z.output<typeof loanListFilter>;
export const LOAN_SORTABLE = ['createdAt', 'loanNumber', 'amount', 'status', 'id'] as const;
