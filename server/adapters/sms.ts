import type { AdapterOptions } from './adapterOptions';

/**
 * The SMS (text messages to customers' cellphones) provider, behind an interface so the lender can contract a real one. The sandbox
 * behaves like a real service: delays, failures, cut-offs, idempotency. (To be built.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SmsAdapter {}

export function createSmsAdapter(_options: AdapterOptions): SmsAdapter {
  return {};
}
