import type { z } from 'zod';
import type {
  creditCheckTracker,
  customerComment,
  customerDocument,
  customerMerge,
  customerRecord,
  customerReference,
  duplicateCandidate,
  mergeLock,
  mergeResult,
} from '../domain/customerRecords';

/** What the customers API answers, inferred from its answers' schemas (domain/customerRecords.ts). */
export type MergeLock = z.infer<typeof mergeLock>;
export type CustomerRecord = z.infer<typeof customerRecord>;
/** GET /api/customers/:id/duplicates: a live profile sharing the SIN, email or a phone. */
export type DuplicateCandidate = z.infer<typeof duplicateCandidate>;
export type CustomerReference = z.infer<typeof customerReference>;
export type CustomerComment = z.infer<typeof customerComment>;
export type CustomerDocument = z.infer<typeof customerDocument>;
export type CreditCheckTracker = z.infer<typeof creditCheckTracker>;
export type CustomerMerge = z.infer<typeof customerMerge>;
export type MergeResult = z.infer<typeof mergeResult>;

/** A downloaded document: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The text fields sent with an uploaded file (multipart). */
export interface DocumentUploadInput {
  type: CustomerDocument['type'];
  status?: CustomerDocument['status'];
  depositDate?: string | null;
  loanId?: number | null;
  name?: string | null;
}
