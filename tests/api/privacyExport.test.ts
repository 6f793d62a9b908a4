import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personalInformation, type PersonalInformation } from '../../domain/privacy';
import { createCustomer, q } from '../support/customers';
import { multipart, PDF_BYTES } from '../support/multipart';
import { pdfText } from '../support/pdfText';
import { createTestApp, type TestApp } from '../support/testApp';
import { signInWith } from '../support/users';

let t: TestApp;
let admin: string;
/** The demo borrower (client@demo.ca): an active loan lived day by day, with its ledger. */
let borrower: { id: number; customerNumber: number; sin: string };
const DEMO_BORROWER = 'client@demo.ca';
const TODAY = '2026-11-24';

beforeAll(async () => {
  // One demo customer: the first story is an active loan, and its borrower is the portal's demo one.
  t = await createTestApp({ DEMO_CUSTOMERS: '1', BUSINESS_DATE: TODAY });
  admin = (await t.login('admin@demo.ca')).token;
  const [found] = (
    await t.call({ method: 'GET', url: `/api/customers?filter=${q({ email: DEMO_BORROWER })}`, token: admin })
  ).json();
  const { sin } = (
    await t.call({ method: 'POST', url: `/api/customers/${found.id}/sin-reveal`, token: admin, payload: {} })
  ).json();
  borrower = { id: found.id, customerNumber: found.customerNumber, sin };
});
afterAll(async () => t.close());

const exportOf = (customerId: number | string, token = admin) =>
  t.call({ method: 'GET', url: `/api/customers/${customerId}/personal-information`, token });

