import type { IsoDate } from '../../../domain/calendarDates';
import type { PaymentProvider } from '../../../domain/loanStatuses';
import type { StatementItem } from '../../../domain/reconciliation';

/*
 * One interface for the lender's payment providers: payouts (Interac e-Transfer, EFT credit),
 * pre-authorized debits, cancels, a transaction's status, and the provider's signed callbacks.
 * Every call carries an idempotency key: the same key answers the same transaction, never a second.
 */

/** A provider's own statuses, as its callbacks and status reads name them. */
export const PROVIDER_STATUSES = [
  'REQUESTED',
  'PENDING',
  'SENT',
  'DEPOSITED',
  'CANCELLED',
  'EXPIRED',
  'DECLINED',
  'RECEIVED',
  'PROCESSING',
  'SETTLED',
  'RETURNED',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export interface InteracPayoutRequest {
  idempotencyKey: string;
  amountCents: number;
  recipientName: string;
  email: string;
  question: string;
  answer: string;
  memo: string | null;
  /** Guichet's reference (the deposit), echoed in every callback. */
  reference: string;
}

export interface ProviderTransaction {
  transactionId: string;
  status: ProviderStatus;
  /** Interac's confirmation (reference) number, once the transfer is sent. */
  confirmationCode?: string | null;
  /** What the provider charged for a cancel (Interac), in cents. */
  feeCents?: number;
}

/** A CPA-005 file handed to the provider at a cut-off. */
export interface EftFileSubmission {
  idempotencyKey: string;
  content: string;
}

export interface EftFileReceipt {
  fileReference: string;
  /** The provider's transaction for each item, by the cross-reference Guichet gave it. */
  transactions: Record<string, string>;
}

/** One callback, as the provider posts it (its body is signed with the shared secret). */
export interface ProviderEvent {
  eventId: string;
  transactionId: string;
  reference: string;
  status: ProviderStatus;
  /** The transaction's own event counter: an older event arriving after a newer one is ignored. */
  sequence: number;
  occurredAt: string;
  /** A returned item's CPA return reason code (901 NSF, 905 account closed, …). */
  returnCode?: string;
  confirmationCode?: string | null;
}

/**
 * A refusal the provider gives at once, as an errors.* key (spec §8's deposit errors), and for the
 * two limit refusals the notification type it raises.
 */
export class ProviderRefusal extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly limit?: 'TRANSACTION_LIMIT_EXCEEDED' | 'TRANSACTION_LIMIT_RATE',
  ) {
    super(key);
  }
}

/** A returns file the provider published: CPA-005 I (returned credit) and J (returned debit) records. */
export interface ReturnsFile {
  number: number;
  content: string;
}

/**
 * A provider's settlement report of one day: each item it settled, returned or charged a fee for that
 * day, what it charged for its service, and what it sent to the lender's bank (negative: drew from it).
 */
export interface ProviderStatement {
  day: IsoDate;
  items: (StatementItem & { transactionId: string })[];
  serviceFeesCents: number;
  transferredCents: number;
}

export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** Whether it can send Interac e-Transfers (the card-like provider moves money by EFT only). */
  readonly interac: boolean;
  /** The 5-digit data centre its EFT files are addressed to (the CPA-005 header's destination). */
  readonly eftDataCentre: string;
  sendInterac(request: InteracPayoutRequest): Promise<ProviderTransaction>;
  submitEftFile(file: EftFileSubmission): Promise<EftFileReceipt>;
  cancel(transactionId: string, idempotencyKey: string): Promise<ProviderTransaction>;
  status(transactionId: string): Promise<ProviderTransaction>;
  /** The provider's callback, checked: its signature (HMAC-SHA256 of the raw body) and its shape. */
  verifyCallback(rawBody: string, signature: string | undefined): ProviderEvent;
  /** The returns files published after number `after`, in order (EFT returns come this way, not by callback). */
  returnsFiles(after: number): Promise<ReturnsFile[]>;
  /** The statement of a day that is over (a day not over yet is refused: PROVIDER_DAY_NOT_OVER). */
  statement(day: IsoDate): Promise<ProviderStatement>;
  /**
   * A sandbox's passage of time: transactions whose next step is due move on, and their callbacks
   * go out (delivered again until Guichet acknowledges them). A real provider does this itself.
   */
  advance(now: Date): Promise<number>;
}
