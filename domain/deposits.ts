import { z } from 'zod';
import { FIELD_MSG, optionalText, version } from './fieldSchemas';
import type { PaymentProvider } from './loanStatuses';

/*
 * The payout of a loan to its borrower (spec §3 Deposit, §4 its statuses, §5 and §8 its rules):
 * what an agent may do with it now, and the bodies of those actions. No I/O.
 */

/** Spec §4: where the payout stands for the loan. */
export const DEPOSIT_RECORD_STATUSES = ['WAITING', 'DEPOSITED', 'ERROR', 'AUTO_DECLINED'] as const;
export type DepositRecordStatus = (typeof DEPOSIT_RECORD_STATUSES)[number];

/** Spec §4: where the provider's transaction stands (none before it is sent). */
export const DEPOSIT_PAYMENT_STATUSES = ['IN_PROGRESS', 'CANCELED', 'DEPOSITED', 'FAILED', 'CANCEL_REQUESTED'] as const;
export type DepositPaymentStatus = (typeof DEPOSIT_PAYMENT_STATUSES)[number];

/** Spec §9: an Interac e-Transfer to an email, an EFT credit to the account, or money sent outside the providers. */
export const DEPOSIT_TRANSACTION_TYPES = ['INTERAC_EMAIL', 'EFT', 'MANUAL'] as const;
export type DepositTransactionType = (typeof DEPOSIT_TRANSACTION_TYPES)[number];

/** Which provider carries which payout: Interac transfers need the Interac provider; EFT credits go through either. */
export const PROVIDER_TRANSACTION_TYPES: Record<PaymentProvider, readonly DepositTransactionType[]> = {
  CARD: ['EFT', 'MANUAL'],
  INTERAC: ['INTERAC_EMAIL', 'EFT', 'MANUAL'],
};

/** The Interac security question and answer, as the network bounds them. */
export const INTERAC_QUESTION = { min: 5, max: 40 } as const;
export const INTERAC_ANSWER = { min: 3, max: 25 } as const;

export interface DepositSituation {
  status: DepositRecordStatus;
  paymentStatus: DepositPaymentStatus | null;
  /** A debit of the loan was already presented (spec §5: it cannot be deposited again). */
  debitsSubmitted: boolean;
  /** The loan was deleted or paid in full in the meantime. */
  loanLive: boolean;
}

export interface DepositActions {
  send: boolean;
  retry: boolean;
  cancel: boolean;
}

const inFlight = (paymentStatus: DepositPaymentStatus | null) =>
  paymentStatus === 'IN_PROGRESS' || paymentStatus === 'CANCEL_REQUESTED';

/** Spec §4's actions: send a waiting deposit, retry one that failed, cancel one the provider still holds. */
export function depositActions(situation: DepositSituation): DepositActions {
  const { status, paymentStatus, debitsSubmitted, loanLive } = situation;
  const canSendAgain = loanLive && !debitsSubmitted && !inFlight(paymentStatus);
  return {
    send: canSendAgain && status === 'WAITING',
    retry: canSendAgain && (status === 'ERROR' || status === 'AUTO_DECLINED'),
    cancel: status === 'WAITING' && paymentStatus === 'IN_PROGRESS',
  };
}

/** Why an action does not apply to a deposit as it stands (resources.deposits.unavailable.*). */
export const DEPOSIT_ACTION_REASONS = [
  'LOAN_CLOSED',
  'DEBITS_SUBMITTED',
  'AT_PROVIDER',
  'CANCEL_REQUESTED',
  'DEPOSITED',
  'FAILED_RETRY',
  'NOT_FAILED',
  'NOT_SENT',
] as const;
export type DepositActionReason = (typeof DEPOSIT_ACTION_REASONS)[number];
export type DepositActionReasons = Record<keyof DepositActions, DepositActionReason | null>;

/**
 * For each of spec §4's actions, null when it applies now, else why not: the screen shows it
 * disabled with these words (depositActions decides; this says why, in the order a person thinks).
 */
export function depositActionReasons(situation: DepositSituation): DepositActionReasons {
  const { status, paymentStatus, debitsSubmitted, loanLive } = situation;
  const actions = depositActions(situation);
  const sending = (): DepositActionReason => {
    if (status === 'DEPOSITED') return 'DEPOSITED';
    if (paymentStatus === 'CANCEL_REQUESTED') return 'CANCEL_REQUESTED';
    if (inFlight(paymentStatus)) return 'AT_PROVIDER';
    if (!loanLive) return 'LOAN_CLOSED';
    if (debitsSubmitted) return 'DEBITS_SUBMITTED';
    return status === 'WAITING' ? 'NOT_FAILED' : 'FAILED_RETRY';
  };
  const cancelling = (): DepositActionReason => {
    if (status === 'DEPOSITED') return 'DEPOSITED';
    if (paymentStatus === 'CANCEL_REQUESTED') return 'CANCEL_REQUESTED';
    return 'NOT_SENT';
  };
  return {
    send: actions.send ? null : sending(),
    retry: actions.retry ? null : sending(),
    cancel: actions.cancel ? null : cancelling(),
  };
}

/** Why a send or retry is refused, as spec §8 words it (an errors.* key), or null. */
export function sendRefusal(situation: DepositSituation, retry: boolean): string | null {
  if (situation.debitsSubmitted) return 'DEPOSIT_DEBITS_SUBMITTED';
  const actions = depositActions(situation);
  if (retry ? actions.retry : actions.send) return null;
  return 'DEPOSIT_ACTION_NOT_ALLOWED';
}

const interacText = (bounds: { min: number; max: number }, key: string) =>
  z.string({ error: FIELD_MSG.required }).trim().min(bounds.min, { error: key }).max(bounds.max, { error: key });

/**
 * Spec §2's deposit dialog. An Interac transfer goes to an email with a question and its answer;
 * an EFT goes to the customer's banking information on file; a manual transaction records money
 * sent outside the providers.
 */
export const sendDepositBody = z.discriminatedUnion(
  'transactionType',
  [
    z.strictObject({
      version,
      transactionType: z.literal('INTERAC_EMAIL'),
      email: z.email({ error: 'validation.email' }).max(254),
      question: interacText(INTERAC_QUESTION, 'validation.interacQuestion'),
      answer: interacText(INTERAC_ANSWER, 'validation.interacAnswer'),
      memo: optionalText(100),
    }),
    z.strictObject({ version, transactionType: z.literal('EFT'), memo: optionalText(100) }),
    z.strictObject({ version, transactionType: z.literal('MANUAL'), memo: optionalText(100) }),
  ],
  { error: 'validation.invalid' },
);
export type SendDepositInput = z.infer<typeof sendDepositBody>;

export const depositVersionBody = z.strictObject({ version });
