// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';
import type { HttpClient } from './httpClient';

function recordingHttp(json: unknown = { status: 'Success' }) {
  const http = vi.fn<HttpClient>(async () => ({ status: 200, headers: new Headers(), body: '', json }));
  return { http, dataProvider: createDataProvider(http) };
}

const bodyOf = (call: Parameters<HttpClient>) => JSON.parse(String(call[1]?.body));

describe('dataProvider', () => {
  it('sends only the keys the users route accepts on update', async () => {
    const { http, dataProvider } = recordingHttp({ id: 3 });
    const record = {
      id: 3,
      email: 'a@b.ca',
      displayName: 'A',
      roles: ['user'],
      enabled: false,
      version: 4,
      createdAt: 'x',
      isSystemAdmin: false,
    };
    await dataProvider.update('users', { id: 3, data: record, previousData: record });
    const [url, options] = http.mock.calls[0];
    expect(url).toBe('/api/users/3');
    expect(options?.method).toBe('PUT');
    expect(bodyOf(http.mock.calls[0])).toEqual({ displayName: 'A', roles: ['user'], enabled: false, version: 4 });
  });

  it('sends only the keys the users route accepts on create', async () => {
    const { http, dataProvider } = recordingHttp({ id: 9 });
    await dataProvider.create('users', { data: { email: 'n@b.ca', roles: ['staff'], passwordConfirm: 'x' } });
    expect(bodyOf(http.mock.calls[0])).toEqual({ email: 'n@b.ca', roles: ['staff'] });
  });

  it('calls the identity and user actions on their paths', async () => {
    const { http, dataProvider } = recordingHttp();
    await dataProvider.changePassword('new-password');
    await dataProvider.setUserPassword(5, 'another-one');
    await dataProvider.sendNewPassword(5);
    await dataProvider.forgotPassword(' someone@demo.ca ');
    await dataProvider.resetPassword('tok', 'secret-123');
    expect(http.mock.calls.map(([url, options]) => [url, options?.method, options?.body])).toEqual([
      ['/api/Identity/ChangePasswordV2', 'POST', '{"password":"new-password"}'],
      ['/api/users/5/password', 'POST', '{"password":"another-one"}'],
      ['/api/users/5/send-new-password', 'POST', undefined],
      ['/api/Identity/ForgotPassword/someone%40demo.ca', 'POST', undefined],
      ['/api/Identity/ResetPassword', 'POST', '{"token":"tok","password":"secret-123"}'],
    ]);
  });
});

describe('dataProvider: customers and loan requests', () => {
  it('sends a customer update with only the editable fields and the version', async () => {
    const { http, dataProvider } = recordingHttp({ id: 7 });
    const record = {
      id: 7,
      customerNumber: 100007,
      fullName: 'Jean Tremblay',
      firstName: 'Jean',
      lastName: 'Tremblay',
      city: 'Laval',
      mergeLock: null,
      bankInstitutionName: 'x',
      version: 3,
    };
    await dataProvider.update('customers', { id: 7, data: record, previousData: record });
    expect(http.mock.calls[0][0]).toBe('/api/customers/7');
    expect(bodyOf(http.mock.calls[0])).toEqual({ firstName: 'Jean', lastName: 'Tremblay', city: 'Laval', version: 3 });
  });

  it('sends a request update with only its own fields', async () => {
    const { http, dataProvider } = recordingHttp({ id: 4 });
    const record = {
      id: 4,
      status: 'NEW',
      firstName: 'A',
      requestedAmountCents: 150_000,
      origin: 'INTERNAL',
      ibvStatus: 'SENT',
      version: 2,
    };
    await dataProvider.update('requests', { id: 4, data: record, previousData: record });
    expect(bodyOf(http.mock.calls[0])).toEqual({
      requestedAmountCents: 150_000,
      origin: 'INTERNAL',
      ibvStatus: 'SENT',
      version: 2,
    });
  });

  it('calls the customer tabs, merges and request actions on their paths', async () => {
    const { http, dataProvider } = recordingHttp({ mergeLock: null });
    await dataProvider.create('customer-comments', { data: { customerId: 3, body: 'Appelé le client' } });
    await dataProvider.setCustomerCreditCheck(3, { enabled: true, version: 0 });
    await dataProvider.acquireMergeLock(3);
    await dataProvider.mergeCustomers(3, { duplicateId: 8, version: 5 });
    await dataProvider.releaseMergeLock(3);
    await dataProvider.changeRequestStatus(12, { status: 'PREAPPROVED', amount: 150_000, version: 1 });
    expect(http.mock.calls.map(([url, options]) => [url, options?.method, options?.body])).toEqual([
      ['/api/customers/3/comments', 'POST', '{"body":"Appelé le client"}'],
      ['/api/customers/3/credit-check', 'PUT', '{"enabled":true,"version":0}'],
      ['/api/customers/3/lock', 'POST', undefined],
      ['/api/customers/3/merge', 'POST', '{"duplicateId":8,"version":5}'],
      ['/api/customers/3/lock', 'DELETE', undefined],
      ['/api/requests/12/status', 'POST', '{"status":"PREAPPROVED","amount":150000,"version":1}'],
    ]);
  });

  it('uploads a document as multipart, text fields first, then the file', async () => {
    const { http, dataProvider } = recordingHttp({ id: 1 });
    const file = new File(['%PDF-1.4'], 'cheque.pdf', { type: 'application/pdf' });
    await dataProvider.create('customer-documents', {
      data: { customerId: 3, type: 'VOID_CHECK', status: 'RECEIVED', depositDate: '2026-05-01', loanId: null, file },
    });
    const [url, options] = http.mock.calls[0];
    expect(url).toBe('/api/customers/3/documents');
    const form = options?.body as FormData;
    expect([...form.keys()]).toEqual(['type', 'status', 'depositDate', 'file']);
    expect((form.get('file') as File).name).toBe('cheque.pdf');
  });

  it("reads and writes a customer's references, comments and documents as resources under the customer", async () => {
    const rows = [
      { id: 7, customerId: 3 },
      { id: 8, customerId: 3 },
    ];
    const { http, dataProvider } = recordingHttp(rows);
    const listed = await dataProvider.getManyReference('customer-references', {
      target: 'customerId',
      id: 3,
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(listed).toEqual({ data: [rows[1]], total: 2 });
    await dataProvider.update('customer-references', {
      id: 7,
      data: { firstName: 'Léa', version: 2 },
      previousData: { id: 7, customerId: 3 },
    });
    await dataProvider.delete('customer-documents', { id: 9, previousData: { id: 9, customerId: 3 } });
    expect(http.mock.calls.map(([url, options]) => [url, options?.method, options?.body])).toEqual([
      ['/api/customers/3/references', undefined, undefined],
      ['/api/customers/3/references/7', 'PUT', '{"firstName":"Léa","version":2}'],
      ['/api/customers/3/documents/9', 'DELETE', undefined],
    ]);
  });
});
