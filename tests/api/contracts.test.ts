import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { computeSchedule } from '../../domain/loanSchedule';
import { formatMoney } from '../../domain/money';
import {
  auditLog,
  configurationSections,
  contractEnvelopes,
  customerMessages,
  customers,
  notifications,
  outbox,
} from '../../server/db/schema';
import { acceptedRequest, createLoan, loanAction, setToday, LOAN_TERMS } from '../support/loans';
import { pdfText } from '../support/pdfText';
import { startAndPayOut } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';
import { signInWith } from '../support/users';
import { formatPercent } from '../../domain/percent';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  await setToday(t, '2026-11-23');
});
afterAll(async () => t.close());

let counter = 0;
/** A PENDING loan of a customer made with these fields (by default a French-speaking Quebecer with banking information). */
async function loanOf(customer: Record<string, unknown> = {}) {
  const email = `contract${++counter}.${Date.now()}@example.ca`;
  const { requestId, customerId } = await acceptedRequest(t, agent, 50_000, { email, ...customer });
  const loan = await createLoan(t, agent, { requestId, ...LOAN_TERMS });
  return { loan, customerId, email };
}

const send = (loanId: number, channel: string, token = agent) =>
  t.call({ method: 'POST', url: `/api/loans/${loanId}/contracts`, token, payload: { channel } });
const db = () => t.ctx.database.db;
const envelopesOf = (loanId: number) =>
  db().select().from(contractEnvelopes).where(eq(contractEnvelopes.loanId, loanId));
const mailsTo = (address: string) => db().select().from(outbox).where(eq(outbox.toAddress, address));
const auditsOf = (loanId: number) =>
  db()
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'loan'),
        eq(auditLog.entityId, String(loanId)),
        sql`${auditLog.action} like 'contract.%'`,
      ),
    );

