import { createHash, randomUUID } from 'node:crypto';
import { isNorthAmericanNumber } from '../../domain/contracts';
import { phoneDigits } from '../../domain/searchText';
import type { AdapterOptions } from './adapterOptions';
import { boundedLog, idempotentSend } from './sandboxIdempotency';

export interface FaxSendRequest {
  /** A North American number, however typed ("514 555-0123", "+1 (514) 555-0123"). */
  to: string;
  pdf: Buffer;
  /** The same key answers the same result without faxing again (a retry after a timeout). */
  idempotencyKey: string;
}

export interface FaxSendResult {
  providerReference: string;
  /** SENT: the receiving machine took every page; FAILED: it could not be reached. */
  status: 'SENT' | 'FAILED';
  pages: number;
  /** For FAILED: an i18n key saying why. */
  error?: string;
}

/** A request the provider refuses outright (a number it cannot dial, not a PDF, a reused key): nothing was sent. `key` is an i18n key. */
export class FaxGatewayError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The fax provider (contracts to a customer's fax number), behind an interface so the lender can contract a real one. */
export interface FaxAdapter {
  send(request: FaxSendRequest): Promise<FaxSendResult>;
}

/** One fax the sandbox transmitted, as a provider's log shows it. */
export interface SandboxFax extends FaxSendResult {
  to: string;
  bytes: number;
  sentAt: Date;
}

export interface SandboxFaxOptions {
  /** How long a transmission takes (a real one takes seconds a page). */
  delayMs?: number;
  /** Numbers ending with this never answer: the documented test number is 819-555-0000. */
  failingSuffix?: string;
  /** Idempotency keys remembered (oldest forgotten first). */
  rememberedKeys?: number;
}

export interface SandboxFaxAdapter extends FaxAdapter {
  /** Every transmission, oldest first: what a test or a demonstration reads. */
  transmitted(): readonly SandboxFax[];
}

/** The documented sandbox number that never answers (any number ending 0000 does). */
export const FAX_SANDBOX_FAILING_NUMBER = '819-555-0000';

const fingerprint = (request: FaxSendRequest) =>
  createHash('sha256').update(phoneDigits(request.to)).update(request.pdf).digest('hex');
/** Pages of a PDF as pdfkit writes them (one "/Type /Page" object each). */
const pageCount = (pdf: Buffer) => Math.max(1, pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 1);

/**
 * A fax provider that behaves like a real one: it answers after a transmission delay, refuses a
 * number outside the North American plan and a document that is not a PDF, fails to reach numbers
 * ending 0000 (FAX_SANDBOX_FAILING_NUMBER), and answers a repeated idempotency key with its first
 * answer without faxing again (a key reused for another document is refused).
 */
export function createSandboxFax(options: SandboxFaxOptions = {}): SandboxFaxAdapter {
  const { delayMs = 150, failingSuffix = '0000', rememberedKeys = 10_000 } = options;
  const log = boundedLog<SandboxFax>(rememberedKeys);

  async function transmit(request: FaxSendRequest): Promise<FaxSendResult> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!isNorthAmericanNumber(request.to)) throw new FaxGatewayError('errors.FAX_INVALID_NUMBER');
    if (request.pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new FaxGatewayError('errors.FAX_NOT_A_PDF');
    const to = `+1${phoneDigits(request.to)}`;
    const pages = pageCount(request.pdf);
    const result: FaxSendResult = to.endsWith(failingSuffix)
      ? { providerReference: `FAX-${randomUUID()}`, status: 'FAILED', pages, error: 'errors.FAX_NO_ANSWER' }
      : { providerReference: `FAX-${randomUUID()}`, status: 'SENT', pages };
    log.add({ ...result, to, bytes: request.pdf.length, sentAt: new Date() });
    return result;
  }

  return {
    send: idempotentSend({
      perform: transmit,
      fingerprint,
      conflict: () => new FaxGatewayError('errors.FAX_IDEMPOTENCY_CONFLICT'),
      rememberedKeys,
    }),
    transmitted: log.entries,
  };
}

export function createFaxAdapter(_options: AdapterOptions): FaxAdapter {
  return createSandboxFax();
}
