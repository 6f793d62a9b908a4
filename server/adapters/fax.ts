import type { AdapterOptions } from './adapterOptions';

/**
 * The fax (contracts to a customer's fax number) provider, behind an interface so the lender can contract a real one. The sandbox
 * behaves like a real service: delays, failures, cut-offs, idempotency. (To be built.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FaxAdapter {}

export function createFaxAdapter(_options: AdapterOptions): FaxAdapter {
  return {};
}