/** Sends for e-signature and reads the link the customer was emailed. */
async function sentForSignature(customer: Record<string, unknown> = {}) {
  const made = await loanOf(customer);
  const response = await send(made.loan.id, 'ESIGN');
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await mailsTo(made.email);
  const link = /http:\/\/localhost:5000(\/contracts\/sign\/[\w-]{43})/.exec(mail.textBody)!;
  return { ...made, mail, path: link[1], envelope: response.json() };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('send contract: the requirements of spec §5', () => {
  it.each([
    [
      'without banking information',
      { bankTransit: null, bankInstitution: null, bankAccount: null },
      {},
      'errors.CONTRACT_BANKING_INFO_REQUIRED',
    ],
    [
      'with an institution number that does not exist',
      {},
      { bankInstitution: '999' },
      'errors.INSTITUTION_NUMBER_NOT_FOUND',
    ],
    ['without the client language', {}, { language: '' }, 'errors.CONTRACT_LANGUAGE_REQUIRED'],
  ])('is refused %s, and nothing is recorded or sent', async (_case, fields, stored, message) => {
    const { loan, customerId, email } = await loanOf(fields);
    // A value no form lets through (an empty language), written straight to the table.
    const raw = stored as Partial<typeof customers.$inferInsert>;
    if (Object.keys(stored).length > 0) await db().update(customers).set(raw).where(eq(customers.id, customerId));
    const response = await send(loan.id, 'EMAIL');
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe(message);
    if (message === 'errors.INSTITUTION_NUMBER_NOT_FOUND') expect(response.json().params).toEqual({ number: '999' });
    expect(await envelopesOf(loan.id)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect(await auditsOf(loan.id)).toEqual([]);
  });

  it('tells the dialog where each channel goes and what is missing', async () => {
    const { loan, email } = await loanOf({ fax: null });
    const readiness = (
      await t.call({ method: 'GET', url: `/api/loans/${loan.id}/contracts/readiness`, token: agent })
    ).json();
    expect(readiness.channels.EMAIL).toEqual({ destination: email, refusals: [] });
    expect(readiness.channels.FAX).toEqual({ destination: null, refusals: [{ key: 'CONTRACT_FAX_REQUIRED' }] });
    expect(readiness.languages).toEqual(['fr']);
    expect((await send(loan.id, 'FAX')).json().message).toBe('errors.CONTRACT_FAX_REQUIRED');
  });

  it('needs the ability to update loans, and a loan the dialog applies to', async () => {
    const admin = (await t.login('admin@demo.ca')).token;
    const viewer = await signInWith(t, admin, `viewer.${Date.now()}@demo.ca`, [{ Action: 'view', Subject: 'loan' }]);
    const { loan } = await loanOf();
    const refused = await send(loan.id, 'EMAIL', viewer);
    expect(refused.statusCode).toBe(420);
    expect(refused.json().message).toBe('errors.FORBIDDEN');
    expect(await envelopesOf(loan.id)).toEqual([]);
    // The viewer still reads the list.
    expect((await t.call({ method: 'GET', url: `/api/loans/${loan.id}/contracts`, token: viewer })).json()).toEqual([]);

    const stopped = await loanAction(t, agent, await startAndPayOut(t, agent, loan), 'stop', {
      stopDate: 'TODAY',
    });
    expect((await send(stopped.id, 'EMAIL')).json().message).toBe('errors.LOAN_ACTION_NOT_ALLOWED');
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/loans/${loan.id}/contracts`,
          token: agent,
          payload: { channel: 'PIGEON' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('send contract by email and fax', () => {
  it('emails the contract PDF, attached, in the customer’s language; lists it and audits it on the loan', async () => {
    const { loan, email } = await loanOf({ firstName: 'Élodie' });
    const response = await send(loan.id, 'EMAIL');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      channel: 'EMAIL',
      status: 'SENT',
      destination: email,
      language: 'fr',
      signedAt: null,
    });

    // The lender's CONTRACT_EMAIL template carries it, in the customer's language.
    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/^Votre contrat de prêt de 500,00\s\$$/);
    const attachment = mail.attachments!.find((file) => file.contentType === 'application/pdf')!;
    expect(attachment).toMatchObject({ filename: `contrat-${loan.loanNumber}.pdf`, contentType: 'application/pdf' });
    const text = pdfText(Buffer.from(attachment.contentBase64, 'base64'));
    expect(text).toContain('Contrat de prêt');
    expect(text).toContain('Élodie Trémblay');
    expect(text).not.toContain('Loan contract');
    expect(
      await db()
        .select({ status: customerMessages.status })
        .from(customerMessages)
        .where(eq(customerMessages.toAddress, email)),
    ).toEqual([{ status: 'QUEUED' }]);

    const list = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}/contracts`, token: agent })).json();
    expect(list).toMatchObject([{ id: response.json().id, channel: 'EMAIL', status: 'SENT', sentBy: 'Olivia Roy' }]);
    const pdf = await t.call({ method: 'GET', url: `/api/loans/${loan.id}/contracts/${list[0].id}/pdf`, token: agent });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(Buffer.from(attachment.contentBase64, 'base64'))).toBe(true);
    expect(await auditsOf(loan.id)).toMatchObject([
      { action: 'contract.sent-email', after: { channel: 'EMAIL', destination: email } },
    ]);
  });

  it('faxes the contract through the provider', async () => {
    const { loan } = await loanOf({ fax: '514 555-0123' });
    const response = await send(loan.id, 'FAX');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ channel: 'FAX', status: 'SENT', destination: '514-555-0123' });
    const [envelope] = await envelopesOf(loan.id);
    expect(envelope.providerReference).toMatch(/^FAX-/);
    expect(await auditsOf(loan.id)).toMatchObject([{ action: 'contract.sent-fax' }]);
  });

  it('says when the fax did not go through, keeping the failed attempt', async () => {
    const { loan } = await loanOf({ fax: '819-555-0000' });
    const response = await send(loan.id, 'FAX');
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FAX_NO_ANSWER');
    expect(await envelopesOf(loan.id)).toMatchObject([{ status: 'FAILED', error: 'errors.FAX_NO_ANSWER' }]);
    expect(await auditsOf(loan.id)).toMatchObject([
      { action: 'contract.send-failed', after: { reason: 'errors.FAX_NO_ANSWER' } },
    ]);
  });
});

