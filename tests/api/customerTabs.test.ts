import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../domain/customerDocuments';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCustomer, type CustomerReply } from '../support/customers';
import { LOAN_TERMS, acceptRequestOf, createLoan } from '../support/loans';
import { PDF_BYTES, PNG_BYTES, multipart } from '../support/multipart';
import { signInWith } from '../support/users';

let t: TestApp;
let agent: string;
let customer: CustomerReply;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  customer = await createCustomer(t, agent);
});
afterAll(async () => t.close());

const base = () => `/api/customers/${customer.id}`;
const upload = (fields: Record<string, string>, file?: Parameters<typeof multipart>[1], token = agent) => {
  const { payload, headers } = multipart(fields, file);
  return t.call({ method: 'POST', url: `${base()}/documents`, token, payload, headers });
};
const historyActions = async () =>
  (await t.call({ method: 'GET', url: `${base()}/history`, token: agent }))
    .json()
    .map((entry: { action: string }) => entry.action);

describe('references', () => {
  it('adds, edits with a version, lists and removes a reference with its relationship', async () => {
    const added = await t.call({
      method: 'POST',
      url: `${base()}/references`,
      token: agent,
      payload: { firstName: 'Lucie', lastName: 'Gagnon', phone: '514 555 2222', relationship: 'SIBLING' },
    });
    expect(added.statusCode).toBe(201);
    const reference = added.json();
    expect(reference).toMatchObject({
      customerId: customer.id,
      phone: '514-555-2222',
      relationship: 'SIBLING',
      version: 1,
    });

    const edited = await t.call({
      method: 'PUT',
      url: `${base()}/references/${reference.id}`,
      token: agent,
      payload: { relationship: 'FRIEND', version: 1 },
    });
    expect(edited.json()).toMatchObject({ relationship: 'FRIEND', firstName: 'Lucie', version: 2 });
    const stale = await t.call({
      method: 'PUT',
      url: `${base()}/references/${reference.id}`,
      token: agent,
      payload: { relationship: 'PARENT', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `${base()}/references`,
          token: agent,
          payload: { firstName: 'X', lastName: 'Y', relationship: 'PET' },
        })
      ).json().errors,
    ).toEqual({ relationship: 'validation.invalid' });

    expect((await t.call({ method: 'GET', url: `${base()}/references`, token: agent })).json()).toHaveLength(1);
    expect(
      (await t.call({ method: 'DELETE', url: `${base()}/references/${reference.id}`, token: agent })).json(),
    ).toMatchObject({ id: reference.id });
    expect((await t.call({ method: 'GET', url: `${base()}/references`, token: agent })).json()).toEqual([]);
    expect(await historyActions()).toEqual(
      expect.arrayContaining(['customer.reference-added', 'customer.reference-updated', 'customer.reference-removed']),
    );
  });
});

describe('comments', () => {
  it('lists comments newest first with their author, and removes one', async () => {
    for (const body of ['Premier appel', 'Deuxième appel']) {
      expect(
        (await t.call({ method: 'POST', url: `${base()}/comments`, token: agent, payload: { body } })).statusCode,
      ).toBe(201);
    }
    const comments = (await t.call({ method: 'GET', url: `${base()}/comments`, token: agent })).json();
    expect(comments.map((c: { body: string }) => c.body)).toEqual(['Deuxième appel', 'Premier appel']);
    expect(comments[0]).toMatchObject({ authorName: 'Olivia Roy', authorEmail: 'agent@demo.ca' });
    expect(
      (await t.call({ method: 'POST', url: `${base()}/comments`, token: agent, payload: { body: ' ' } })).json().errors,
    ).toEqual({ body: 'validation.required' });
    await t.call({ method: 'DELETE', url: `${base()}/comments/${comments[1].id}`, token: agent });
    expect((await t.call({ method: 'GET', url: `${base()}/comments`, token: agent })).json()).toHaveLength(1);
  });
});

describe('credit-check tracker', () => {
  it('starts disabled, is enabled with its dates, and refuses a stale toggle', async () => {
    expect((await t.call({ method: 'GET', url: `${base()}/credit-check`, token: agent })).json()).toEqual({
      customerId: customer.id,
      enabled: false,
      createdAt: null,
      updatedAt: null,
      version: 0,
    });
    const enabled = await t.call({
      method: 'PUT',
      url: `${base()}/credit-check`,
      token: agent,
      payload: { enabled: true, version: 0 },
    });
    expect(enabled.json()).toMatchObject({
      enabled: true,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `${base()}/credit-check`,
          token: agent,
          payload: { enabled: false, version: 0 },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `${base()}/credit-check`,
          token: agent,
          payload: { enabled: false, version: 1 },
        })
      ).json(),
    ).toMatchObject({ enabled: false, version: 2 });
  });
});

