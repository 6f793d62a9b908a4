import type { z } from 'zod';
import type { requestCounts, requestRecord } from '../domain/requests';

/** A loan request as the API answers it, inferred from the answer's schema (domain/requests.ts). */
export type LoanRequestRecord = z.infer<typeof requestRecord>;

/** GET /api/requests/counts: each sidebar entry counted up to `cap` (above it: cap + 1). */
export type RequestCounts = z.infer<typeof requestCounts>;
