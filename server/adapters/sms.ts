import { createHash, randomUUID } from 'node:crypto';
import { countSmsSegments, MAX_SMS_SEGMENTS } from '../../domain/smsSegments';
import type { AdapterOptions } from './adapterOptions';
import { boundedLog, idempotentSend } from './sandboxIdempotency';

export interface SmsSendRequest {
  /** E.164: +1 then ten digits. */
  to: string;
  text: string;
  /** The same key answers the same result without sending again (a retry after a timeout). */
  idempotencyKey: string;
}

export interface SmsSendResult {
  providerMessageId: string;
  /** SENT: the gateway accepted it for delivery; FAILED: the carrier could not deliver it. */
  status: 'SENT' | 'FAILED';
  segments: number;
  /** For FAILED: an i18n key saying why. */
  error?: string;
}

/**
 * A request the gateway refuses outright (a number that is not a Canadian cellphone, a text too
 * long, a key reused for another message): nothing was sent. `key` is an i18n key (errors.*).
 */
export class SmsGatewayError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The SMS (text messages to customers' cellphones) provider, behind an interface so the lender can contract a real one. */
export interface SmsAdapter {
  send(request: SmsSendRequest): Promise<SmsSendResult>;
}

/** Canadian area codes of the North American Numbering Plan (geographic ones, 2024). */
const CANADIAN_AREA_CODES = new Set([
  '204',
  '226',
  '236',
  '249',
  '250',
  '257',
  '263',
  '289',
  '306',
  '343',
  '354',
  '365',
  '367',
  '368',
  '382',
  '403',
  '416',
  '418',
  '428',
  '431',
  '437',
  '438',
  '450',
  '460',
  '468',
  '474',
  '506',
  '514',
  '519',
  '548',
  '579',
  '581',
  '584',
  '587',
  '604',
  '613',
  '639',
  '647',
  '672',
  '683',
  '705',
  '709',
  '742',
  '753',
  '778',
  '780',
  '782',
  '807',
  '819',
  '825',
  '867',
  '873',
  '879',
  '902',
  '905',
  '942',
]);

/** "+14385550102" for a Canadian number however it was typed ("438 555-0102", "1 (438) 555 0102"), else null. */
export function canadianE164(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  if (!CANADIAN_AREA_CODES.has(digits.slice(0, 3))) return null;
  return `+1${digits}`;
}

/** One message the sandbox accepted, as a real gateway's log would show it. */
export interface SandboxSms extends SmsSendResult {
  to: string;
  text: string;
  acceptedAt: Date;
}

export interface SandboxSmsOptions {
  /** The network round trip of a real gateway. */
  delayMs?: number;
  /** Numbers ending with this are accepted but cannot be delivered (a carrier failure). */
  failingSuffix?: string;
  /** Idempotency keys remembered (oldest forgotten first), as a gateway keeps them for a day. */
  rememberedKeys?: number;
}

export interface SandboxSmsAdapter extends SmsAdapter {
  /** Every message handed to the carrier, oldest first: what a test or a demonstration reads. */
  delivered(): readonly SandboxSms[];
}

const fingerprint = (request: SmsSendRequest) =>
  createHash('sha256').update(`${request.to}\n${request.text}`).digest('hex');

/**
 * A gateway that behaves like a real one: it answers after a short delay, refuses numbers that
 * are not Canadian and texts over ten parts, counts the parts, fails delivery to numbers ending
 * 0000, and answers a repeated idempotency key with its first answer without sending again
 * (a key reused for another message is refused).
 */
export function createSandboxSms(options: SandboxSmsOptions = {}): SandboxSmsAdapter {
  const { delayMs = 40, failingSuffix = '0000', rememberedKeys = 10_000 } = options;
  const log = boundedLog<SandboxSms>(rememberedKeys);

  async function deliver(request: SmsSendRequest): Promise<SmsSendResult> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const to = canadianE164(request.to);
    if (!to || to !== request.to) throw new SmsGatewayError('errors.SMS_INVALID_NUMBER');
    const text = request.text.trim();
    if (!text) throw new SmsGatewayError('errors.SMS_EMPTY');
    const { segments } = countSmsSegments(text);
    if (segments > MAX_SMS_SEGMENTS) throw new SmsGatewayError('errors.SMS_TOO_LONG');
    const result: SmsSendResult = to.endsWith(failingSuffix)
      ? { providerMessageId: `SMS-${randomUUID()}`, status: 'FAILED', segments, error: 'errors.SMS_UNDELIVERABLE' }
      : { providerMessageId: `SMS-${randomUUID()}`, status: 'SENT', segments };
    log.add({ ...result, to, text, acceptedAt: new Date() });
    return result;
  }

  return {
    send: idempotentSend({
      perform: deliver,
      fingerprint,
      conflict: () => new SmsGatewayError('errors.SMS_IDEMPOTENCY_CONFLICT'),
      rememberedKeys,
    }),
    delivered: log.entries,
  };
}

export function createSmsAdapter(_options: AdapterOptions): SmsAdapter {
  return createSandboxSms();
}
