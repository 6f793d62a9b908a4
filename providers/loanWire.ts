import type { LoanActions } from '../domain/loanView';
import type { LoanConfiguration } from '../domain/loanConfiguration';
import type { LoanTotals } from '../domain/loanLedger';
import type { ScheduledAmounts } from '../domain/loanReschedule';
import type {
  DepositStatus,
  LedgerKind,
  LoanStatus,
  PaymentLineKind,
  PaymentLineStatus,
  PaymentProvider,
  StopDateChoice,
} from '../domain/loanStatuses';
import type { Frequency } from '../domain/paymentFrequencies';

/** One payment line of a loan (spec §3), cents and YYYY-MM-DD. */
export interface PaymentLineRecord extends ScheduledAmounts {
  id: number;
  number: number;
  kind: PaymentLineKind;
  status: PaymentLineStatus;
  /** Already submitted to the provider: it can no longer be deferred or stopped. */
  sent: boolean;
  descriptionEN: string;
  descriptionFR: string;
}

/** One ledger entry: what it changed in what is owed (positive owes more). */
export interface LedgerEntryRecord {
  id: number;
  kind: LedgerKind;
  date: string;
  capital: number;
  interest: number;
  fees: number;
  total: number;
  paymentId: number | null;
  reversesEntryId: number | null;
  reversed: boolean;
  /** A rebate, hand-entered payment, deferral fee or NSF that can be removed now. */
  removable: boolean;
  note: string | null;
  postedAt: string;
}

/** GET /api/loans/:id and the answer of every loan action (server/features/loans/loanDetail.ts). */
export interface LoanRecord extends LoanTotals {
  id: number;
  loanNumber: number;
  customerId: number;
  customerName: string;
  customerLanguage: string;
  requestId: number;
  status: LoanStatus;
  depositStatus: DepositStatus;
  amount: number;
  annualInterestRate: number;
  apr: number;
  frequency: Frequency;
  numberOfPayments: number;
  firstPaymentDate: string;
  twiceMonthlyDays: number[] | null;
  brokerageFee: number;
  membershipFeePerPayment: number;
  province: string | null;
  paymentProvider: PaymentProvider;
  agentId: number | null;
  agentName: string | null;
  startDate: string | null;
  endDate: string | null;
  stoppedOn: string | null;
  contractSignedAt: string | null;
  createdAt: string;
  version: number;
  /** The lender's business date (BUSINESS_DATE pins it): dialogs default their dates to it. */
  today: string;
  initialPayment: number | null;
  nextPayment: { id: number; date: string; amount: number } | null;
  payments: PaymentLineRecord[];
  ledger: LedgerEntryRecord[];
  actions: LoanActions;
  stopChoices: { choice: StopDateChoice; date: string }[];
}

/** A row of GET /api/loans (a customer's Loans tab). */
export interface LoanListRecord {
  id: number;
  loanNumber: number;
  customerId: number;
  requestId: number;
  status: LoanStatus;
  depositStatus: DepositStatus;
  amount: number;
  frequency: Frequency;
  numberOfPayments: number;
  startDate: string | null;
  endDate: string | null;
  paymentProvider: PaymentProvider;
  apr: number;
  createdAt: string;
  version: number;
  balance: number;
  totalOwing: number;
  customerName: string;
  agentName: string | null;
}

/** GET /api/loans/offer?customerId=: the configuration the new-loan dialog offers. */
export interface LoanOffer extends LoanConfiguration {
  today: string;
  province: string | null;
  suggestedFirstPaymentDate: string;
}

/** GET /api/loans/pending-requests?customerId=: accepted requests without a loan. */
export interface PendingLoanRequest {
  id: number;
  createdAt: string;
  requestedAmount: number;
  approvedAmount: number | null;
  status: string;
}
