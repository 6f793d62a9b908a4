import type { CustomerJob, CustomerStatus, FinancialStatus, IncomeSource } from '../domain/customers';
import type { ProvinceCode } from '../domain/canada';

/** What the customers API answers (server/features/customers/customerRecords.ts toCustomerRecord). */
export interface MergeLock {
  userId: number;
  userName: string;
  /** ISO timestamp: the lock ends by itself then. */
  until: string;
}

export interface CustomerRecord {
  id: number;
  customerNumber: number;
  status: CustomerStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
  firstName: string;
  lastName: string;
  fullName: string;
  gender: 'FEMALE' | 'MALE' | null;
  language: 'fr' | 'en';
  /** The last three digits (`*** *** 123`); the whole number only through revealCustomerSin. */
  sinMasked: string | null;
  /** Calendar dates are YYYY-MM-DD text, never timestamps. */
  dateOfBirth: string | null;
  email: string | null;
  homePhone: string | null;
  cellPhone: string | null;
  fax: string | null;
  street: string | null;
  apartment: string | null;
  city: string | null;
  province: ProvinceCode | null;
  postalCode: string | null;
  addressSince: string | null;
  job: CustomerJob | null;
  incomeSources: IncomeSource[];
  bankrupt: boolean;
  bankruptcyEndDate: string | null;
  bankTransit: string | null;
  bankInstitution: string | null;
  bankInstitutionName: string | null;
  bankAccount: string | null;
  financialStatus: FinancialStatus | null;
  mergedIntoId: number | null;
  mergeLock: MergeLock | null;
}

/** GET /api/customers/:id/duplicates: a live profile sharing the SIN, email or a phone. */
export interface DuplicateCandidate extends CustomerRecord {
  matchedOn: ('sin' | 'email' | 'phone')[];
}

export interface CustomerReference {
  id: number;
  customerId: number;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  relationship: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerComment {
  id: number;
  customerId: number;
  body: string;
  createdAt: string;
  authorId: number | null;
  authorName: string | null;
  authorEmail: string | null;
}

export interface CustomerDocument {
  id: number;
  customerId: number;
  name: string;
  type: 'VOID_CHECK' | 'CONTRACT' | 'OTHER';
  status: 'RECEIVED' | 'VERIFIED' | 'REJECTED';
  depositDate: string | null;
  loanId: number | null;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  uploadedBy: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  downloadUrl: string;
}

export interface CreditCheckTracker {
  customerId: number;
  enabled: boolean;
  createdAt: string | null;
  updatedAt: string | null;
  version: number;
}

export interface CustomerMerge {
  id: number;
  primaryId: number;
  duplicateId: number;
  moved: Record<'requests' | 'references' | 'comments' | 'documents', number[]>;
  mergedBy: number | null;
  mergedAt: string;
  unmergedBy: number | null;
  unmergedAt: string | null;
}

export interface MergeResult {
  customer: CustomerRecord;
  duplicate: CustomerRecord;
  merge: CustomerMerge;
}

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
