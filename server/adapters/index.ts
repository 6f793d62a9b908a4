import type { AdapterOptions } from './adapterOptions';
import { createBankVerificationAdapter, type BankVerificationAdapter } from './bankVerification';
import { createESignatureAdapter, type ESignatureAdapter } from './eSignature';
import { createFaxAdapter, type FaxAdapter } from './fax';
import { createPaymentProviders, type PaymentProviders } from './payments';
import { createSmsAdapter, type SmsAdapter } from './sms';

/** The external services a lender contracts, each behind its interface (spec: sandbox by default). */
export interface Adapters {
  sms: SmsAdapter;
  fax: FaxAdapter;
  eSignature: ESignatureAdapter;
  bankVerification: BankVerificationAdapter;
  /** The payment providers deposits and debits go through. */
  payments: PaymentProviders;
}

export function createAdapters(options: AdapterOptions): Adapters {
  return {
    sms: createSmsAdapter(options),
    fax: createFaxAdapter(options),
    eSignature: createESignatureAdapter(options),
    bankVerification: createBankVerificationAdapter(options),
    payments: createPaymentProviders(options, options.now ?? (() => new Date())),
  };
}