describe('documents', () => {
  it('files a void cheque checked by content, lists it, and downloads it with its type and name', async () => {
    const filed = await upload(
      { type: 'VOID_CHECK', depositDate: '2026-05-01', loanId: '' },
      { name: 'chèque annulé.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const document = filed.json();
    expect(document).toMatchObject({
      name: 'chèque annulé.pdf',
      type: 'VOID_CHECK',
      status: 'RECEIVED',
      depositDate: '2026-05-01',
      loanId: null,
      contentType: 'application/pdf',
      sizeBytes: PDF_BYTES.length,
    });
    expect(
      (await t.call({ method: 'GET', url: `${base()}/documents`, token: agent }))
        .json()
        .map((d: { id: number }) => d.id),
    ).toEqual([document.id]);

    const download = await t.call({ method: 'GET', url: document.downloadUrl, token: agent });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="cheque annule.pdf"; filename*=UTF-8''ch%C3%A8que%20annul%C3%A9.pdf`,
    );
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it("updates a document's status and loan with a version, then removes it", async () => {
    const document = (
      await upload({ type: 'CONTRACT' }, { name: 'contrat.png', type: 'image/png', bytes: PNG_BYTES })
    ).json();
    const { id: loanId } = await createLoan(t, agent, {
      requestId: await acceptRequestOf(t, agent, customer.id),
      ...LOAN_TERMS,
    });
    const verified = await t.call({
      method: 'PUT',
      url: `${base()}/documents/${document.id}`,
      token: agent,
      payload: { status: 'VERIFIED', loanId, version: 1 },
    });
    expect(verified.json()).toMatchObject({ status: 'VERIFIED', loanId, version: 2, contentType: 'image/png' });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `${base()}/documents/${document.id}`,
          token: agent,
          payload: { status: 'REJECTED', version: 1 },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.call({ method: 'DELETE', url: `${base()}/documents/${document.id}`, token: agent })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/customers/${customer.id}/documents/${document.id}/content`,
          token: agent,
        })
      ).statusCode,
    ).toBe(404);
    expect(await historyActions()).toEqual(
      expect.arrayContaining(['customer.document-added', 'customer.document-updated', 'customer.document-removed']),
    );
  });

  it.each([
    [
      'a lying extension',
      { name: 'cheque.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf') },
      'validation.fileTypeMismatch',
    ],
    [
      'a PNG named .pdf',
      { name: 'cheque.pdf', type: 'application/pdf', bytes: PNG_BYTES },
      'validation.fileTypeMismatch',
    ],
    [
      'a type the name denies',
      { name: 'cheque.pdf', type: 'image/jpeg', bytes: PDF_BYTES },
      'validation.fileTypeMismatch',
    ],
    [
      'an unaccepted kind',
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') },
      'validation.fileTypeNotAllowed',
    ],
    ['an empty file', { name: 'vide.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }, 'validation.fileEmpty'],
  ])('refuses %s', async (_, file, error) => {
    const response = await upload({ type: 'OTHER' }, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors.VALIDATION_ERROR', errors: { file: error } });
  });

  it('refuses a file over 10 MB, a missing file, bad fields, and a body that is not multipart', async () => {
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    PDF_BYTES.copy(big);
    expect(
      (await upload({ type: 'OTHER' }, { name: 'gros.pdf', type: 'application/pdf', bytes: big })).json().errors,
    ).toEqual({ file: 'validation.fileTooLarge' });
    expect((await upload({ type: 'OTHER' })).json().errors).toEqual({ file: 'validation.fileRequired' });
    const badFields = await upload(
      { type: 'PHOTO', depositDate: 'hier', color: 'red' },
      { name: 'c.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    );
    expect(badFields.json().errors).toEqual({
      type: 'validation.invalid',
      depositDate: 'validation.invalidDate',
      color: 'validation.unknownField',
    });
    const json = await t.call({ method: 'POST', url: `${base()}/documents`, token: agent, payload: { type: 'OTHER' } });
    expect(json.statusCode).toBe(415);
    expect((await t.call({ method: 'GET', url: `${base()}/documents`, token: agent })).json()).toHaveLength(1);
  });

  it('lets a viewer download but not upload', async () => {
    const viewer = await signInWith(t, (await t.login('admin@demo.ca')).token, 'voir.docs@demo.ca', [
      { Action: 'view', Subject: 'customer' },
    ]);
    expect(
      (await upload({ type: 'OTHER' }, { name: 'c.pdf', type: 'application/pdf', bytes: PDF_BYTES }, viewer))
        .statusCode,
    ).toBe(420);
    const [document] = (await t.call({ method: 'GET', url: `${base()}/documents`, token: viewer })).json();
    expect((await t.call({ method: 'GET', url: document.downloadUrl, token: viewer })).statusCode).toBe(200);
  });
});
