import type { AdapterOptions } from './adapterOptions';

/**
 * The electronic signature (contracts signed on a page the provider serves) provider, behind an interface so the lender can contract a real one. The sandbox
 * behaves like a real service: delays, failures, cut-offs, idempotency. (To be built.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ESignatureAdapter {}

export function createESignatureAdapter(_options: AdapterOptions): ESignatureAdapter {
  return {};
}
