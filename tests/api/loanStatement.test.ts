import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAndPayOut } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';
import { acceptedRequest, createLoan, setToday, LOAN_TERMS } from '../support/loans';
import { pdfText } from '../support/pdfText';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  await setToday(t, '2026-11-23');
});
afterAll(async () => t.close());

const terms = LOAN_TERMS;

async function startedLoanOf(language: string) {
  const { requestId } = await acceptedRequest(t, agent, 50_000, {
    language,
    firstName: language === 'fr' ? 'Élodie' : 'Emily',
  });
  return startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...terms }));
}
const statement = (id: number, kind: string) =>
  t.call({ method: 'GET', url: `/api/loans/${id}/statement?kind=${kind}`, token: agent });

describe('PDF account statement (spec §2)', () => {
  it('gives the balance in the customer’s language (French)', async () => {
    const loan = await startedLoanOf('fr');
    await setToday(t, '2026-12-07');
    const response = await statement(loan.id, 'BALANCE');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`etat-de-compte-${loan.loanNumber}.pdf`);
    const text = pdfText(response.rawPayload);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('État de compte');
    expect(text).toContain('Élodie');
    expect(text).toContain('Total dû');
    expect(text).not.toContain('Écritures au compte');
    await setToday(t, '2026-11-23');
  });

  it('gives the details, every payment and ledger entry, in English for an English customer', async () => {
    const loan = await startedLoanOf('en');
    const response = await statement(loan.id, 'DETAILS');
    const text = pdfText(response.rawPayload);
    expect(response.headers['content-disposition']).toContain(`statement-${loan.loanNumber}-details.pdf`);
    expect(text).toContain('Detailed account statement');
    expect(text).toContain('Account entries');
    expect(text).toContain('Disbursement');
    expect(text).toContain('Payment 6 of 6');
    expect(text).toContain('$500.00');
  });

  it('refuses an unknown kind and a loan not yet started', async () => {
    const loan = await startedLoanOf('fr');
    expect((await statement(loan.id, 'EVERYTHING')).statusCode).toBe(400);
    const { requestId } = await acceptedRequest(t, agent, 50_000);
    const pending = await createLoan(t, agent, { requestId, ...terms });
    expect((await statement(pending.id, 'BALANCE')).json().message).toBe('errors.LOAN_ACTION_NOT_ALLOWED');
  });
});
