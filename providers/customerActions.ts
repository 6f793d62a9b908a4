import type { HttpClient } from './httpClient';
import type {
  CreditCheckTracker,
  CustomerDocument,
  CustomerMerge,
  CustomerRecord,
  CustomerReference,
  DownloadedFile,
  DuplicateCandidate,
  MergeLock,
  MergeResult,
} from './customerWire';

/** Reference fields as the references tab sends them (domain customerReferenceBody). */
export interface ReferenceInput {
  firstName: string;
  lastName: string;
  phone?: string | null;
  email?: string | null;
  relationship: CustomerReference['relationship'];
}

export interface DocumentChanges {
  name?: string | null;
  type?: CustomerDocument['type'];
  status?: CustomerDocument['status'];
  depositDate?: string | null;
  loanId?: number | null;
  version: number;
}

/**
 * The customer actions that are not CRUD: the SIN, the credit check, a document's file and merges.
 * (References, comments and documents are resources: providers/customerParts.ts.)
 */
export interface CustomerActions {
  customerDuplicates(customerId: number): Promise<DuplicateCandidate[]>;
  /** The whole SIN (ability view customer_sin); the server keeps the reveal in the History. */
  revealCustomerSin(customerId: number): Promise<{ sin: string | null }>;
  customerCreditCheck(customerId: number): Promise<CreditCheckTracker>;
  setCustomerCreditCheck(customerId: number, input: { enabled: boolean; version: number }): Promise<CreditCheckTracker>;
  downloadCustomerDocument(customerId: number, documentId: number): Promise<DownloadedFile>;
  /** The person's access request: everything held on them, one ZIP (ability export customer); kept in the History. */
  exportPersonalInformation(customerId: number): Promise<DownloadedFile>;
  /** Who holds the merge lock now, read apart from the record so that polling it leaves the edit form alone. */
  customerMergeLock(customerId: number): Promise<MergeLock | null>;
  acquireMergeLock(customerId: number): Promise<MergeLock>;
  releaseMergeLock(customerId: number): Promise<{ released: boolean }>;
  customerMerges(customerId: number): Promise<CustomerMerge[]>;
  mergeCustomers(customerId: number, input: { duplicateId: number; version: number }): Promise<MergeResult>;
  unmergeCustomers(customerId: number, input: { duplicateId: number; version: number }): Promise<MergeResult>;
}

/** `filename*=UTF-8''…` (RFC 6266) when present, else the plain `filename="…"`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /filename="([^"]*)"/i.exec(header);
  return plain?.[1] || fallback;
}

export function createCustomerActions(http: HttpClient): CustomerActions {
  const path = (customerId: number, rest = '') => `/api/customers/${encodeURIComponent(String(customerId))}${rest}`;
  const get = async <T>(url: string): Promise<T> => (await http(url)).json;
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> =>
    (await http(url, { method, body: body === undefined ? undefined : JSON.stringify(body) })).json;

  return {
    customerDuplicates: (id) => get(path(id, '/duplicates')),
    revealCustomerSin: (id) => send('POST', path(id, '/sin-reveal'), {}),
    customerCreditCheck: (id) => get(path(id, '/credit-check')),
    setCustomerCreditCheck: (id, input) => send('PUT', path(id, '/credit-check'), input),
    async downloadCustomerDocument(id, documentId) {
      const answer = await http(path(id, `/documents/${documentId}/content`), {
        responseType: 'blob',
        headers: { Accept: '*/*' },
      });
      return {
        blob: answer.blob ?? new Blob([]),
        fileName: fileNameFromDisposition(answer.headers.get('Content-Disposition'), `document-${documentId}`),
      };
    },
    async exportPersonalInformation(id) {
      const answer = await http(path(id, '/personal-information'), {
        responseType: 'blob',
        headers: { Accept: 'application/zip' },
      });
      return {
        blob: answer.blob ?? new Blob([]),
        fileName: fileNameFromDisposition(
          answer.headers.get('Content-Disposition'),
          `informations-personnelles-${id}.zip`,
        ),
      };
    },
    customerMergeLock: async (id) => (await get<CustomerRecord>(path(id))).mergeLock,
    acquireMergeLock: (id) => send('POST', path(id, '/lock')),
    releaseMergeLock: (id) => send('DELETE', path(id, '/lock')),
    customerMerges: (id) => get(path(id, '/merges')),
    mergeCustomers: (id, input) => send('POST', path(id, '/merge'), input),
    unmergeCustomers: (id, input) => send('POST', path(id, '/unmerge'), input),
  };
}
