import type { PaymentProvider } from '../../../domain/loanStatuses';
import type { ProviderEvent } from '../../adapters/payments/paymentProvider';
import type { AppContext } from '../../context';
import { applyDebitEvent } from '../debits/debitReturns';
import { applyProviderEvent } from './depositProviderEvents';

/** A provider's event, to what it concerns: a debit travels as PAY-<payment>-<attempt>, a deposit as DEP-<deposit>-<attempt>. */
export const applyPaymentEvent = (ctx: AppContext, provider: PaymentProvider, event: ProviderEvent) =>
  event.reference.startsWith('PAY-') ? applyDebitEvent(ctx, provider, event) : applyProviderEvent(ctx, provider, event);
