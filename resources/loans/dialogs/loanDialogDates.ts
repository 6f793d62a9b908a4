import { addDays, isValidIsoDate, type IsoDate } from '../../../domain/calendarDates';
import { handEnteredDateRefusal } from '../../../domain/loanActions';
import { createPaymentCalendar, type PaymentCalendar } from '../../../domain/paymentCalendar';
import type { LoanRecord, PaymentLineRecord } from '../../../providers/loanWire';
import { withArgs } from './loanFormResolver';

/**
 * The dates the dialogs propose and check. The loan record carries the lender's business date
 * (`today`, which BUSINESS_DATE may pin), not the browser's clock; the server has the last word.
 * The loan's "today" is never before it started (the server refuses that).
 */
export function loanToday(loan: Pick<LoanRecord, 'startDate' | 'today'>, today: IsoDate = loan.today): IsoDate {
  return loan.startDate && loan.startDate > today ? loan.startDate : today;
}

/** The loan's business calendar, as the server builds it (Quebec loans also skip June 24). */
export const loanCalendar = (loan: Pick<LoanRecord, 'province'>): PaymentCalendar =>
  createPaymentCalendar({ province: loan.province ?? undefined });

/**
 * A payment received by hand is dated the loan's today; on a weekend or a holiday (no payment can
 * bear that date) the last business day before it, as long as the loan had started by then.
 */
export function defaultReceivedDate(
  loan: Pick<LoanRecord, 'startDate' | 'province' | 'today'>,
  today: IsoDate = loan.today,
): IsoDate {
  const calendar = loanCalendar(loan);
  const first = loanToday(loan, today);
  let date = first;
  while (calendar.closedReason(date) && (!loan.startDate || addDays(date, -1) >= loan.startDate))
    date = addDays(date, -1);
  return calendar.closedReason(date) ? calendar.nextBusinessDay(first) : date;
}

/** What the date rules read of a loan. */
type LoanDates = Pick<LoanRecord, 'province'> & { payments: readonly Pick<PaymentLineRecord, 'date' | 'status'>[] };

/** Dates other live payments already hold: a hand-entered payment may not share one (spec §5). */
export const takenPaymentDates = (loan: Pick<LoanDates, 'payments'>): IsoDate[] =>
  loan.payments.filter((line) => line.status === 'SCHEDULED' || line.status === 'PAID').map((line) => line.date);

/**
 * Spec §5's messages for a typed payment date, as the agent picks it (weekend, holiday, a date
 * another payment holds, before the loan started), in the form error shape; undefined when fine or
 * not yet a date (the schema says "invalid date" then).
 */
export function paymentDateProblem(
  loan: LoanDates,
  date: unknown,
  options: { earliest?: IsoDate | null; checkTaken?: boolean } = {},
): string | undefined {
  if (typeof date !== 'string' || !isValidIsoDate(date)) return undefined;
  const refusal = handEnteredDateRefusal(loanCalendar(loan), date, {
    earliest: options.earliest ?? undefined,
    taken: options.checkTaken ? takenPaymentDates(loan) : undefined,
  });
  return refusal ? withArgs(refusal.key, refusal.params) : undefined;
}
