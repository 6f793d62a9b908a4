import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../features/outbox/mail';
import {
  createSandboxESignature,
  ESignatureError,
  signingTokenHash,
  type ESignatureEnvelopeRequest,
} from './eSignature';

const pdf = Buffer.from('%PDF-1.3\n%%EOF');
const request = (overrides: Partial<ESignatureEnvelopeRequest> = {}): ESignatureEnvelopeRequest => ({
  loanId: 7,
  loanNumber: 500_123,
  signerName: 'Élodie Tremblay',
  signerEmail: 'elodie@example.ca',
  pdf,
  language: 'fr',
  senderName: 'Prêts Boréal',
  appUrl: 'https://guichet.example.ca/',
  idempotencyKey: 'envelope-1',
  ...overrides,
});

function sandbox() {
  const mails: MailMessage[] = [];
  const tokens = new Map<string, { hash: string; expiresAt: Date; providerReference: string }>();
  const provider = createSandboxESignature({
    delayMs: 1,
    now: () => new Date('2026-11-24T15:00:00Z'),
    mailer: { send: async (message) => (mails.push(message), { outboxId: mails.length, sent: false }) },
    saveSigningToken: async (envelopeId, token) => void tokens.set(envelopeId, token),
  });
  return { provider, mails, tokens };
}

describe('the sandbox e-signature provider', () => {
  it('makes a signing link served by Guichet, keeps only the token’s hash, valid 14 days', async () => {
    const { provider, tokens } = sandbox();
    const envelope = await provider.createEnvelope(request());
    expect(envelope.signingUrl).toMatch(/^https:\/\/guichet\.example\.ca\/contracts\/sign\/[\w-]{43}$/);
    expect(envelope.providerReference).toMatch(/^ESIGN-/);
    expect(envelope.expiresAt.toISOString()).toBe('2026-12-08T15:00:00.000Z');
    const token = envelope.signingUrl.split('/').at(-1)!;
    expect(tokens.get('envelope-1')).toEqual({
      hash: signingTokenHash(token),
      expiresAt: envelope.expiresAt,
      providerReference: envelope.providerReference,
    });
    expect(tokens.get('envelope-1')!.hash).not.toContain(token);
  });

  it('emails the signer the link in their language, as a provider’s invitation does', async () => {
    const { provider, mails } = sandbox();
    const fr = await provider.createEnvelope(request());
    const en = await provider.createEnvelope(
      request({
        idempotencyKey: 'envelope-2',
        language: 'en',
        signerName: 'Emily Clark',
        signerEmail: 'emily@example.ca',
      }),
    );
    expect(mails[0]).toMatchObject({
      to: 'elodie@example.ca',
      subject: 'Signez votre contrat de prêt n° 500123 — Prêts Boréal',
    });
    expect(mails[0].text).toContain('Bonjour Élodie Tremblay');
    expect(mails[0].text).toContain(fr.signingUrl);
    expect(mails[0].text).toContain('8 décembre 2026');
    expect(mails[1]).toMatchObject({
      to: 'emily@example.ca',
      subject: 'Sign your loan contract no. 500123 — Prêts Boréal',
    });
    expect(mails[1].text).toContain(en.signingUrl);
    expect(mails[1].text).toContain('December 8, 2026');
    expect(fr.signingUrl).not.toBe(en.signingUrl);
  });

  it('answers a repeated key with the same envelope and invites once; another document under the key is refused', async () => {
    const { provider, mails } = sandbox();
    const [first, again] = await Promise.all([provider.createEnvelope(request()), provider.createEnvelope(request())]);
    expect(again).toEqual(first);
    expect(mails).toHaveLength(1);
    await expect(provider.createEnvelope(request({ pdf: Buffer.from('%PDF-1.3 other') }))).rejects.toEqual(
      new ESignatureError('errors.ESIGN_IDEMPOTENCY_CONFLICT'),
    );
  });

  it('refuses an address it cannot write to and a document that is not a PDF, inviting no one', async () => {
    const { provider, mails, tokens } = sandbox();
    await expect(provider.createEnvelope(request({ signerEmail: 'not an email' }))).rejects.toEqual(
      new ESignatureError('errors.ESIGN_INVALID_EMAIL'),
    );
    await expect(provider.createEnvelope(request({ pdf: Buffer.from('<html>') }))).rejects.toEqual(
      new ESignatureError('errors.ESIGN_NOT_A_PDF'),
    );
    expect(mails).toEqual([]);
    expect(tokens.size).toBe(0);
  });
});