/** The borrower signs in to the client portal with the code the outbox holds (no SMTP in tests). */
async function portalSignIn(address: string) {
  const ip = '10.44.0.1';
  const asked = await t.call({
    method: 'POST',
    url: '/portal/api/sign-in/code',
    payload: { address },
    remoteAddress: ip,
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const code = await vi.waitFor(
    async () => {
      const [mail] = (
        await t.call({
          method: 'GET',
          url: `/api/outbox?filter=${q({ to: address })}&sort=["id","DESC"]`,
          token: admin,
        })
      ).json() as { text: string }[];
      const found = mail && /: (\d{6})/.exec(mail.text)?.[1];
      expect(found).toBeTruthy();
      return found!;
    },
    { timeout: 10_000, interval: 20 },
  );
  const signedIn = await t.call({
    method: 'POST',
    url: '/portal/api/sign-in',
    payload: { address, code },
    remoteAddress: ip,
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
}

describe("a customer's personal information", () => {
  let archive: Record<string, Uint8Array>;
  let data: PersonalInformation;
  let fileName: string;

  beforeAll(async () => {
    const base = `/api/customers/${borrower.id}`;
    const { payload, headers } = multipart(
      { type: 'VOID_CHECK', depositDate: '2026-05-01', loanId: '' },
      { name: 'chèque annulé.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    );
    expect(
      (await t.call({ method: 'POST', url: `${base}/documents`, token: admin, payload, headers })).statusCode,
    ).toBe(201);
    const comment = await t.call({
      method: 'POST',
      url: `${base}/comments`,
      token: admin,
      payload: { body: 'Rappel le 2 décembre' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const [template] = (await t.call({ method: 'GET', url: '/api/message-templates', token: admin })).json() as {
      id: number;
      code: string;
    }[];
    const sent = await t.call({
      method: 'POST',
      url: `${base}/messages`,
      token: admin,
      payload: { templateId: template.id, channels: ['EMAIL'] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await portalSignIn(DEMO_BORROWER);

    const response = await exportOf(borrower.id);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))![1];
    archive = unzipSync(new Uint8Array(response.rawPayload));
    data = personalInformation.parse(JSON.parse(Buffer.from(archive['personal-information.json']).toString('utf8')));
  });

  it('comes as one zip named after the customer and the day', () => {
    expect(fileName).toBe(`informations-personnelles-${borrower.customerNumber}-${TODAY}.zip`);
    expect(Object.keys(archive)).toEqual(
      expect.arrayContaining([
        'personal-information.json',
        'personal-information-fr.pdf',
        'personal-information-en.pdf',
      ]),
    );
  });

  it('holds the whole profile, the SIN and the banking included', () => {
    expect(data.customer).toMatchObject({
      id: borrower.id,
      customerNumber: borrower.customerNumber,
      email: DEMO_BORROWER,
      sin: borrower.sin,
    });
    expect(borrower.sin).toMatch(/^\d{9}$/);
    expect(data.customer.bankAccount).toBeTruthy();
    expect(data.asOf).toBe(TODAY);
  });

  it('holds the requests and the loans, each loan with its schedule and its ledger in cents', () => {
    expect(data.requests.length).toBeGreaterThan(0);
    const [loan] = data.loans;
    expect(loan.status).toBe('ACTIVE');
    expect(data.requests.map((request) => request.id)).toContain(loan.requestId);
    expect(loan.payments.length).toBe(loan.numberOfPayments);
    expect(loan.ledger.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['DISBURSEMENT', 'PAYMENT']));
    const sum = loan.ledger.reduce(
      (total, entry) => total + entry.capitalCents + entry.interestCents + entry.feesCents,
      0,
    );
    expect(loan.owingCents).toBe(sum);
    expect(Number.isInteger(loan.amountCents)).toBe(true);
  });

  it("holds the documents' descriptions and their files", () => {
    const document = data.documents.find((entry) => entry.name === 'chèque annulé.pdf')!;
    expect(document).toMatchObject({ type: 'VOID_CHECK', depositDate: '2026-05-01' });
    expect(document.file).toMatch(/^documents\/\d+-chèque annulé\.pdf$/);
    expect(Buffer.from(archive[document.file])).toEqual(PDF_BYTES);
  });

  it('holds the comments, the messages sent and the emails of the outbox', () => {
    expect(data.comments.map((comment) => comment.body)).toContain('Rappel le 2 décembre');
    expect(data.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ channel: 'EMAIL', to: DEMO_BORROWER })]),
    );
    // The outbox's emails to the person: at the address on file, or at one they had when a message went out.
    const addresses = new Set([DEMO_BORROWER, ...data.messages.map((message) => message.to.toLowerCase())]);
    expect(data.emails.filter((email) => email.to.toLowerCase() === DEMO_BORROWER).length).toBeGreaterThanOrEqual(2);
    expect(data.emails.filter((email) => !addresses.has(email.to.toLowerCase()))).toEqual([]);
  });

  it('holds the portal sign-ins, and never a code or a session token', () => {
    expect(data.portal.signIns).toHaveLength(1);
    expect(data.portal.codes).toEqual([expect.objectContaining({ channel: 'EMAIL', address: DEMO_BORROWER })]);
    expect(data.portal.codes[0].usedAt).not.toBeNull();
    const json = Buffer.from(archive['personal-information.json']).toString('utf8');
    expect(json).not.toMatch(/codeHash|tokenHash|code_hash|token_hash|pendingCode/);
  });

  it('holds the audit entries of the file, its requests and its loans', () => {
    const actions = data.audit.map((entry) => `${entry.entity}:${entry.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'customer:customer.document-added',
        'customer:customer.comment-added',
        'customer:customer.portal-signed-in',
        'loan:loan.created',
      ]),
    );
  });

  it('says the same in two PDFs, one French and one English', () => {
    const french = Buffer.from(archive['personal-information-fr.pdf']);
    const english = Buffer.from(archive['personal-information-en.pdf']);
    expect(french.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(english.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const frText = pdfText(french);
    const enText = pdfText(english);
    expect(frText).toContain('Renseignements personnels détenus');
    expect(frText).toContain('Écritures au compte');
    expect(frText).toContain("Numéro d'assurance sociale");
    expect(frText).toContain(borrower.sin);
    expect(frText).not.toContain('Personal information we hold');
    expect(enText).toContain('Personal information we hold');
    expect(enText).toContain('Account entries');
    expect(enText).toContain('Social insurance number');
    expect(enText).not.toContain('Renseignements personnels');
    // Dollars from cents, each language its way.
    const amount = data.loans[0].amountCents;
    const dollars = (amount / 100).toFixed(2);
    expect(frText).toContain(`${dollars.replace('.', ',').replace(/\B(?=(\d{3})+,)/g, '\u00a0')}\u00a0$`);
    expect(enText).toContain(`$${dollars.replace(/\B(?=(\d{3})+\.)/g, ',')}`);
  });

  it("is written in the customer's History", async () => {
    const history = (
      await t.call({ method: 'GET', url: `/api/customers/${borrower.id}/history`, token: admin })
    ).json();
    expect(history[0]).toMatchObject({
      action: 'customer.exported',
      entity: 'customer',
      actorName: expect.any(String),
    });
  });
});

describe('who may export, and what', () => {
  it('refuses a user without the export permission (420), even one who sees customers', async () => {
    const viewer = await signInWith(t, admin, `viewer.${Date.now()}@demo.ca`, [
      { Action: 'view', Subject: 'customer' },
    ]);
    const response = await exportOf(borrower.id, viewer);
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FORBIDDEN');
  });

  it('answers 404 for an unknown or deleted customer, 400 for a malformed id, 401 without a token', async () => {
    expect((await exportOf(999_999)).statusCode).toBe(404);
    const gone = await createCustomer(t, admin, { email: `gone.${Date.now()}@example.ca`, sin: null });
    expect((await t.call({ method: 'DELETE', url: `/api/customers/${gone.id}`, token: admin })).statusCode).toBe(200);
    expect((await exportOf(gone.id)).statusCode).toBe(404);
    expect((await exportOf('abc')).statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: `/api/customers/${borrower.id}/personal-information` })).statusCode,
    ).toBe(401);
  });
});
