import { createHash } from 'node:crypto';
import type { AdapterOptions } from './adapterOptions';

export interface IbvCustomer {
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface StartIbvSessionRequest {
  requestId: number;
  customer: IbvCustomer;
  language: 'fr' | 'en';
  /** The same key answers the same session (a retry after a timeout opens nothing twice). */
  idempotencyKey: string;
  /** Where the customer lands: the provider's own page for a real one, our /ibv/:token page for the sandbox. */
  returnUrl: string;
}

export interface StartedIbvSession {
  providerReference: string;
  /** The link the customer receives in the IBV request message. */
  linkUrl: string;
}

export interface IbvBank {
  id: string;
  name: string;
}

/** What the provider reports once the customer went through its page. */
export interface IbvResult {
  status: 'COMPLETED' | 'FAILED';
  institution: string;
  accountsLinked: number;
  /** For FAILED: an i18n key saying why. */
  reason?: string;
}

/** A request the provider refuses outright (unknown session or bank): `key` is an i18n key. */
export class IbvProviderError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * The bank verification (IBV: the customer links a bank account) provider, behind an interface so
 * the lender can contract a real one.
 */
export interface BankVerificationAdapter {
  startSession(request: StartIbvSessionRequest): Promise<StartedIbvSession>;
  /** The banks the customer may pick on the link page. */
  banks(): readonly IbvBank[];
  /** The customer linked `bankId` in the session: the provider's report. */
  linkBank(providerReference: string, bankId: string): Promise<IbvResult>;
}

/** The sandbox's short list; the last one always fails, so the FAILED path can be shown and tested. */
export const SANDBOX_BANKS: readonly IbvBank[] = [
  { id: 'desjardins', name: 'Desjardins' },
  { id: 'bnc', name: 'Banque Nationale' },
  { id: 'rbc', name: 'RBC Banque Royale' },
  { id: 'td', name: 'Banque TD' },
  { id: 'bmo', name: 'BMO' },
  { id: 'failing', name: 'Banque Échec (sandbox)' },
];

export interface SandboxIbvOptions {
  /** The network round trip of a real provider. */
  delayMs?: number;
}

const referenceOf = (idempotencyKey: string) =>
  `IBV-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/**
 * A provider that behaves like a real one: it answers after a short delay, gives the same session
 * for the same idempotency key, refuses unknown sessions and banks, and reports the failing bank
 * as a FAILED verification. Its "hosted page" is our /ibv/:token page, so the link is the return URL.
 */
export function createSandboxBankVerification(options: SandboxIbvOptions = {}): BankVerificationAdapter {
  const { delayMs = 20 } = options;
  const sessions = new Map<string, { requestId: number; linkUrl: string }>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, delayMs));

  return {
    async startSession(request) {
      await pause();
      const providerReference = referenceOf(request.idempotencyKey);
      const known = sessions.get(providerReference);
      if (known) return { providerReference, linkUrl: known.linkUrl };
      sessions.set(providerReference, { requestId: request.requestId, linkUrl: request.returnUrl });
      return { providerReference, linkUrl: request.returnUrl };
    },
    banks: () => SANDBOX_BANKS,
    async linkBank(providerReference, bankId) {
      await pause();
      if (!providerReference.startsWith('IBV-')) throw new IbvProviderError('errors.IBV_SESSION_UNKNOWN');
      const bank = SANDBOX_BANKS.find((candidate) => candidate.id === bankId);
      if (!bank) throw new IbvProviderError('errors.IBV_BANK_UNKNOWN');
      if (bank.id === 'failing')
        return { status: 'FAILED', institution: bank.name, accountsLinked: 0, reason: 'errors.IBV_BANK_REFUSED' };
      return { status: 'COMPLETED', institution: bank.name, accountsLinked: 1 };
    },
  };
}

export function createBankVerificationAdapter(_options: AdapterOptions): BankVerificationAdapter {
  return createSandboxBankVerification();
}
