import type { PaymentProvider } from '../../../domain/loanStatuses';
import type { ProviderEvent } from '../../adapters/payments/paymentProvider';
import { torontoToday } from '../../businessClock';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import { postPayout, reversePayout } from './depositPayout';
import {
  lockDeposit,
  notifyDeposit,
  parseDepositReference,
  recordEvent,
  saveDeposit,
  type DepositChanges,
} from './depositStore';

export type EventOutcome = 'applied' | 'duplicate' | 'stale';

/** What a provider's status means for the deposit, or null for a step that changes nothing visible. */
function changesFor(event: ProviderEvent, at: Date): DepositChanges | null {
  switch (event.status) {
    case 'SENT':
      return { processedAt: at, confirmationCode: event.confirmationCode ?? null };
    case 'DEPOSITED':
    case 'SETTLED':
      return { status: 'DEPOSITED', paymentStatus: 'DEPOSITED', completedAt: at };
    case 'CANCELLED':
      return { status: 'WAITING', paymentStatus: 'CANCELED' };
    case 'DECLINED':
      return { status: 'ERROR', paymentStatus: 'FAILED', errorKey: 'DEPOSIT_PROVIDER_ERROR', errorParams: {} };
    case 'EXPIRED':
      return { status: 'ERROR', paymentStatus: 'FAILED', errorKey: 'DEPOSIT_EXPIRED', errorParams: {} };
    case 'RETURNED':
      return {
        status: 'ERROR',
        paymentStatus: 'FAILED',
        errorKey: 'DEPOSIT_RETURNED',
        errorParams: { code: event.returnCode ?? '900' },
      };
    default:
      return null;
  }
}

/**
 * A provider's callback, applied once however often it arrives and in whatever order: the event id
 * is recorded with the change (a second delivery finds it there), and an event older than the last
 * one applied to the deposit (its sequence) is kept in the history but changes nothing.
 */
export function applyProviderEvent(
  ctx: AppContext,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<EventOutcome> {
  return ctx.database.db.transaction((tx) => applyDepositEventIn(tx, ctx.clock.today(), provider, event));
}

/**
 * The same in the caller's transaction (a returns file's I record: `fromReturnsFile`, whose
 * item carries no sequence: it is current when it names the deposit's attempt, and the file's
 * own record keeps it from being applied twice).
 */
export async function applyDepositEventIn(
  tx: Tx,
  today: string,
  provider: PaymentProvider,
  event: ProviderEvent,
  fromReturnsFile = false,
): Promise<EventOutcome> {
  const reference = parseDepositReference(event.reference);
  if (!reference) throw new AppError(404, 'errors.CALLBACK_UNKNOWN_TRANSACTION');
  const row = await lockDeposit(tx, reference.id).catch(() => {
    throw new AppError(404, 'errors.CALLBACK_UNKNOWN_TRANSACTION');
  });
  if (row.provider !== provider) throw new AppError(404, 'errors.CALLBACK_UNKNOWN_TRANSACTION');
  const at = new Date(event.occurredAt);
  const sequence = fromReturnsFile ? row.providerSequence + 1 : event.sequence;
  const current = row.attempt === reference.attempt && sequence > row.providerSequence;
  const recorded = await recordEvent(
    tx,
    row.id,
    current ? `PROVIDER_${event.status}` : 'PROVIDER_STALE',
    { ...event },
    { providerEventId: `${provider}:${event.eventId}`, occurredAt: at },
  );
  if (!recorded) return 'duplicate';
  if (!current) return 'stale';
  const saved = await saveDeposit(tx, row, {
    ...changesFor(event, at),
    providerSequence: sequence,
    transactionId: row.transactionId ?? event.transactionId,
  });
  const date = torontoToday(at);
  if ((event.status === 'DEPOSITED' || event.status === 'SETTLED') && row.status !== 'DEPOSITED') {
    await postPayout(tx, saved, date, today, null);
    await notifyDeposit(tx, saved, 'SUCCESS_DEPOSIT');
  } else if (event.status === 'RETURNED') {
    if (row.status === 'DEPOSITED')
      await reversePayout(tx, saved, date, today, `return ${event.returnCode ?? ''}`.trim());
    await notifyDeposit(tx, saved, 'CANCELLED_DEPOSIT');
  } else if (
    (event.status === 'CANCELLED' && row.paymentStatus !== 'CANCELED') ||
    event.status === 'DECLINED' ||
    event.status === 'EXPIRED'
  ) {
    await notifyDeposit(tx, saved, 'CANCELLED_DEPOSIT');
  }
  return 'applied';
}
