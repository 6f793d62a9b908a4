import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TEMPLATE_TEXT_FIELDS, placeholderErrors } from '../../domain/messageTemplates';
import { auditLog, messageTemplates } from '../../server/db/schema';
import { DEFAULT_TEMPLATES } from '../../server/db/seed/messageTemplates';
import { sanitizeEmailHtml } from '../../server/features/messages/emailHtml';
import { createCustomer } from '../support/customers';
import { LOAN_TERMS, acceptedRequest, createLoan } from '../support/loans';
import { startAndPayOut } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_DATE: '2026-11-24' });
  admin = (await t.login('admin@demo.ca')).token;
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => t.close());

const template = (overrides: Record<string, unknown> = {}) => ({
  title: 'Relance amicale',
  description: 'Après un retard',
  emailSubjectFr: 'Bonjour {{clientFirstName}}',
  emailSubjectEn: 'Hello {{clientFirstName}}',
  emailBodyFr: '<p>Votre solde est de {{balance}}.</p>',
  emailBodyEn: '<p>Your balance is {{balance}}.</p>',
  smsFr: 'Solde : {{balance}}',
  smsEn: 'Balance: {{balance}}',
  emailEnabled: true,
  smsEnabled: true,
  ...overrides,
});
const post = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/api/message-templates', token, payload });
const put = (id: number, payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'PUT', url: `/api/message-templates/${id}`, token, payload });
const get = (id: number, token = admin) => t.call({ method: 'GET', url: `/api/message-templates/${id}`, token });
const countTemplates = async () =>
  (await t.ctx.database.db.select({ id: messageTemplates.id }).from(messageTemplates)).length;
const editable = ({
  id: _id,
  code: _code,
  system: _system,
  createdAt: _c,
  updatedAt: _u,
  ...rest
}: Record<string, unknown>) => rest;

describe('the default templates', () => {
  it('are listed in both languages with the codes the product sends, Content-Range included, to agents too', async () => {
    const response = await t.call({ method: 'GET', url: '/api/message-templates?range=[0,49]', token: agent });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json();
    expect(response.headers['content-range']).toBe(`message-templates 0-${rows.length - 1}/${rows.length}`);
    const codes = rows.map((row: { code: string }) => row.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'PAYMENT_REMINDER',
        'IBV_REQUEST',
        'CONTRACT_EMAIL',
        'NSF_NOTICE',
        'BALANCE_NOTICE',
        'WELCOME',
      ]),
    );
    const ibv = rows.find((row: { code: string }) => row.code === 'IBV_REQUEST');
    expect(ibv).toMatchObject({ system: true, emailEnabled: true, smsEnabled: true });
    expect(ibv.emailBodyFr).toContain('{{ibvLink}}');
    expect(ibv.emailBodyEn).toContain('{{ibvLink}}');
  });

  it('name only known placeholders and are already as the sanitizer saves them', () => {
    for (const seeded of DEFAULT_TEMPLATES) {
      expect(placeholderErrors(seeded, TEMPLATE_TEXT_FIELDS), seeded.code).toEqual({});
      expect(sanitizeEmailHtml(seeded.emailBodyFr), seeded.code).toBe(seeded.emailBodyFr);
      expect(sanitizeEmailHtml(seeded.emailBodyEn), seeded.code).toBe(seeded.emailBodyEn);
    }
  });

  it('are not added twice when the server starts again', async () => {
    const { bootstrapDatabase } = await import('../../server/db/bootstrap');
    const before = await countTemplates();
    await bootstrapDatabase(t.ctx.database, t.ctx.config, () => {});
    expect(await countTemplates()).toBe(before);
  });
});

