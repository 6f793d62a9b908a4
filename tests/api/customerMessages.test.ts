import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { SandboxSmsAdapter } from '../../server/adapters/sms';
import { auditLog, configurationFiles, customerMessages, messageTemplates, outbox } from '../../server/db/schema';
import { createMailer } from '../../server/features/outbox/mail';
import { sendCustomerMessage } from '../../server/features/messages/sendCustomerMessage';
import { resumeInterruptedMessages } from '../../server/features/messages/interruptedMessages';
import { createCustomer, q } from '../support/customers';
import { LOAN_TERMS, acceptedRequest, createLoan } from '../support/loans';
import { readMail } from '../support/mime';
import { startLoopbackSmtp, type LoopbackSmtp } from '../support/smtpServer';
import { startAndPayOut } from '../support/deposits';
import { createTestApp, type TestApp } from '../support/testApp';

let smtp: LoopbackSmtp;
let t: TestApp;
let agent: string;
beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Prêts Guichet <avis@pretsguichet.ca>',
    BUSINESS_DATE: '2026-11-24',
  });
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const templateId = async (code: string) =>
  (await t.ctx.database.db.select().from(messageTemplates).where(eq(messageTemplates.code, code)))[0].id;
const send = (customerId: number, payload: Record<string, unknown>, token = agent) =>
  t.call({ method: 'POST', url: `/api/customers/${customerId}/messages`, token, payload });
const sandbox = () => t.ctx.adapters.sms as SandboxSmsAdapter;
let counter = 0;
/** A customer with a started $500 loan (six payments every two weeks from 2026-12-04). */
async function customerWithLoan(customer: Record<string, unknown>) {
  counter += 1;
  const { customerId, requestId } = await acceptedRequest(t, agent, 100_000, {
    email: `messages${counter}.${Date.now()}@example.ca`,
    ...customer,
  });
  const loan = await startAndPayOut(t, agent, await createLoan(t, agent, { requestId, ...LOAN_TERMS }));
  return { customerId, loan };
}
const historyOf = async (customerId: number) =>
  (
    await t.call({
      method: 'GET',
      url: `/api/audit-logs?filter=${q({ entity: 'customer', entityId: customerId })}`,
      token: agent,
    })
  ).json();

