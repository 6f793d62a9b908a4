import type { ComponentType } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { AdminContext, RecordContextProvider, HttpError, Notification } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../../i18n/catalogues';
import type { GuichetDataProvider } from '../../../providers/dataProvider';
import type { LedgerEntryRecord, LoanRecord, PaymentLineRecord } from '../../../providers/loanWire';
import type { LoanDialogProps } from './loanDialogTypes';
import { messageKey } from '../../../providers/translation';

/** Test-only: a loan as GET /api/loans/:id answers it, Quebec, started 2026-10-01, paid three times. */
const line = (
  id: number,
  number: number,
  date: string,
  status: PaymentLineRecord['status'],
  sent = false,
): PaymentLineRecord => ({
  id,
  number,
  position: ['DEFERRED', 'CANCELLED', 'REMOVED'].includes(status) ? null : number,
  history: ['DEFERRED', 'CANCELLED', 'REMOVED'].includes(status),
  kind: 'SCHEDULED',
  date,
  amount: 12_345,
  interest: 1_000,
  capital: 10_845,
  membershipFee: 500,
  fees: 0,
  balance: 0,
  debit: null,
  status,
  sent,
  descriptionEN: `Payment ${number}`,
  descriptionFR: `Paiement ${number}`,
});

const entry = (
  id: number,
  kind: LedgerEntryRecord['kind'],
  date: string,
  total: number,
  paymentId: number | null = null,
): LedgerEntryRecord => ({
  id,
  kind,
  date,
  capital: total,
  interest: 0,
  fees: 0,
  total,
  balanceAfter: total,
  paymentId,
  reversesEntryId: null,
  reversed: false,
  removable: true,
  note: null,
  postedAt: `${date}T15:00:00Z`,
});

export function aLoan(overrides: Partial<LoanRecord> = {}): LoanRecord {
  return {
    id: 7,
    loanNumber: 1007,
    customerId: 3,
    customerName: 'Jean Tremblay',
    depositId: null,
    collectionFileId: null,
    collectionReason: null,
    collectionSince: null,
    customerLanguage: 'fr',
    requestId: 5,
    status: 'ACTIVE',
    depositStatus: 'DEPOSITED',
    amount: 100_000,
    annualInterestRate: 32,
    apr: 34.5,
    frequency: 'BIWEEKLY',
    numberOfPayments: 6,
    scheduledPayments: 6,
    firstPaymentDate: '2026-10-15',
    twiceMonthlyDays: null,
    brokerageFee: 0,
    membershipFeePerPayment: 500,
    province: 'QC',
    paymentProvider: 'CARD',
    agentId: 1,
    agentName: 'Agent',
    startDate: '2026-10-01',
    endDate: '2026-12-24',
    stoppedOn: null,
    contractSignedAt: null,
    createdAt: '2026-09-30T12:00:00Z',
    version: 4,
    today: '2026-11-24',
    balance: 60_000,
    interest: 800,
    fees: 700,
    totalOwing: 61_500,
    paid: 37_035,
    nsfCount: 0,
    rebates: 0,
    balanceIncrease: 0,
    interestCharged: 3_000,
    initialPayment: 12_345,
    nextPayment: { id: 14, date: '2026-11-26', amount: 12_345 },
    payments: [
      line(11, 1, '2026-10-15', 'PAID'),
      line(12, 2, '2026-10-29', 'PAID'),
      line(13, 3, '2026-11-12', 'PAID'),
      line(14, 4, '2026-11-26', 'SCHEDULED', true),
      line(15, 5, '2026-12-10', 'SCHEDULED'),
      line(16, 6, '2026-12-24', 'SCHEDULED'),
    ],
    ledger: [
      { ...entry(100, 'DISBURSEMENT', '2026-10-01', 100_000), removable: false },
      entry(101, 'NSF', '2026-10-29', 12_345, 12),
      entry(102, 'REBATE', '2026-11-02', -5_000),
      entry(103, 'DEFERRAL_FEE', '2026-11-05', 2_500),
      entry(104, 'MANUAL_PAYMENT', '2026-11-09', -10_000),
    ],
    actions: {
      modify: false,
      start: false,
      delete: false,
      stop: true,
      restart: false,
      manualPayment: true,
      stoppedLoanPayment: false,
      increaseBalance: true,
      rebate: true,
      defer: true,
      nsf: true,
      changeProvider: true,
      statement: true,
      sendContract: true,
      sendMessage: true,
      writeOff: true,
      recovery: false,
      reverseWriteOff: false,
    },
    actionReasons: {
      modify: 'STARTED',
      start: 'STARTED',
      delete: 'DEPOSIT_OUTSTANDING',
      stop: null,
      restart: 'PAYMENTS_SCHEDULED',
      manualPayment: null,
      stoppedLoanPayment: 'ACTIVE',
      increaseBalance: null,
      rebate: null,
      defer: null,
      nsf: null,
      changeProvider: null,
      statement: null,
      sendContract: null,
      sendMessage: null,
      writeOff: null,
      recovery: 'NOT_WRITTEN_OFF',
      reverseWriteOff: 'NOT_WRITTEN_OFF',
    },
    stopChoices: [{ choice: 'AFTER_SENT_DEBIT', date: '2026-11-26' }],
    ...overrides,
  };
}

/** A refusal as the http client throws it (420: already translated message, the body's key and params). */
export const refusal = (key: string, params?: Record<string, unknown>) =>
  new HttpError(key, 420, { message: key, params });
export const fieldErrors = (errors: Record<string, string>) =>
  new HttpError(messageKey('errors.VALIDATION_ERROR'), 400, { message: messageKey('errors.VALIDATION_ERROR'), errors });
/** The test loan stopped on 2026-11-12 after its three collected payments. */
export const aStoppedLoan = () =>
  aLoan({ status: 'STOPPED', stoppedOn: '2026-11-12', payments: aLoan().payments.slice(0, 3) });

/**
 * Pins the browser's clock on Tuesday 2026-11-24 (the dialogs' "today" is the browser's day in
 * Toronto) for every test of the file, and unmounts after each.
 */
export function pinDialogClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

export const staleVersion = () =>
  new HttpError(messageKey('errors.STALE_VERSION'), 409, { message: messageKey('errors.STALE_VERSION') });

/** Renders a dialog open on `loan`, in English (jsdom's browser says en-US), with the snackbar. */
export function renderLoanDialog(
  Dialog: ComponentType<LoanDialogProps>,
  loan: LoanRecord,
  methods: Partial<GuichetDataProvider>,
) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminContext
      dataProvider={methods as GuichetDataProvider}
      i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}
    >
      <RecordContextProvider value={loan}>
        <Dialog open onClose={onClose} onDone={onDone} />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { onDone, onClose, dialog: within(screen.getByRole('dialog')) };
}
