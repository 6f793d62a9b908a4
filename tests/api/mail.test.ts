import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedRequest, createLoan, LOAN_TERMS } from '../support/loans';
import { createTestAppWithSmtp, lastMailTo, type LoopbackSmtp } from '../support/smtpServer';
import type { TestApp } from '../support/testApp';

let smtp: LoopbackSmtp;
let t: TestApp;
beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithSmtp({ MAIL_FROM: 'Guichet <guichet@preteur.ca>' }));
});
afterAll(() => t.close());

describe('email over SMTP', () => {
  it('sends the reset link through the configured server and marks it sent in the outbox', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/Identity/ForgotPassword/agent%40demo.ca',
      headers: { language: 'en' },
    });
    expect(response.json()).toEqual({ status: 'Success' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'guichet@preteur.ca', to: ['agent@demo.ca'] });
    expect(smtp.received[0].raw).toMatch(/Subject: Reset your Guichet password/);
    expect(smtp.received[0].raw).toMatch(/reset-password\?token=/);

    const admin = (await t.login('admin@demo.ca')).token;
    const outbox = (await t.call({ method: 'GET', url: '/api/outbox', token: admin })).json();
    expect(outbox[0]).toMatchObject({ to: 'agent@demo.ca', error: null });
    expect(outbox[0].sentAt).not.toBeNull();
  });

  it("sends a borrower's portal code through the server, and masks it in the outbox", async () => {
    const agent = (await t.login('agent@demo.ca')).token;
    const email = 'borrower.smtp@example.ca';
    const { requestId } = await acceptedRequest(t, agent, 50_000, { email, language: 'en' });
    await createLoan(t, agent, { requestId, ...LOAN_TERMS });
    const sent = await t.call({ method: 'POST', url: '/portal/api/sign-in/code', payload: { address: email } });
    expect(sent.statusCode).toBe(202);
    // Sent once the answer is out.
    await expect.poll(() => lastMailTo(smtp, email), { timeout: 10_000 }).toBeDefined();
    const mail = lastMailTo(smtp, email)!;
    expect(mail.subject).toMatch(/sign-in code/);
    const code = /: (\d{6})/.exec(mail.text)![1];

    const admin = (await t.login('admin@demo.ca')).token;
    // Marked sent once the server took it.
    await expect
      .poll(
        async () => (await t.call({ method: 'GET', url: '/api/outbox?sort=["id","DESC"]', token: admin })).json()[0],
        { timeout: 10_000 },
      )
      .toMatchObject({ to: email, sentAt: expect.any(String) });
    const [copy] = (await t.call({ method: 'GET', url: '/api/outbox?sort=["id","DESC"]', token: admin })).json();
    expect(copy.text).not.toContain(code);
    expect(
      (await t.call({ method: 'POST', url: '/portal/api/sign-in', payload: { address: email, code } })).statusCode,
    ).toBe(200);
  });
});
