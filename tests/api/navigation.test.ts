import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordSuggestions } from '../../domain/navigationSearch';
import { acceptedRequest, createLoan, LOAN_TERMS } from '../support/loans';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.ca')).token;
  // A borrower whose name has accents, with a loan.
  const { requestId } = await acceptedRequest(t, admin, 50_000, { firstName: 'Zoé', lastName: 'Bélanger-Thérien' });
  await createLoan(t, admin, { requestId, ...LOAN_TERMS });
});
afterAll(async () => t.close());

const search = (q: string, token = admin) =>
  t.call({ method: 'GET', url: `/api/navigation/records?q=${encodeURIComponent(q)}`, token });

describe('the navigation search', () => {
  it('finds customers by part of a name without its accents, by number, and loans by number', async () => {
    const [loan] = await t.ctx.database.sql<
      { id: number; loan_number: string; customer_id: number; last_name: string; customer_number: string }[]
    >`
      select l.id, l.loan_number, l.customer_id, c.last_name, c.customer_number
        from loans l join customers c on c.id = l.customer_id where l.deleted_at is null order by l.id limit 1`;
    // A name with accents, found typed without them and in capitals.
    const byName = (await search('  THERIEN ')).json() as RecordSuggestions;
    expect(byName.customers.map((customer) => customer.id)).toContain(loan!.customer_id);

    const customerNumber = String(loan!.customer_number);
    const byCustomerNumber = (await search(customerNumber.slice(0, 5))).json() as RecordSuggestions;
    expect(byCustomerNumber.customers.length).toBeGreaterThan(0);
    expect(byCustomerNumber.customers.length).toBeLessThanOrEqual(5);
    expect((await search(customerNumber)).json().customers.map((customer: { id: number }) => customer.id)).toContain(
      loan!.customer_id,
    );

    const loanNumber = String(loan!.loan_number);
    const byLoanNumber = (await search(loanNumber)).json() as RecordSuggestions;
    expect(byLoanNumber.loans).toEqual([
      expect.objectContaining({
        id: loan!.id,
        loanNumber: Number(loanNumber),
        customerName: expect.stringContaining('Bélanger-Thérien'),
      }),
    ]);
    const byPrefix = (await search(loanNumber.slice(0, 4))).json() as RecordSuggestions;
    expect(byPrefix.loans.length).toBeGreaterThan(0);
    expect(byPrefix.loans.every((found) => String(found.loanNumber).startsWith(loanNumber.slice(0, 4)))).toBe(true);
    // Letters never look for loans.
    expect(((await search('Thérien')).json() as RecordSuggestions).loans).toEqual([]);
  });

  it('asks three characters, answers only signed-in users, and only the records a user may open', async () => {
    expect((await search('ab')).json().errors).toEqual({ q: 'validation.minSearchLength' });
    expect((await search(' ab ')).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/navigation/records?q=abc' })).statusCode).toBe(401);
    const noRole = (await t.login('norole@demo.ca')).token;
    const [someone] = await t.ctx.database.sql<{ last_name: string }[]>`select last_name from customers limit 1`;
    const answer = await search(someone!.last_name.slice(0, 4), noRole);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ customers: [], loans: [] });
  });
});

describe('the shortcuts', () => {
  const put = (shortcuts: unknown, token = admin) =>
    t.call({ method: 'PUT', url: '/api/Identity/Me/shortcuts', token, payload: { shortcuts } });
  const me = async (token = admin) => (await t.call({ method: 'GET', url: '/api/Identity/Me', token })).json();

  it("are the user's own list of pages, kept on the server", async () => {
    const answer = await put(['loans', 'calendar']);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ shortcuts: ['loans', 'calendar'] });
    expect((await me()).shortcuts).toEqual(['loans', 'calendar']);
    // Another user's list is their own.
    const agent = (await t.login('agent@demo.ca')).token;
    expect((await me(agent)).shortcuts).toEqual([]);
    expect((await put(['customers'])).json()).toEqual({ shortcuts: ['customers'] });
  });

  it('refuse an unknown page, the same page twice and more than twelve, changing nothing', async () => {
    await put(['reports']);
    expect((await put(['nowhere'])).json().errors).toEqual({ 'shortcuts.0': 'validation.invalid' });
    expect((await put(['loans', 'loans'])).json().errors).toEqual({ shortcuts: 'validation.duplicate' });
    expect((await put(Array.from({ length: 13 }, () => 'loans'))).statusCode).toBe(400);
    expect((await put('loans')).statusCode).toBe(400);
    expect((await me()).shortcuts).toEqual(['reports']);
  });
});
