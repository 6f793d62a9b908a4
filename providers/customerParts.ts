import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from './httpClient';

/**
 * What belongs to one customer, read and written as react-admin resources (a customer's tabs read
 * them with ReferenceManyField on `customerId`, and write them with useCreate, useUpdate and
 * useDelete). On the server they live under the customer: /api/customers/:customerId/<part>.
 */
export const CUSTOMER_PARTS = {
  'customer-references': 'references',
  'customer-comments': 'comments',
  'customer-documents': 'documents',
} as const;

export type CustomerPart = keyof typeof CUSTOMER_PARTS;

export const isCustomerPart = (resource: string): resource is CustomerPart => resource in CUSTOMER_PARTS;

type PartsProvider = Pick<DataProvider, 'getList' | 'getManyReference' | 'create' | 'update' | 'delete'>;

/** The customer a part belongs to: its record says, as the server answers it. */
function customerIdOf(...sources: (Partial<RaRecord> | Record<string, unknown> | undefined)[]): Identifier {
  for (const source of sources) {
    const id = (source as { customerId?: Identifier } | undefined)?.customerId;
    if (id !== undefined && id !== null && id !== '') return id;
  }
  throw new Error('A customer part is always read or written with its customerId');
}

/** The body the server takes: the record's own fields, without the customer it is filed under. */
function bodyOf(data: Record<string, unknown>): Record<string, unknown> {
  const { customerId: _customerId, id: _id, ...body } = data;
  return body;
}

/** A document comes with its file: multipart, the text fields first (the server reads them before the file). */
function multipartOf(data: Record<string, unknown>): FormData {
  const { file, ...fields } = bodyOf(data);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  if (file instanceof File) form.append('file', file, file.name);
  return form;
}

export function createCustomerPartsProvider(http: HttpClient): PartsProvider {
  const base = (resource: string, customerId: Identifier) =>
    `/api/customers/${encodeURIComponent(String(customerId))}/${CUSTOMER_PARTS[resource as CustomerPart]}`;
  const one = (resource: string, customerId: Identifier, id: Identifier) =>
    `${base(resource, customerId)}/${encodeURIComponent(String(id))}`;
  const json = (body: unknown) => JSON.stringify(body);

  // The server answers a customer's whole list (a handful of rows), in its order: pages are cut here.
  const listOf = async (resource: string, customerId: Identifier, from: number, to: number) => {
    const rows: RaRecord[] = (await http(base(resource, customerId))).json;
    return { data: rows.slice(from, to), total: rows.length };
  };
  const range = (pagination?: { page: number; perPage: number }) =>
    pagination ? [(pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage] : [0, undefined];

  return {
    getList: async (resource, params) => {
      const [from, to] = range(params.pagination);
      return listOf(resource, customerIdOf(params.filter), from ?? 0, to ?? Infinity) as never;
    },
    getManyReference: async (resource, params) => {
      const [from, to] = range(params.pagination);
      return listOf(resource, params.id, from ?? 0, to ?? Infinity) as never;
    },
    create: async (resource, params) => {
      const data = params.data as Record<string, unknown>;
      const body = resource === 'customer-documents' ? multipartOf(data) : json(bodyOf(data));
      return { data: (await http(base(resource, customerIdOf(data)), { method: 'POST', body })).json };
    },
    update: async (resource, params) => {
      const customerId = customerIdOf(params.previousData, params.data);
      const body = json(bodyOf(params.data as Record<string, unknown>));
      return { data: (await http(one(resource, customerId, params.id), { method: 'PUT', body })).json };
    },
    delete: async (resource, params) => {
      const customerId = customerIdOf(params.previousData);
      return { data: (await http(one(resource, customerId, params.id), { method: 'DELETE' })).json };
    },
  };
}
