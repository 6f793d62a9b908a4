import { addDays, type IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import type { ReturnReasonCode } from '../../../domain/returnReasons';
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
 *   each debit is taken on its due date at 9:00 (in shrunk time too: never before its date)
 *   an account number starting with a return code of SANDBOX_RETURNS: the item comes back with that
 *   reason, a credit two business days after it settled, a debit 2 to 5 business days after its
 *   due date (2 + its amount's cents mod 4)
 *
 * Daily statements
 *   each item on the day it settled, was deposited, came back or was charged a cancellation fee;
 *   a service fee per item settled (EFT) or deposited (Interac); the day's net sent to the bank
 *   an account number starting with 997: the item is left out of its day's statement (lost)
 *   an account number starting with 998: the item is reported one dollar short
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

/** The data centres the sandboxes take files at (a real provider names its own: EFT_DATA_CENTRE_<PROVIDER>). */
export const SANDBOX_DATA_CENTRES: Record<PaymentProvider, string> = { CARD: '00110', INTERAC: '00120' };

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

const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const startOf = (date: IsoDate) => torontoInstant(date, '00:00');

const businessDaysAfter = (date: IsoDate, days: number) => {
  const calendar = createPaymentCalendar();
  let day = date;
  for (let left = days; left > 0; left -= 1) day = calendar.nextBusinessDay(addDays(day, 1));
  return day;
};

/**
 * The accounts whose items come back: those starting with one of these return codes come back
 * with it. Debits for every one; credits only where the account itself is at fault (a payout is
 * not refused for want of funds, nor stopped, nor outside an agreement). The README's table of
 * them is checked against this list.
 */
export const SANDBOX_RETURNS: readonly { code: ReturnReasonCode; credits: boolean }[] = [
  { code: '901', credits: false },
  { code: '902', credits: true },
  { code: '903', credits: false },
  { code: '905', credits: true },
  { code: '912', credits: true },
  { code: '915', credits: false },
];

/** The return reason an account number asks the sandbox for on a debit or a credit, if any. */
export const eftReturnCodeOf = (account: string, debit: boolean): ReturnReasonCode | null =>
  SANDBOX_RETURNS.find((rule) => account.startsWith(rule.code) && (debit || rule.credits))?.code ?? null;

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
      // A bank takes a debit on its due date, never before, so it cannot come back before it either.
      if (shrunk)
        return { status: 'SETTLED', at: item.debit ? latest(after(DAY_MS), startOf(item.date)) : after(DAY_MS) };
      const settleOn = createPaymentCalendar().nextBusinessDay(
        item.date > torontoToday(since) ? item.date : torontoToday(since),
      );
      return { status: 'SETTLED', at: torontoInstant(settleOn, EFT_SETTLEMENT_TIME) };
    }
    case 'SETTLED': {
      const code = eftReturnCodeOf(item.account, item.debit);
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

/** What the sandbox charges for its service: each EFT item settled, each Interac transfer deposited. */
export const SANDBOX_SERVICE_FEE_CENTS = { EFT: 25, INTERAC: 100 } as const;
export const STATEMENT_OMITTED_PREFIX = '997';
export const STATEMENT_SHORT_PREFIX = '998';
export const STATEMENT_SHORT_CENTS = 100;

/**
 * How the statement reports an item that settled, came back or was charged a fee: its amount (one
 * dollar short for an account starting with 998), whether it is left out (997), and its service fee.
 */
export function statementLineOf(
  item: { interac: boolean; account: string | null; amountCents: number },
  status: 'SETTLED' | 'RETURNED' | 'FEE',
): { amountCents: number; omitted: boolean; serviceFeeCents: number } {
  const account = item.account ?? '';
  const short = status !== 'FEE' && account.startsWith(STATEMENT_SHORT_PREFIX);
  return {
    amountCents: short ? Math.max(0, item.amountCents - STATEMENT_SHORT_CENTS) : item.amountCents,
    omitted: account.startsWith(STATEMENT_OMITTED_PREFIX),
    serviceFeeCents: status === 'SETTLED' ? SANDBOX_SERVICE_FEE_CENTS[item.interac ? 'INTERAC' : 'EFT'] : 0,
  };
}
