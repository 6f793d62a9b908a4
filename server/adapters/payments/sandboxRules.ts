import { addDays, type IsoDate } from '../../../domain/calendarDates';
import { createPaymentCalendar } from '../../../domain/paymentCalendar';
import { torontoInstant, torontoToday } from '../../businessClock';
import type { ProviderStatus } from './paymentProvider';

/*
 * How the sandbox providers behave, as pure rules, so that tests and demonstrations can make any
 * outcome happen (the README lists them):
 *
 * Interac e-Transfer
 *   requested → pending (1 min) → sent (5 min, a confirmation code) → deposited (2 h later)
 *   recipient email "decline…@…": declined by the recipient's bank when it would be sent
 *   recipient email "expire…@…": never deposited, expired 30 days after it was sent
 *   recipient email "error…@…": refused at once (the provider's "check your customer information")
 *   cancel before it is deposited; a fee once the recipient was notified (sent)
 *   limits: per transfer, per day, and the lender's balance with the provider
 *
 * EFT (CPA-005 files)
 *   a file is received, processed for 30 minutes (a cancel then must wait), sent to the clearing
 *   (no cancel any more), and each credit is settled on its date at 9:00
 *   each debit is taken on its due date at 9:00
 *   account numbers starting 901 / 902 / 903 / 905 / 912 / 915: the item comes back with that return
 *   reason (NSF, not found, stopped, closed, invalid, no agreement): a credit two business days after
 *   it settled, a debit 2 to 5 business days after its due date (2 + its amount's cents mod 4)
 */

export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const INTERAC_STEPS = {
  pendingAfterMs: MINUTE_MS,
  sentAfterMs: 5 * MINUTE_MS,
  depositedAfterMs: 120 * MINUTE_MS,
};
export const INTERAC_EXPIRY_DAYS = 30;
/** What the Interac network charges the sender for cancelling a transfer the recipient was told of. */
export const INTERAC_CANCELLATION_FEE_CENTS = 250;
export const EFT_PROCESSING_MS = 30 * MINUTE_MS;
export const EFT_SETTLEMENT_TIME = '09:00';
export const EFT_RETURN_BUSINESS_DAYS = 2;

export interface SandboxLimits {
  perTransferCents: number;
  dailyCents: number;
  /** The lender's funds with the provider at the start, before any payout. */
  openingBalanceCents: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  perTransferCents: 300_000,
  dailyCents: 2_500_000,
  openingBalanceCents: 50_000_000,
};

const localPart = (email: string) => email.split('@')[0].toLowerCase();

/** Refused at once by the provider (its "check your customer information" error). */
export const interacRefusedOutright = (email: string) => localPart(email).startsWith('error');

/** A transaction's next step: its status, when it is due, and for a return its reason code. */
export interface SandboxStep {
  status: ProviderStatus;
  at: Date;
  returnCode?: string;
}

/** After `status`, the Interac transfer's next step and when it is due (null: nothing happens by itself). */
export function nextInteracStep(status: ProviderStatus, email: string, since: Date, scale = 1): SandboxStep | null {
  const after = (ms: number) => new Date(since.getTime() + ms * scale);
  const who = localPart(email);
  switch (status) {
    case 'REQUESTED':
      return { status: 'PENDING', at: after(INTERAC_STEPS.pendingAfterMs) };
    case 'PENDING':
      return { status: who.startsWith('decline') ? 'DECLINED' : 'SENT', at: after(INTERAC_STEPS.sentAfterMs) };
    case 'SENT':
      return who.startsWith('expire')
        ? { status: 'EXPIRED', at: after(INTERAC_EXPIRY_DAYS * DAY_MS) }
        : { status: 'DEPOSITED', at: after(INTERAC_STEPS.depositedAfterMs) };
    default:
      return null;
  }
}

/** Interac lets a sender cancel until the money is deposited (or the transfer ended otherwise). */
export const interacCancellable = (status: ProviderStatus) =>
  status === 'REQUESTED' || status === 'PENDING' || status === 'SENT';

const businessDaysAfter = (date: IsoDate, days: number) => {
  const calendar = createPaymentCalendar();
  let day = date;
  for (let left = days; left > 0; left -= 1) day = calendar.nextBusinessDay(addDays(day, 1));
  return day;
};

/** Account prefixes that make the sandbox return an item, with that CPA return reason. */
const RETURNED_ACCOUNTS = ['901', '902', '903', '905', '912', '915'];

/** The CPA return reason an account number asks the sandbox for, if any. */
export const eftReturnCodeOf = (account: string) => RETURNED_ACCOUNTS.find((code) => account.startsWith(code)) ?? null;

/** A returned debit comes back 2 to 5 business days after its due date: the amount's cents choose (2 + cents mod 4). */
export const debitReturnDelay = (amountCents: number) => EFT_RETURN_BUSINESS_DAYS + (amountCents % 4);

/**
 * After `status`, an EFT item's next step: a credit is available on its date, a debit taken on its
 * due date; either may then come back (a debit 2 to 5 business days later, a credit 2).
 */
export function nextEftStep(
  status: ProviderStatus,
  item: { date: IsoDate; account: string; amountCents: number; debit: boolean },
  since: Date,
  scale = 1,
): SandboxStep | null {
  const after = (ms: number) => new Date(since.getTime() + ms * scale);
  // Shrunk time (a demonstration) cannot wait for tomorrow morning: a day becomes its scaled length.
  const shrunk = scale < 1;
  switch (status) {
    case 'RECEIVED':
      return { status: 'SENT', at: after(EFT_PROCESSING_MS) };
    case 'SENT': {
      if (shrunk) return { status: 'SETTLED', at: after(DAY_MS) };
      const settleOn = createPaymentCalendar().nextBusinessDay(
        item.date > torontoToday(since) ? item.date : torontoToday(since),
      );
      return { status: 'SETTLED', at: torontoInstant(settleOn, EFT_SETTLEMENT_TIME) };
    }
    case 'SETTLED': {
      const code = eftReturnCodeOf(item.account);
      if (!code) return null;
      const days = item.debit ? debitReturnDelay(item.amountCents) : EFT_RETURN_BUSINESS_DAYS;
      if (shrunk) return { status: 'RETURNED', at: after(days * DAY_MS), returnCode: code };
      const returnOn = businessDaysAfter(torontoToday(since), days);
      return { status: 'RETURNED', at: torontoInstant(returnOn, EFT_SETTLEMENT_TIME), returnCode: code };
    }
    default:
      return null;
  }
}
