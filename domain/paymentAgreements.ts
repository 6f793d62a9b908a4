/*
 * Payment agreements: what a borrower in collections agrees to pay instead of the loan's remaining
 * schedule — dated payments on business days that add up exactly to what is owed. No I/O.
 */
import { addDays, type IsoDate } from './calendarDates';
import type { PaymentLineStatus } from './loanStatuses';
import type { PaymentCalendar } from './paymentCalendar';

/** ACTIVE: being paid. COMPLETED: every payment arrived. BROKEN: a payment's day passed without it. */
export const AGREEMENT_STATUSES = ['ACTIVE', 'COMPLETED', 'BROKEN'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/**
 * SCHEDULED: waiting for its day. DEPOSITED: the money arrived (its debit collected, or its deposit
 * date confirmed). MISSED: its day passed without it, or its debit came back. CANCELLED: its debit's
 * line was cancelled on the loan (the loan paid off or restarted by an agent).
 */
export const AGREEMENT_PAYMENT_STATUSES = ['SCHEDULED', 'DEPOSITED', 'MISSED', 'CANCELLED'] as const;
export type AgreementPaymentStatus = (typeof AGREEMENT_PAYMENT_STATUSES)[number];

/**
 * How the borrower pays: PAD, each payment presented as a pre-authorized debit on its day like any
 * payment of the schedule; INTERAC, the borrower sends each one and an agent confirms its deposit date.
 */
export const AGREEMENT_METHODS = ['PAD', 'INTERAC'] as const;
export type AgreementMethod = (typeof AGREEMENT_METHODS)[number];

/**
 * What the agreement repays: BALANCE, everything owed (kept, the loan is paid in full); ARREARS,
 * what is past due (kept, the loan's regular payments resume: back to active).
 */
export const AGREEMENT_SCOPES = ['BALANCE', 'ARREARS'] as const;
export type AgreementScope = (typeof AGREEMENT_SCOPES)[number];

export const AGREEMENT_PAYMENTS_MAX = 52;

export interface AgreedPayment {
  date: IsoDate;
  amount: number;
}

/** Why a set of agreed payments cannot be taken: a `validation.*` key on a field, or on the whole. */
export interface AgreementRefusal {
  field: string;
  key:
    | 'validation.agreementEmpty'
    | 'validation.agreementTooMany'
    | 'validation.dateNotPast'
    | 'validation.paymentDateWeekend'
    | 'validation.paymentDateHoliday'
    | 'validation.agreementDateOrder'
    | 'validation.invalidAmount'
    | 'validation.agreementTotal';
  params?: Record<string, number>;
}

/**
 * The agreed payments must each fall on a business day after today, in date order (one per day),
 * each for some money, and add up to exactly what is owed: the agreement repays the loan, no more
 * and no less.
 */
export function agreementRefusal(
  payments: readonly AgreedPayment[],
  owed: number,
  today: IsoDate,
  calendar: PaymentCalendar,
): AgreementRefusal | null {
  if (payments.length === 0) return { field: 'payments', key: 'validation.agreementEmpty' };
  if (payments.length > AGREEMENT_PAYMENTS_MAX) return { field: 'payments', key: 'validation.agreementTooMany' };
  for (const [index, payment] of payments.entries()) {
    if (payment.date <= today) return { field: `payments.${index}.date`, key: 'validation.dateNotPast' };
    const closed = calendar.closedReason(payment.date);
    if (closed)
      return {
        field: `payments.${index}.date`,
        key: closed === 'WEEKEND' ? 'validation.paymentDateWeekend' : 'validation.paymentDateHoliday',
      };
    if (index > 0 && payment.date <= payments[index - 1].date)
      return { field: `payments.${index}.date`, key: 'validation.agreementDateOrder' };
    if (!Number.isInteger(payment.amount) || payment.amount <= 0)
      return { field: `payments.${index}.amount`, key: 'validation.invalidAmount' };
  }
  const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (total !== owed) return { field: 'payments', key: 'validation.agreementTotal', params: { total, owed } };
  return null;
}

/**
 * A first proposal: `count` payments every `everyDays` days from `first` (each moved to the next
 * business day), `owed` shared out evenly to the cent, the odd cents on the first payments.
 */
export function evenAgreement(
  owed: number,
  count: number,
  first: IsoDate,
  everyDays: number,
  calendar: PaymentCalendar,
): AgreedPayment[] {
  const share = Math.floor(owed / count);
  const extra = owed - share * count;
  const payments: AgreedPayment[] = [];
  for (let index = 0; index < count; index++) {
    let date = calendar.nextBusinessDay(addDays(first, index * everyDays));
    // Two targets moved onto the same business day: the later one takes the next.
    while (payments.length > 0 && date <= payments[payments.length - 1].date)
      date = calendar.nextBusinessDay(addDays(date, 1));
    payments.push({ date, amount: share + (index < extra ? 1 : 0) });
  }
  return payments;
}

/**
 * The payments whose day passed without their money, which break the agreement. A payment by debit
 * is judged by its line instead: collected (DEPOSITED), returned (MISSED) or cancelled.
 */
export function agreementPaymentNews<
  P extends { date: IsoDate; status: AgreementPaymentStatus; lineStatus: PaymentLineStatus | null },
>(payments: readonly P[], today: IsoDate): { payment: P; status: AgreementPaymentStatus }[] {
  return payments.flatMap((payment) => {
    if (payment.status !== 'SCHEDULED') return [];
    const status =
      payment.lineStatus === null ? (payment.date < today ? 'MISSED' : null) : LINE_NEWS[payment.lineStatus];
    return status ? [{ payment, status }] : [];
  });
}

const LINE_NEWS: Record<PaymentLineStatus, AgreementPaymentStatus | null> = {
  SCHEDULED: null,
  PAID: 'DEPOSITED',
  NSF: 'MISSED',
  DEFERRED: 'MISSED',
  CANCELLED: 'CANCELLED',
  REMOVED: 'CANCELLED',
};

/** An agreement's standing once its payments' news is in: broken by a miss, completed with none left to come. */
export function agreementStanding(statuses: readonly AgreementPaymentStatus[]): AgreementStatus {
  if (statuses.includes('MISSED')) return 'BROKEN';
  return statuses.includes('SCHEDULED') ? 'ACTIVE' : 'COMPLETED';
}

/**
 * The dates a loan's regular payments resume on after an agreement on its arrears: `count` of them
 * at its frequency (`datesFrom(first, n)`), the first one period after the last agreed payment
 * and never before `earliest`.
 */
export function resumeFirstDate(
  lastAgreed: IsoDate,
  earliest: IsoDate,
  datesFrom: (first: IsoDate, count: number) => IsoDate[],
): IsoDate {
  const next = datesFrom(lastAgreed, 2)[1];
  return next >= earliest ? next : datesFrom(earliest, 1)[0];
}
