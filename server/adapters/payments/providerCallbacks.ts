import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PROVIDER_STATUSES, type ProviderEvent } from './paymentProvider';

/** The header a provider signs its callbacks in: `sha256=<hex HMAC of the raw body>`. */
export const SIGNATURE_HEADER = 'x-provider-signature';

export const signCallback = (secret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** Why a callback is refused (an errors.* key): unsigned, badly signed, or not an event. */
export class CallbackRefusal extends Error {
  constructor(readonly key: 'CALLBACK_UNSIGNED' | 'CALLBACK_BAD_SIGNATURE' | 'CALLBACK_MALFORMED') {
    super(key);
  }
}

const providerEvent = z.strictObject({
  eventId: z.string().min(1).max(100),
  transactionId: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  status: z.enum(PROVIDER_STATUSES),
  sequence: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  returnCode: z
    .string()
    .regex(/^9\d\d$/)
    .optional(),
  confirmationCode: z.string().max(40).nullable().optional(),
});

/** Checks the signature in constant time, then the event's shape. */
export function verifySignedEvent(secret: string, rawBody: string, signature: string | undefined): ProviderEvent {
  if (!signature) throw new CallbackRefusal('CALLBACK_UNSIGNED');
  const expected = Buffer.from(signCallback(secret, rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new CallbackRefusal('CALLBACK_BAD_SIGNATURE');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new CallbackRefusal('CALLBACK_MALFORMED');
  }
  const event = providerEvent.safeParse(parsed);
  if (!event.success) throw new CallbackRefusal('CALLBACK_MALFORMED');
  return event.data;
}
