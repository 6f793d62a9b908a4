import type { DenialReason, RequestQueue, RequestStatus } from '../domain/requests';

/** A loan request as the API answers it (server/features/requests/requestQueries.ts toRequestRecord). */
export interface LoanRequestRecord {
  id: number;
  customerId: number;
  status: RequestStatus;
  requestedAmountCents: number;
  approvedAmountCents: number | null;
  denialReason: DenialReason | null;
  origin: 'INTERNAL' | 'EXTERNAL';
  ibvStatus: 'NOT_SENT' | 'SENT' | 'COMPLETED' | 'FAILED';
  duplicateOfCustomerId: number | null;
  createdBy: number | null;
  statusChangedAt: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  customerNumber: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  city: string | null;
  province: string | null;
  phone: string | null;
  cell: string | null;
}

/** GET /api/requests/counts: each sidebar entry counted up to `cap` (above it: cap + 1). */
export interface RequestCounts {
  counts: Record<RequestQueue, number>;
  cap: number;
}
