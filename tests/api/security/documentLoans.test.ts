import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_TERMS, acceptedRequest, createLoan } from '../../support/loans';
import { PDF_BYTES, multipart } from '../../support/multipart';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
let agent: string;
let own: { customerId: number; loanId: number };
let other: { customerId: number; loanId: number };
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  const withLoan = async () => {
    const { customerId, requestId } = await acceptedRequest(t, agent);
    return { customerId, loanId: (await createLoan(t, agent, { requestId, ...LOAN_TERMS })).id };
  };
  own = await withLoan();
  other = await withLoan();
});
afterAll(() => t.close());

const upload = (loanId: number) => {
  const { payload, headers } = multipart(
    { type: 'CONTRACT', loanId: String(loanId) },
    { name: 'contrat.pdf', type: 'application/pdf', bytes: PDF_BYTES },
  );
  return t.call({ method: 'POST', url: `/api/customers/${own.customerId}/documents`, token: agent, payload, headers });
};
const documents = async () =>
  (await t.call({ method: 'GET', url: `/api/customers/${own.customerId}/documents`, token: agent })).json();

/** A customer's document names one of that customer's loans, or none. */
describe('the loan a document belongs to', () => {
  it.each([
    ["another customer's loan", () => other.loanId],
    ['a loan that does not exist', () => 999_999],
  ])('refuses filing a document under %s, and files nothing', async (_, loanId) => {
    const response = await upload(loanId());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ loanId: 'validation.notCustomersLoan' });
    expect(await documents()).toEqual([]);
  });

  it("files a document under the customer's own loan, and refuses moving it to another customer's", async () => {
    const filed = await upload(own.loanId);
    expect(filed.statusCode).toBe(201);
    const document = filed.json();
    expect(document.loanId).toBe(own.loanId);
    const url = `/api/customers/${own.customerId}/documents/${document.id}`;
    for (const loanId of [other.loanId, 999_999]) {
      const moved = await t.call({ method: 'PUT', url, token: agent, payload: { loanId, version: document.version } });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().errors).toEqual({ loanId: 'validation.notCustomersLoan' });
    }
    expect(await documents()).toEqual([
      expect.objectContaining({ id: document.id, loanId: own.loanId, version: document.version }),
    ]);
    const unlinked = await t.call({
      method: 'PUT',
      url,
      token: agent,
      payload: { loanId: null, version: document.version },
    });
    expect(unlinked.json()).toMatchObject({ loanId: null });
  });
});
