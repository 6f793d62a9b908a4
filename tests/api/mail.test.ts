import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithSmtp, type LoopbackSmtp } from '../support/smtpServer';
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
});
