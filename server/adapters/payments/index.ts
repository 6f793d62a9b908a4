import { randomBytes } from 'node:crypto';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../../domain/loanStatuses';
import type { AdapterOptions } from '../adapterOptions';
import type { PaymentProviderAdapter } from './paymentProvider';
import { createSandboxPaymentProvider, type CallbackDelivery } from './sandboxPaymentProvider';
import { DEFAULT_SANDBOX_LIMITS, SANDBOX_DATA_CENTRES } from './sandboxRules';

export interface PaymentProviders {
  of(name: PaymentProvider): PaymentProviderAdapter;
  all(): PaymentProviderAdapter[];
  /** Where the providers post their callbacks (the app's callback route, bound once it is built). */
  delivery: { deliver?: CallbackDelivery };
}

/**
 * The two providers the loan labels name: the card-like one moves money by EFT only, the Interac
 * one also sends e-Transfers. Sandboxes until a lender wires real ones here; their callbacks are
 * signed with PAYMENT_CALLBACK_SECRET (a fresh secret per process when unset: the sandboxes live
 * in it).
 */
export function createPaymentProviders(options: AdapterOptions, now: () => Date): PaymentProviders {
  const secret = options.config.paymentCallbackSecret ?? randomBytes(32).toString('hex');
  const delivery: PaymentProviders['delivery'] = {};
  const providers = Object.fromEntries(
    PAYMENT_PROVIDERS.map((name) => [
      name,
      createSandboxPaymentProvider({
        name,
        interac: name === 'INTERAC',
        db: options.db,
        secret,
        limits: { ...DEFAULT_SANDBOX_LIMITS, ...options.config.sandboxPaymentLimits },
        delivery,
        now,
        delayScale: options.config.sandboxDelayScale,
        originatorId: options.config.eftOriginatorId,
        dataCentre: options.config.eftDataCentres[name] ?? SANDBOX_DATA_CENTRES[name],
      }),
    ]),
  ) as Record<PaymentProvider, PaymentProviderAdapter>;
  return { of: (name) => providers[name], all: () => Object.values(providers), delivery };
}
