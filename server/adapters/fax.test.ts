import { describe, expect, it } from 'vitest';
import { createSandboxFax, FAX_SANDBOX_FAILING_NUMBER, FaxGatewayError } from './fax';

const pdf = Buffer.from('%PDF-1.3\n1 0 obj << /Type /Page >> endobj\n2 0 obj << /Type /Page >> endobj\n%%EOF');
const fax = () => createSandboxFax({ delayMs: 1 });

describe('the sandbox fax provider', () => {
  it('transmits a PDF to a North American number, counting its pages', async () => {
    const provider = fax();
    const result = await provider.send({ to: '(514) 555-0123', pdf, idempotencyKey: 'k1' });
    expect(result).toEqual({ providerReference: expect.stringMatching(/^FAX-/), status: 'SENT', pages: 2 });
    expect(provider.transmitted()).toMatchObject([{ to: '+15145550123', status: 'SENT', bytes: pdf.length }]);
  });

  it(`cannot reach the documented test number ${FAX_SANDBOX_FAILING_NUMBER}`, async () => {
    const result = await fax().send({ to: FAX_SANDBOX_FAILING_NUMBER, pdf, idempotencyKey: 'k1' });
    expect(result).toMatchObject({ status: 'FAILED', error: 'errors.FAX_NO_ANSWER' });
  });

  it('refuses a number outside the North American plan and a document that is not a PDF', async () => {
    const provider = fax();
    await expect(provider.send({ to: '44 20 7946 0958', pdf, idempotencyKey: 'k1' })).rejects.toEqual(
      new FaxGatewayError('errors.FAX_INVALID_NUMBER'),
    );
    await expect(
      provider.send({ to: '514-555-0123', pdf: Buffer.from('hello'), idempotencyKey: 'k2' }),
    ).rejects.toEqual(new FaxGatewayError('errors.FAX_NOT_A_PDF'));
    expect(provider.transmitted()).toEqual([]);
    // A refused request may be corrected and sent again under its key.
    expect((await provider.send({ to: '514-555-0123', pdf, idempotencyKey: 'k1' })).status).toBe('SENT');
  });

  it('answers a repeated key with its first answer, faxing once; a key reused for another document is refused', async () => {
    const provider = fax();
    const [first, again] = await Promise.all([
      provider.send({ to: '514-555-0123', pdf, idempotencyKey: 'same' }),
      provider.send({ to: '+1 514 555 0123', pdf, idempotencyKey: 'same' }),
    ]);
    expect(again).toEqual(first);
    expect(provider.transmitted()).toHaveLength(1);
    await expect(provider.send({ to: '514-555-0124', pdf, idempotencyKey: 'same' })).rejects.toEqual(
      new FaxGatewayError('errors.FAX_IDEMPOTENCY_CONFLICT'),
    );
  });

  it('takes its time, as a transmission does', async () => {
    const started = Date.now();
    await createSandboxFax({ delayMs: 60 }).send({ to: '514-555-0123', pdf, idempotencyKey: 'k' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});
