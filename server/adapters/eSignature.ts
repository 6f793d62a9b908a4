import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SIGNING_LINK_DAYS } from '../../domain/contracts';
import { translate } from '../../i18n/translate';
import type { Language } from '../../i18n/types';
import { contractEnvelopes } from '../db/schema';
import type { Mailer } from '../features/outbox/mail';
import type { AdapterOptions } from './adapterOptions';
import { idempotentSend } from './sandboxIdempotency';

export interface ESignatureEnvelopeRequest {
  loanId: number;
  /** Shown to the signer (the invitation names the contract by it). */
  loanNumber: number;
  signerName: string;
  signerEmail: string;
  pdf: Buffer;
  /** The language of the invitation and of the signing page. */
  language: Language;
  /** Who asks for the signature: the lender's company name. */
  senderName: string;
  /**
   * Guichet's public address: a real provider posts its events there; the sandbox serves its
   * signing page there (GET /contracts/sign/:token).
   */
  appUrl: string;
  /** The same key answers the same envelope without inviting the signer twice. Guichet uses its envelope id. */
  idempotencyKey: string;
}

export interface ESignatureEnvelope {
  providerReference: string;
  signingUrl: string;
  expiresAt: Date;
}

/** A request the provider refuses outright (an address it cannot write to, not a PDF, a reused key). `key` is an i18n key. */
export class ESignatureError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The electronic signature provider (contracts signed on a page it serves), behind an interface so the lender can contract a real one. */
export interface ESignatureAdapter {
  createEnvelope(request: ESignatureEnvelopeRequest): Promise<ESignatureEnvelope>;
}

/** Only the hash of a signing token is kept: the database alone cannot be used to sign. */
export const signingTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SandboxESignatureOptions {
  mailer: Pick<Mailer, 'send'>;
  /** Keeps the hash of the signing token with the envelope (Guichet's contract_envelopes row named by the key). */
  saveSigningToken: (
    envelopeId: string,
    token: { hash: string; expiresAt: Date; providerReference: string },
  ) => Promise<void>;
  delayMs?: number;
  validDays?: number;
  now?: () => Date;
  rememberedKeys?: number;
}

const DAY_MS = 86_400_000;
const fingerprint = (request: ESignatureEnvelopeRequest) =>
  createHash('sha256').update(request.signerEmail.toLowerCase()).update(request.pdf).digest('hex');
const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

const longDate = (instant: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(instant);

/**
 * An e-signature provider that behaves like a real one, its signing page being served by Guichet
 * itself: it answers after a short delay, refuses an address it cannot write to and a document
 * that is not a PDF, makes a random signing token (only its hash is kept), valid 14 days, and
 * emails the signer the link, as a provider's invitation does. A repeated idempotency key answers
 * the first envelope without a second invitation (a key reused for another document is refused).
 */
export function createSandboxESignature(options: SandboxESignatureOptions) {
  const {
    mailer,
    saveSigningToken,
    delayMs = 100,
    validDays = SIGNING_LINK_DAYS,
    now = () => new Date(),
    rememberedKeys = 10_000,
  } = options;

  async function create(request: ESignatureEnvelopeRequest): Promise<ESignatureEnvelope> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!isEmail(request.signerEmail)) throw new ESignatureError('errors.ESIGN_INVALID_EMAIL');
    if (request.pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ESignatureError('errors.ESIGN_NOT_A_PDF');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + validDays * DAY_MS);
    const providerReference = `ESIGN-${randomUUID()}`;
    await saveSigningToken(request.idempotencyKey, { hash: signingTokenHash(token), expiresAt, providerReference });
    const signingUrl = `${request.appUrl.replace(/\/$/, '')}/contracts/sign/${token}`;
    const t = (key: string) =>
      translate(request.language, `resources.contracts.signingEmail.${key}`, {
        name: request.signerName,
        number: request.loanNumber,
        company: request.senderName,
        link: signingUrl,
        expires: longDate(expiresAt, request.language),
      });
    await mailer.send({ to: request.signerEmail, subject: t('subject'), text: t('body') });
    return { providerReference, signingUrl, expiresAt };
  }

  return {
    createEnvelope: idempotentSend({
      perform: create,
      fingerprint,
      conflict: () => new ESignatureError('errors.ESIGN_IDEMPOTENCY_CONFLICT'),
      rememberedKeys,
    }),
  } satisfies ESignatureAdapter;
}

export function createESignatureAdapter(options: AdapterOptions): ESignatureAdapter {
  const mailer = options.mailer;
  return createSandboxESignature({
    mailer: {
      send: (message) => {
        if (!mailer) throw new Error('the e-signature sandbox needs a mailer to invite signers');
        return mailer.send(message);
      },
    },
    saveSigningToken: async (envelopeId, token) => {
      const saved = await options.db
        .update(contractEnvelopes)
        .set({ signingTokenHash: token.hash, expiresAt: token.expiresAt, providerReference: token.providerReference })
        .where(eq(contractEnvelopes.id, envelopeId))
        .returning({ id: contractEnvelopes.id });
      if (saved.length === 0) throw new ESignatureError('errors.ESIGN_UNKNOWN_ENVELOPE');
    },
  });
}
