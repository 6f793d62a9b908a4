/*
 * Payment agreements: what a borrower in collections agrees to pay instead of the loan's remaining
 * schedule — dated payments on business days that add up exactly to what is owed. No I/O.
 */
import { addDays, type IsoDate } from './calendarDates';
import type { PaymentCalendar } from './paymentCalendar';

/** ACTIVE: being paid. COMPLETED: every payment arrived. BROKEN: a payment's day passed without it. */
export const AGREEMENT_STATUSES = ['ACTIVE', 'COMPLETED', 'BROKEN'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** SCHEDULED: waiting for its day. DEPOSITED: the money arrived (its deposit date confirmed). MISSED: its day passed. */
export const AGREEMENT_PAYMENT_STATUSES = ['SCHEDULED', 'DEPOSITED', 'MISSED'] as const;
export type AgreementPaymentStatus = (typeof AGREEMENT_PAYMENT_STATUSES)[number];

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

/** The payment whose day passed without its money breaks the agreement. */
export const missedPayments = <P extends { date: IsoDate; status: AgreementPaymentStatus }>(
  payments: readonly P[],
  today: IsoDate,
): P[] => payments.filter((payment) => payment.status === 'SCHEDULED' && payment.date < today);