describe('writing templates', () => {
  it('creates a template, saving its HTML sanitized (no <script>, no onclick), audited', async () => {
    const response = await post(
      template({
        emailBodyFr:
          '<p onclick="steal()">Bonjour {{clientFirstName}}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      title: 'Relance amicale',
      code: null,
      system: false,
      version: 1,
      emailBodyFr: '<p>Bonjour {{clientFirstName}}</p><a>x</a>',
    });
    expect((await get(created.id)).json().emailBodyFr).toBe('<p>Bonjour {{clientFirstName}}</p><a>x</a>');
    const [entry] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message_template'), eq(auditLog.entityId, String(created.id))));
    expect(entry.action).toBe('messageTemplate.created');
  });

  it('refuses an unknown or malformed placeholder on its field, and saves nothing', async () => {
    const before = await countTemplates();
    const response = await post(template({ emailBodyEn: '<p>Due {{amountDu}}</p>', smsFr: 'Solde {{balance' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'errors.VALIDATION_ERROR',
      errors: { emailBodyEn: 'errors.UNKNOWN_PLACEHOLDER', smsFr: 'errors.MALFORMED_PLACEHOLDER' },
      params: { placeholders: { emailBodyEn: '{{amountDu}}', smsFr: '{{balance' } },
    });
    expect(await countTemplates()).toBe(before);
  });

  it('refuses a missing title, an enabled channel left empty and unknown fields', async () => {
    const response = await post(template({ title: '', smsEn: '', code: 'X' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ code: 'validation.unknownField' });
    const again = await post(template({ title: '', smsEn: '' }));
    expect(again.json().errors).toEqual({ title: 'validation.required', smsEn: 'validation.required' });
  });

  it('saves at the version read and answers 409 to a stale save', async () => {
    const created = (await post(template({ title: 'Versionné' }))).json();
    const saved = await put(created.id, { ...editable(created), description: 'Changée', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Changée', version: 2 });
    const stale = await put(created.id, { ...editable(created), description: 'Perdue', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('errors.STALE_VERSION');
    expect((await get(created.id)).json().description).toBe('Changée');
  });

  it('deletes softly; a template the product sends cannot be deleted', async () => {
    const created = (await post(template({ title: 'À jeter' }))).json();
    const deleted = await t.call({ method: 'DELETE', url: `/api/message-templates/${created.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(created.id);
    expect((await get(created.id)).statusCode).toBe(404);
    const [row] = await t.ctx.database.db.select().from(messageTemplates).where(eq(messageTemplates.id, created.id));
    expect(row.deletedAt).not.toBeNull();

    const [ibv] = await t.ctx.database.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.code, 'IBV_REQUEST'));
    const refused = await t.call({ method: 'DELETE', url: `/api/message-templates/${ibv.id}`, token: admin });
    expect(refused.statusCode).toBe(420);
    expect(refused.json().message).toBe('errors.MESSAGE_TEMPLATE_SYSTEM');
  });

  it('is refused to an agent, who may only read', async () => {
    const created = (await post(template({ title: 'Lecture seule' }))).json();
    expect((await get(created.id, agent)).statusCode).toBe(200);
    for (const response of [
      await post(template(), agent),
      await put(created.id, { ...editable(created), version: 1 }, agent),
      await t.call({ method: 'DELETE', url: `/api/message-templates/${created.id}`, token: agent }),
      await t.call({ method: 'PUT', url: '/api/configuration/messages/frame', token: agent, payload: { version: 1 } }),
    ]) {
      expect(response.statusCode).toBe(420);
      expect(response.json().message).toBe('errors.FORBIDDEN');
    }
  });
});

describe('the header and footer', () => {
  it('are read with their version, saved sanitized at it, and a stale save is 409', async () => {
    const frame = (await t.call({ method: 'GET', url: '/api/configuration/messages/frame', token: agent })).json();
    expect(frame).toMatchObject({ version: 1, contactEmail: 'info@pretsguichet.ca' });
    expect(frame.headerFr).toContain('{{clientFirstName}}');
    const { version, ...value } = frame;
    const saved = await t.call({
      method: 'PUT',
      url: '/api/configuration/messages/frame',
      token: admin,
      payload: {
        ...value,
        version,
        footerEn: '<p>Thanks<script>x()</script></p><p style="color:red">{{companyName}}</p>',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: version + 1, footerEn: '<p>Thanks</p><p>{{companyName}}</p>' });
    const stale = await t.call({
      method: 'PUT',
      url: '/api/configuration/messages/frame',
      token: admin,
      payload: { ...value, version },
    });
    expect(stale.statusCode).toBe(409);

    const unknown = await t.call({
      method: 'PUT',
      url: '/api/configuration/messages/frame',
      token: admin,
      payload: { ...value, version: version + 1, headerFr: '{{nope}}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ headerFr: 'errors.UNKNOWN_PLACEHOLDER' });
  });
});

describe('the preview', () => {
  it('renders a draft for a real customer and their latest loan, in French and in English, with header and footer', async () => {
    const { customerId, requestId } = await acceptedRequest(t, agent, 100_000, {
      firstName: 'Rosalie',
      lastName: 'Bérubé',
      language: 'en',
    });
    const loan = await startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...LOAN_TERMS }));
    const response = await t.call({
      method: 'POST',
      url: '/api/message-templates/preview',
      token: agent,
      payload: {
        customerId,
        emailSubjectFr: 'Prêt de {{loanAmount}}',
        emailSubjectEn: '{{loanAmount}} loan',
        emailBodyFr: '<p>Échéance le {{dueDate}} : {{amountDue}}</p><p>{{ibvLink}}</p>',
        emailBodyEn: '<p>Due on {{dueDate}}: {{amountDue}}</p>',
        smsFr: '{{clientFirstName}}, solde {{balance}}',
        smsEn: '{{clientFirstName}}, balance {{balance}}',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.customer).toEqual({ id: customerId, name: 'Rosalie Bérubé', language: 'en' });
    expect(preview.loan).toEqual({ id: loan.id, loanNumber: loan.loanNumber });
    expect(preview.fr.subject).toBe('Prêt de 500,00 $');
    expect(preview.en.subject).toBe('$500.00 loan');
    expect(preview.fr.html).toContain('Bonjour Rosalie Bérubé,');
    expect(preview.en.html).toContain('Hello Rosalie Bérubé,');
    expect(preview.fr.html).toContain('Échéance le 4 décembre 2026');
    expect(preview.en.html).toContain('Due on December 4, 2026');
    expect(preview.fr.html).toContain('L’équipe Guichet');
    expect(preview.fr.text).toContain('Merci de votre confiance,\nL’équipe Guichet');
    expect(preview.fr.sms).toBe('Rosalie, solde 500,00 $');
    expect(preview.en.sms).toBe('Rosalie, balance $500.00');
    expect(preview.en.smsSegments).toBe(1);
    // The IBV link only its sender knows: shown by name.
    expect(preview.fr.html).toContain('[Lien de vérification bancaire (IBV)]');
    expect(preview.fr.missing).toEqual(['ibvLink']);
    expect(preview.en.missing).toEqual([]);
  });

  it('refuses a loan of another customer, and is refused to a user without the abilities', async () => {
    const other = await acceptedRequest(t, agent);
    const loan = await createLoan(t, agent, { requestId: other.requestId, ...LOAN_TERMS });
    const customer = await createCustomer(t, agent, { sin: null, email: `preview.${Date.now()}@example.ca` });
    const wrongLoan = await t.call({
      method: 'POST',
      url: '/api/message-templates/preview',
      token: agent,
      payload: { customerId: customer.id, loanId: loan.id },
    });
    expect(wrongLoan.statusCode).toBe(400);
    expect(wrongLoan.json().errors).toEqual({ loanId: 'validation.invalid' });

    const norole = (await t.login('norole@demo.ca')).token;
    const refused = await t.call({
      method: 'POST',
      url: '/api/message-templates/preview',
      token: norole,
      payload: { customerId: customer.id },
    });
    expect(refused.statusCode).toBe(420);
  });
});
