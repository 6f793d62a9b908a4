import type { AdapterOptions } from './adapterOptions';

/**
 * The bank verification, IBV (the customer links a bank account) provider, behind an interface so the lender can contract a real one. The sandbox
 * behaves like a real service: delays, failures, cut-offs, idempotency. (To be built.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BankVerificationAdapter {}

export function createBankVerificationAdapter(_options: AdapterOptions): BankVerificationAdapter {
  return {};
}
