import { describe, expect, it } from 'vitest';
import { canadianE164, createSandboxSms, SmsGatewayError } from './sms';

describe('canadianE164', () => {
  it.each([
    ['438-555-0102', '+14385550102'],
    ['(514) 555 0199', '+15145550199'],
    ['1 416 555 0123', '+14165550123'],
    ['+1 604 555 0000', '+16045550000'],
  ])('%s is %s', (typed, e164) => {
    expect(canadianE164(typed)).toBe(e164);
  });

  it.each([
    ['212-555-0102', 'a New York number'],
    ['438-155-0102', 'an exchange starting with 1'],
    ['555-0102', 'seven digits'],
    ['44 20 7946 0958', 'a British number'],
  ])('refuses %s (%s)', (typed) => {
    expect(canadianE164(typed)).toBeNull();
  });
});

describe('the sandbox SMS gateway', () => {
  const sms = () => createSandboxSms({ delayMs: 1 });

  it('accepts a text to a Canadian cellphone, counting its parts', async () => {
    const gateway = sms();
    const result = await gateway.send({
      to: '+14385550102',
      text: 'Bonjour Élise, votre paiement est dû.',
      idempotencyKey: 'k1',
    });
    expect(result).toEqual({ providerMessageId: expect.stringMatching(/^SMS-/), status: 'SENT', segments: 1 });
    expect(gateway.delivered()).toMatchObject([
      { to: '+14385550102', status: 'SENT', providerMessageId: result.providerMessageId },
    ]);

    const long = await gateway.send({ to: '+14385550102', text: 'Vous êtes '.repeat(10), idempotencyKey: 'k2' });
    expect(long.segments).toBe(2);
  });

  it('fails delivery to a number ending 0000, with the reason', async () => {
    const gateway = sms();
    const result = await gateway.send({ to: '+15145550000', text: 'Hello', idempotencyKey: 'k1' });
    expect(result).toMatchObject({ status: 'FAILED', error: 'errors.SMS_UNDELIVERABLE' });
  });

  it('refuses a number that is not E.164 Canadian, an empty text and one over ten parts', async () => {
    const gateway = sms();
    await expect(gateway.send({ to: '438-555-0102', text: 'Hi', idempotencyKey: 'a' })).rejects.toThrow(
      'errors.SMS_INVALID_NUMBER',
    );
    await expect(gateway.send({ to: '+12125550102', text: 'Hi', idempotencyKey: 'b' })).rejects.toThrow(
      'errors.SMS_INVALID_NUMBER',
    );
    await expect(gateway.send({ to: '+14385550102', text: '  ', idempotencyKey: 'c' })).rejects.toThrow(
      'errors.SMS_EMPTY',
    );
    await expect(
      gateway.send({ to: '+14385550102', text: 'a'.repeat(1531), idempotencyKey: 'd' }),
    ).rejects.toBeInstanceOf(SmsGatewayError);
    expect(gateway.delivered()).toEqual([]);
  });

  it('answers a repeated key with its first answer and sends once, even when asked twice at once', async () => {
    const gateway = sms();
    const request = { to: '+14385550102', text: 'Once', idempotencyKey: 'same' };
    const [first, second] = await Promise.all([gateway.send(request), gateway.send(request)]);
    const third = await gateway.send(request);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(gateway.delivered()).toHaveLength(1);
  });

  it('refuses a key reused for another message, and lets a refused request be retried under its key', async () => {
    const gateway = sms();
    await gateway.send({ to: '+14385550102', text: 'First', idempotencyKey: 'k' });
    await expect(gateway.send({ to: '+14385550102', text: 'Other', idempotencyKey: 'k' })).rejects.toThrow(
      'errors.SMS_IDEMPOTENCY_CONFLICT',
    );

    await expect(gateway.send({ to: '+14385550102', text: '', idempotencyKey: 'retry' })).rejects.toThrow(
      'errors.SMS_EMPTY',
    );
    await expect(gateway.send({ to: '+14385550102', text: 'Fixed', idempotencyKey: 'retry' })).resolves.toMatchObject({
      status: 'SENT',
    });
  });
});