describe('electronic signature', () => {
  it('creates the envelope, emails the link, and the customer signs on a page in their language', async () => {
    const { loan, mail, path, email, envelope } = await sentForSignature({
      language: 'en',
      province: 'ON',
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      firstName: 'Emily',
      lastName: 'Clark',
    });
    expect(envelope).toMatchObject({ channel: 'ESIGN', status: 'SENT', destination: email, language: 'en' });
    expect(new Date(envelope.expiresAt).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(mail.subject).toBe(`Sign your loan contract no. ${loan.loanNumber} — Guichet`);
    const [stored] = await envelopesOf(loan.id);
    expect(stored.signingTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.signingTokenHash).not.toBe(path.split('/').at(-1));

    const page = await t.call({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Signing your loan contract');
    expect(page.body).toContain('Emily Clark');
    expect(page.body).not.toContain('<script');
    expect((await t.call({ method: 'GET', url: `${path}?lang=fr` })).body).toContain(
      'Signature de votre contrat de prêt',
    );
    const pdf = await t.call({ method: 'GET', url: `${path}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain('Loan contract');

    const wrongName = await t.call({
      method: 'POST',
      url: path,
      ...form({ fullName: 'Someone Else', agree: 'yes', lang: 'en' }),
    });
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.body).toContain('does not match');
    const unticked = await t.call({ method: 'POST', url: path, ...form({ fullName: 'Emily Clark', lang: 'en' }) });
    expect(unticked.statusCode).toBe(422);
    expect(
      (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json().contractSignedAt,
    ).toBeNull();

    const signed = await t.call({
      method: 'POST',
      url: path,
      ...form({ fullName: 'emily  clark', agree: 'yes', lang: 'en' }),
    });
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe(`${path}?lang=en`);
    const after = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json();
    expect(after.contractSignedAt).not.toBeNull();
    expect(after.version).toBe(loan.version + 1);
    const [row] = await envelopesOf(loan.id);
    expect(row).toMatchObject({ status: 'SIGNED', signerName: 'emily clark', signerAddress: '127.0.0.1' });
    expect(row.signedAt!.toISOString()).toBe(after.contractSignedAt);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.path, `/apps/loans/${loan.id}`));
    expect(notices).toMatchObject([
      {
        type: 'CONTRACT',
        messageKey: 'resources.notifications.messages.CONTRACT',
        params: { loanNumber: loan.loanNumber, customerName: 'Emily Clark' },
      },
    ]);
    expect((await auditsOf(loan.id)).map((entry) => entry.action)).toEqual(['contract.sent-esign', 'contract.signed']);
    const signedPage = await t.call({ method: 'GET', url: path });
    expect(signedPage.statusCode).toBe(200);
    expect(signedPage.body).toContain('Contract signed');
    expect(signedPage.body).not.toContain('<form');

    // Signing twice changes nothing.
    const again = await t.call({ method: 'POST', url: path, ...form({ fullName: 'Emily Clark', agree: 'yes' }) });
    expect(again.statusCode).toBe(303);
    expect((await t.call({ method: 'GET', url: `/api/loans/${loan.id}`, token: agent })).json()).toMatchObject({
      contractSignedAt: after.contractSignedAt,
      version: after.version,
    });
    expect(
      await db()
        .select()
        .from(notifications)
        .where(eq(notifications.path, `/apps/loans/${loan.id}`)),
    ).toHaveLength(1);
    expect(await auditsOf(loan.id)).toHaveLength(2);
    const list = (await t.call({ method: 'GET', url: `/api/loans/${loan.id}/contracts`, token: agent })).json();
    expect(list).toMatchObject([{ status: 'SIGNED', signerName: 'emily clark', signedAt: after.contractSignedAt }]);
  });

  it('gives a Quebecer who chose English the French contract first, then the English one', async () => {
    const { path } = await sentForSignature({ language: 'en', province: 'QC' });
    const text = pdfText((await t.call({ method: 'GET', url: `${path}/pdf` })).rawPayload);
    expect(text.indexOf('Contrat de prêt')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Loan contract')).toBeGreaterThan(text.indexOf('Contrat de prêt'));
    // The page follows the customer's own language.
    expect((await t.call({ method: 'GET', url: path })).body).toContain('Signing your loan contract');
  });

  it('answers an unknown link 404 and an expired or replaced one 410, changing nothing', async () => {
    const unknown = await t.call({
      method: 'GET',
      url: `/contracts/sign/${'x'.repeat(43)}`,
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Lien introuvable');
    expect(unknown.body).toContain('Link not found');
    expect((await t.call({ method: 'GET', url: '/contracts/sign/short' })).statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/contracts/sign/${'x'.repeat(43)}`,
          ...form({ fullName: 'Jean Trémblay', agree: 'yes' }),
        })
      ).statusCode,
    ).toBe(404);

    const expired = await sentForSignature();
    await db()
      .update(contractEnvelopes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(contractEnvelopes.loanId, expired.loan.id));
    const page = await t.call({ method: 'GET', url: expired.path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Link expired');
    const post = await t.call({
      method: 'POST',
      url: expired.path,
      ...form({ fullName: 'Jean Trémblay', agree: 'yes' }),
    });
    expect(post.statusCode).toBe(410);
    expect((await t.call({ method: 'GET', url: `${expired.path}/pdf` })).statusCode).toBe(410);
    expect(
      (await t.call({ method: 'GET', url: `/api/loans/${expired.loan.id}`, token: agent })).json().contractSignedAt,
    ).toBeNull();

    const replaced = await sentForSignature();
    expect((await send(replaced.loan.id, 'EMAIL')).statusCode).toBe(201);
    expect((await t.call({ method: 'GET', url: replaced.path })).statusCode).toBe(410);
    const statuses = (await t.call({ method: 'GET', url: `/api/loans/${replaced.loan.id}/contracts`, token: agent }))
      .json()
      .map((row: { status: string }) => row.status);
    expect(statuses).toEqual(['SENT', 'SUPERSEDED']);
  });
});

describe('the contract PDF', () => {
  it('names the lender and the borrower, and gives the terms, the whole schedule, the cost of credit, the fees in force and a signature block', async () => {
    await db()
      .insert(configurationSections)
      .values({ section: 'general', value: { companyName: 'Prêts Boréal', adminEmail: 'admin@boreal.ca' } })
      .onConflictDoUpdate({
        target: configurationSections.section,
        set: { value: sql`configuration_sections.value || '{"companyName":"Prêts Boréal"}'::jsonb` },
      });
    const { loan, email } = await loanOf({
      language: 'en',
      province: 'ON',
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      street: '100 King St W',
      firstName: 'Emily',
      lastName: 'Clark',
    });
    expect((await send(loan.id, 'EMAIL')).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    const text = pdfText(
      Buffer.from(mail.attachments!.find((file) => file.contentType === 'application/pdf')!.contentBase64, 'base64'),
    );

    const schedule = computeSchedule({
      ...LOAN_TERMS,
      frequency: 'BIWEEKLY',
      annualInterestRate: loan.annualInterestRate as number,
      membershipFeePerPayment: 100,
      province: 'ON',
    });
    const dollars = (cents: number) => formatMoney(cents, 'en');
    expect(text).toContain('Loan contract');
    expect(text).not.toContain('Contrat de prêt');
    expect(text).toContain('Prêts Boréal');
    expect(text).toContain('Emily Clark');
    expect(text).toContain('100 King St W');
    expect(text).toContain(`Loan no. ${loan.loanNumber}`);
    expect(text).toContain(dollars(50_000));
    expect(text).toContain('Every two weeks');
    // The same digits as the loan screen (domain/percent.ts): two decimals.
    expect(text).toContain('18.90%');
    expect(text).toContain(formatPercent(schedule.apr, 'en'));
    expect(text).not.toContain(`${schedule.apr} %`);
    expect(text).toContain('Total cost of credit');
    expect(text).toContain(dollars(schedule.totalCost));
    for (const line of schedule.payments) {
      expect(text).toContain(line.date);
      expect(text).toContain(dollars(line.amount));
    }
    // The fees in force: NSF $45 and deferral $25 (the default configuration), brokerage and membership of the loan.
    expect(text).toContain('Returned payment (NSF) fee');
    expect(text).toContain(dollars(4_500));
    expect(text).toContain(dollars(2_500));
    expect(text).toContain('account ending in 4567');
    expect(text).toContain("Borrower's signature");
  });
});
