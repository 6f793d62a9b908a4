import type { HttpClient } from './httpClient';
import type {
  CreditCheckTracker,
  CustomerComment,
  CustomerDocument,
  CustomerMerge,
  CustomerRecord,
  CustomerReference,
  DocumentUploadInput,
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
  relationship: string;
}

export interface DocumentChanges {
  name?: string | null;
  type?: CustomerDocument['type'];
  status?: CustomerDocument['status'];
  depositDate?: string | null;
  loanId?: number | null;
  version: number;
}

/** The customer actions that are not ra-data-simple-rest CRUD: its detail tabs, files and merges. */
export interface CustomerActions {
  customerDuplicates(customerId: number): Promise<DuplicateCandidate[]>;
  /** The whole SIN (ability view customer_sin); the server keeps the reveal in the History. */
  revealCustomerSin(customerId: number): Promise<{ sin: string | null }>;
  customerReferences(customerId: number): Promise<CustomerReference[]>;
  addCustomerReference(customerId: number, input: ReferenceInput): Promise<CustomerReference>;
  updateCustomerReference(
    customerId: number,
    referenceId: number,
    input: Partial<ReferenceInput> & { version: number },
  ): Promise<CustomerReference>;
  removeCustomerReference(customerId: number, referenceId: number): Promise<CustomerReference>;
  customerComments(customerId: number): Promise<CustomerComment[]>;
  addCustomerComment(customerId: number, body: string): Promise<CustomerComment>;
  removeCustomerComment(customerId: number, commentId: number): Promise<CustomerComment>;
  customerCreditCheck(customerId: number): Promise<CreditCheckTracker>;
  setCustomerCreditCheck(customerId: number, input: { enabled: boolean; version: number }): Promise<CreditCheckTracker>;
  customerDocuments(customerId: number): Promise<CustomerDocument[]>;
  uploadCustomerDocument(customerId: number, fields: DocumentUploadInput, file: File): Promise<CustomerDocument>;
  updateCustomerDocument(customerId: number, documentId: number, changes: DocumentChanges): Promise<CustomerDocument>;
  removeCustomerDocument(customerId: number, documentId: number): Promise<CustomerDocument>;
  downloadCustomerDocument(customerId: number, documentId: number): Promise<DownloadedFile>;
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
    customerReferences: (id) => get(path(id, '/references')),
    addCustomerReference: (id, input) => send('POST', path(id, '/references'), input),
    updateCustomerReference: (id, referenceId, input) => send('PUT', path(id, `/references/${referenceId}`), input),
    removeCustomerReference: (id, referenceId) => send('DELETE', path(id, `/references/${referenceId}`)),
    customerComments: (id) => get(path(id, '/comments')),
    addCustomerComment: (id, body) => send('POST', path(id, '/comments'), { body }),
    removeCustomerComment: (id, commentId) => send('DELETE', path(id, `/comments/${commentId}`)),
    customerCreditCheck: (id) => get(path(id, '/credit-check')),
    setCustomerCreditCheck: (id, input) => send('PUT', path(id, '/credit-check'), input),
    customerDocuments: (id) => get(path(id, '/documents')),
    async uploadCustomerDocument(id, fields, file) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
      }
      // The file goes last: the server reads the text fields first.
      form.append('file', file, file.name);
      return (await http(path(id, '/documents'), { method: 'POST', body: form })).json;
    },
    updateCustomerDocument: (id, documentId, changes) => send('PUT', path(id, `/documents/${documentId}`), changes),
    removeCustomerDocument: (id, documentId) => send('DELETE', path(id, `/documents/${documentId}`)),
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
    customerMergeLock: async (id) => (await get<CustomerRecord>(path(id))).mergeLock,
    acquireMergeLock: (id) => send('POST', path(id, '/lock')),
    releaseMergeLock: (id) => send('DELETE', path(id, '/lock')),
    customerMerges: (id) => get(path(id, '/merges')),
    mergeCustomers: (id, input) => send('POST', path(id, '/merge'), input),
    unmergeCustomers: (id, input) => send('POST', path(id, '/unmerge'), input),
  };
}