describe('sending an email', () => {
  it("goes out over SMTP in the customer's language, inside the header and footer, with the company logo inline", async () => {
    const logo = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    await t.ctx.database.db
      .insert(configurationFiles)
      .values({ name: 'logo', contentType: 'image/png', content: logo })
      .onConflictDoNothing();
    const { customerId, loan } = await customerWithLoan({
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: 'en',
      email: 'ada.lovelace@example.ca',
    });
    const response = await send(customerId, { templateId: await templateId('BALANCE_NOTICE'), channels: ['EMAIL'] });
    await t.ctx.database.db.delete(configurationFiles).where(eq(configurationFiles.name, 'logo'));
    expect(response.statusCode, response.body).toBe(201);
    const [message] = response.json().messages;
    expect(message).toMatchObject({
      channel: 'EMAIL',
      language: 'en',
      to: 'ada.lovelace@example.ca',
      status: 'SENT',
      subject: 'Your loan balance',
      loanId: loan.id,
      error: null,
    });
    expect(message.providerMessageId).toMatch(/@/);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'avis@pretsguichet.ca', to: ['ada.lovelace@example.ca'] });
    const mail = readMail(smtp.received[0].raw);
    expect(mail.subject).toBe('Your loan balance');
    expect(mail.html).toContain('Hello Ada Lovelace,');
    expect(mail.html).toContain('The balance of your $500.00 loan is <strong>$500.00</strong>');
    expect(mail.html).toContain('December 4, 2026');
    expect(mail.html).toContain('The Guichet team');
    expect(mail.html).toContain('src="cid:company-logo"');
    expect(mail.text).toMatch(/^Guichet\n\nHello Ada Lovelace,\n\nThe balance of your \$500\.00 loan is \$500\.00\./);
    expect(mail.text).toContain('Questions? Write to us at info@pretsguichet.ca.');
    const inline = mail.leaves.find((leaf) => leaf.contentId === 'company-logo');
    expect(inline?.contentType).toBe('image/png');
    expect(inline?.bytes.equals(logo)).toBe(true);
  });

  it("says 'message sent' in the customer's History tab", async () => {
    const { customerId } = await customerWithLoan({ language: 'fr' });
    expect((await send(customerId, { templateId: await templateId('WELCOME'), channels: ['EMAIL'] })).statusCode).toBe(
      201,
    );
    const [entry] = await historyOf(customerId);
    expect(entry).toMatchObject({ action: 'customerMessage.sent', actorEmail: 'agent@demo.ca', entity: 'customer' });
    expect(entry.after).toMatchObject({
      template: 'Bienvenue',
      channel: 'EMAIL',
      subject: 'Bienvenue chez Guichet',
      status: 'SENT',
    });
  });

  it('carries attachments given by the product (a contract PDF), kept in the outbox too', async () => {
    const { customerId } = await customerWithLoan({ language: 'fr', firstName: 'Zoé' });
    const pdf = Buffer.from('%PDF-1.7\n% contrat\n');
    const before = smtp.received.length;
    const [message] = await sendCustomerMessage(t.ctx, null, {
      templateCode: 'CONTRACT_EMAIL',
      customerId,
      channels: ['EMAIL'],
      attachments: [{ filename: 'contrat.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(message).toMatchObject({ status: 'SENT', subject: 'Votre contrat de prêt de 500,00 $', sentBy: null });
    const mail = readMail(smtp.received[before].raw);
    expect(mail.subject).toBe('Votre contrat de prêt de 500,00 $');
    const attached = mail.leaves.find((leaf) => leaf.filename === 'contrat.pdf');
    expect(attached?.contentType).toBe('application/pdf');
    expect(attached?.bytes.equals(pdf)).toBe(true);
    const [kept] = await t.ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(kept.attachments).toEqual([
      { filename: 'contrat.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
    ]);
  });

  it('waits in the outbox (QUEUED) when no SMTP server is configured', async () => {
    const { customerId } = await customerWithLoan({ language: 'en' });
    const outboxOnly = { ...t.ctx, mailer: createMailer(t.ctx.database.db, { from: 'x@y.ca' }) };
    const [message] = await sendCustomerMessage(outboxOnly, null, {
      templateCode: 'WELCOME',
      customerId,
      channels: ['EMAIL'],
    });
    expect(message.status).toBe('QUEUED');
    expect(message.providerMessageId).toMatch(/^outbox-\d+$/);
  });
});

describe('sending an SMS', () => {
  it('goes through the SMS gateway to the E.164 cellphone, in French for a French customer', async () => {
    const { customerId } = await customerWithLoan({ language: 'fr', firstName: 'Élise', cellPhone: '438 555 0177' });
    const response = await send(customerId, { templateId: await templateId('PAYMENT_REMINDER'), channels: ['SMS'] });
    expect(response.statusCode, response.body).toBe(201);
    const [message] = response.json().messages;
    expect(message).toMatchObject({ channel: 'SMS', to: '+14385550177', status: 'SENT', subject: null });
    expect(message.body).toMatch(/^Guichet : votre paiement de \d+,\d{2} \$ sera preleve le 4 décembre 2026\. Merci!$/);
    const delivered = sandbox()
      .delivered()
      .find((sms) => sms.providerMessageId === message.providerMessageId);
    expect(delivered).toMatchObject({ to: '+14385550177', text: message.body, segments: 1 });
  });

  it('records a failed delivery with its reason, and the History tab says so', async () => {
    const { customerId } = await customerWithLoan({ language: 'en', cellPhone: '514-555-0000' });
    const response = await send(customerId, {
      templateId: await templateId('BALANCE_NOTICE'),
      channels: ['EMAIL', 'SMS'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [email, sms] = response.json().messages;
    expect(email).toMatchObject({ channel: 'EMAIL', status: 'SENT' });
    expect(sms).toMatchObject({ channel: 'SMS', status: 'FAILED', error: 'errors.SMS_UNDELIVERABLE' });
    const actions = (await historyOf(customerId)).map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['customerMessage.sent', 'customerMessage.failed']));
  });
});

describe('what is refused, sending nothing', () => {
  it('a channel the template turned off, a missing address, a value only the sender knows', async () => {
    const noAddress = await createCustomer(t, agent, { sin: null, email: null, cellPhone: null, homePhone: null });
    const { customerId } = await customerWithLoan({ cellPhone: '438 555 0199' });
    const cases: [number, Record<string, unknown>, string][] = [
      [
        customerId,
        { templateId: await templateId('CONTRACT_EMAIL'), channels: ['SMS'] },
        'errors.MESSAGE_SMS_DISABLED',
      ],
      [noAddress.id, { templateId: await templateId('WELCOME'), channels: ['EMAIL'] }, 'errors.CUSTOMER_HAS_NO_EMAIL'],
      [
        noAddress.id,
        { templateId: await templateId('NSF_NOTICE'), channels: ['SMS'] },
        'errors.CUSTOMER_HAS_NO_CELLPHONE',
      ],
      [
        customerId,
        { templateId: await templateId('IBV_REQUEST'), channels: ['EMAIL', 'SMS'] },
        'errors.MESSAGE_VALUE_MISSING',
      ],
    ];
    const before = await t.ctx.database.db.select().from(customerMessages);
    for (const [id, payload, message] of cases) {
      const response = await send(id, payload);
      expect(response.statusCode, message).toBe(420);
      expect(response.json().message).toBe(message);
    }
    expect(await t.ctx.database.db.select().from(customerMessages)).toHaveLength(before.length);
    expect(
      (await send(customerId, { templateId: await templateId('IBV_REQUEST'), channels: ['SMS'] })).json().params,
    ).toEqual({ placeholder: '{{ibvLink}}' });
  });

  it('is refused to a user who may not change customers', async () => {
    const { customerId } = await customerWithLoan({});
    const norole = (await t.login('norole@demo.ca')).token;
    const response = await send(customerId, { templateId: await templateId('WELCOME'), channels: ['EMAIL'] }, norole);
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FORBIDDEN');
  });
});

describe('the IBV request the product sends', () => {
  it('carries the link it is given, by email and SMS', async () => {
    const { customerId } = await customerWithLoan({ language: 'fr', cellPhone: '418 555 0111' });
    const before = smtp.received.length;
    const link = 'https://ibv.example/s/abc123?lang=fr&x=1';
    const messages = await sendCustomerMessage(t.ctx, null, {
      templateCode: 'IBV_REQUEST',
      customerId,
      channels: ['EMAIL', 'SMS'],
      extraValues: { ibvLink: link },
    });
    expect(messages.map((m) => m.status)).toEqual(['SENT', 'SENT']);
    expect(readMail(smtp.received[before].raw).html).toContain(
      '<a href="https://ibv.example/s/abc123?lang=fr&amp;x=1">',
    );
    expect(messages[1].body).toContain(link);
  });
});

describe('a retry with the same idempotency key', () => {
  it('answers the first messages and sends nothing twice', async () => {
    const { customerId } = await customerWithLoan({ cellPhone: '438 555 0123' });
    const payload = {
      templateId: await templateId('BALANCE_NOTICE'),
      channels: ['EMAIL', 'SMS'],
      idempotencyKey: `retry-${Date.now()}`,
    };
    const emailsBefore = smtp.received.length;
    const smsBefore = sandbox().delivered().length;
    const first = await send(customerId, payload);
    const second = await send(customerId, payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().messages).toEqual(first.json().messages);
    expect(first.json().messages).toHaveLength(2);
    expect(smtp.received.length - emailsBefore).toBe(1);
    expect(sandbox().delivered().length - smsBefore).toBe(1);
  });
});

describe('a message whose send a crash interrupted', () => {
  it('stays SENDING, then once its lease is over goes again under its key, once, and is marked SENT only then', async () => {
    const { customerId } = await customerWithLoan({ cellPhone: '438 555 0177' });
    const request = {
      templateCode: 'BALANCE_NOTICE',
      customerId,
      channels: ['SMS' as const],
      idempotencyKey: `interrupted-${Date.now()}`,
    };
    const row = async () =>
      (
        await t.ctx.database.db
          .select()
          .from(customerMessages)
          .where(eq(customerMessages.idempotencyKey, `${request.idempotencyKey}:SMS`))
      )[0];
    // The process stops inside the gateway's call: no answer ever comes back.
    const gateway = sandbox();
    const { send } = gateway;
    gateway.send = () => new Promise(() => {});
    void sendCustomerMessage(t.ctx, null, request);
    await expect.poll(async () => (await row())?.status).toBe('SENDING');
    gateway.send = send;
    const before = gateway.delivered().length;

    // Within its lease the send may still be under way: a retry answers it and sends nothing.
    expect((await sendCustomerMessage(t.ctx, null, request))[0].status).toBe('SENDING');
    expect(await resumeInterruptedMessages(t.ctx)).toBe(0);
    expect(gateway.delivered().length).toBe(before);

    // Its lease over (as two minutes later), the caller's retry sends it under the same key.
    await t.ctx.database.db
      .update(customerMessages)
      .set({ updatedAt: new Date(Date.now() - 5 * 60 * 1000) })
      .where(eq(customerMessages.id, (await row()).id));
    const [retried] = await sendCustomerMessage(t.ctx, null, request);
    expect(retried).toMatchObject({ status: 'SENT', providerMessageId: expect.stringMatching(/^SMS-/) });
    expect(gateway.delivered().slice(before)).toMatchObject([{ to: '+14385550177', status: 'SENT' }]);

    // Sent and recorded: neither the minute job nor another retry sends it again.
    expect(await resumeInterruptedMessages(t.ctx)).toBe(0);
    expect((await sendCustomerMessage(t.ctx, null, request))[0].status).toBe('SENT');
    expect(gateway.delivered().length).toBe(before + 1);
  });
});

describe("a customer's messages", () => {
  it('are listed newest first with Content-Range, filterable by channel', async () => {
    const { customerId } = await customerWithLoan({ cellPhone: '438 555 0145' });
    const id = await templateId('BALANCE_NOTICE');
    expect((await send(customerId, { templateId: id, channels: ['EMAIL'] })).statusCode).toBe(201);
    expect((await send(customerId, { templateId: id, channels: ['SMS'] })).statusCode).toBe(201);
    const response = await t.call({ method: 'GET', url: `/api/customers/${customerId}/messages`, token: agent });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('customer-messages 0-1/2');
    expect(response.json().map((m: { channel: string }) => m.channel)).toEqual(['SMS', 'EMAIL']);
    expect(response.json()[0]).toMatchObject({ templateTitle: 'Solde du prêt', sentByName: expect.any(String) });
    const sms = await t.call({
      method: 'GET',
      url: `/api/customers/${customerId}/messages?filter=${q({ channel: 'SMS' })}`,
      token: agent,
    });
    expect(sms.json()).toHaveLength(1);
    const rows = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customerId))));
    expect(rows.filter((row) => row.action === 'customerMessage.sent')).toHaveLength(2);
  });
});
