import type { z } from 'zod';
import type {
  ledgerEntryRecord,
  loanAgent,
  loanListRecord,
  loanOffer,
  loanRecord,
  paymentLineRecord,
  pendingLoanRequest,
} from '../domain/loanRecords';

/*
 * What the loans API answers, inferred from its answers' schemas (domain/loanRecords.ts): cents,
 * YYYY-MM-DD dates, ISO instants.
 */

/** One payment line of a loan (spec §3). */
export type PaymentLineRecord = z.infer<typeof paymentLineRecord>;
/** One ledger entry: what it changed in what is owed (positive owes more). */
export type LedgerEntryRecord = z.infer<typeof ledgerEntryRecord>;
/** GET /api/loans/:id and the answer of every loan action (server/features/loans/loanDetail.ts). */
export type LoanRecord = z.infer<typeof loanRecord>;
/** A row of GET /api/loans (a customer's Loans tab). */
export type LoanListRecord = z.infer<typeof loanListRecord>;
/** GET /api/loans/offer?customerId=: the configuration the new-loan dialog offers. */
export type LoanOffer = z.infer<typeof loanOffer>;
/** GET /api/loans/pending-requests?customerId=: accepted requests without a loan. */
export type PendingLoanRequest = z.infer<typeof pendingLoanRequest>;
/** GET /api/loans/agents: who made loans. */
export type LoanAgent = z.infer<typeof loanAgent>;
