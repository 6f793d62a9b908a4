import { addDays, type IsoDate } from './calendarDates';
import { equalPayment } from './loanSchedule';
import type { PaymentCalendar } from './paymentCalendar';
import { PERIODS_PER_YEAR, nominalPaymentDates, type Frequency } from './paymentFrequencies';
import type { PaymentLineStatus, StopDateChoice } from './loanStatuses';

/** One line of the remaining schedule, as the reschedule writes it back (cents). */
export interface ScheduledAmounts {
  date: IsoDate;
  amount: number;
  interest: number;
  capital: number;
  membershipFee: number;
  /** Interest and fees already owed (an NSF, a deferral fee...) collected with this payment. */
  fees: number;
  balance: number;
}

export interface RescheduleInput {
  /** Capital owed now (the ledger's balance). */
  capital: number;
  /** Interest and fees owed now: they ride on the first remaining payment. */
  arrears: number;
  annualInterestRate: number;
  frequency: Frequency;
  membershipFeePerPayment: number;
  /** The remaining payment dates, in order. */
  dates: readonly IsoDate[];
}

/**
 * The remaining payments after anything changed what is owed: the capital re-amortized with equal
 * payments over the dates that remain, the arrears on the first one, the last one clearing the
 * balance exactly. Nothing owed (or a credit) means no payment at all.
 */
export function reschedule(input: RescheduleInput): ScheduledAmounts[] {
  const { dates } = input;
  if (dates.length === 0 || (input.capital <= 0 && input.arrears <= 0)) return [];
  const rate = input.annualInterestRate / 100 / PERIODS_PER_YEAR[input.frequency];
  let balance = Math.max(input.capital, 0);
  const payment = equalPayment(balance, rate, dates.length);
  return dates.map((date, index) => {
    const interest = Math.round(balance * rate);
    const last = index === dates.length - 1;
    const capital = last ? balance : Math.min(balance, Math.max(payment - interest, 0));
    balance -= capital;
    const fees = index === 0 ? Math.max(input.arrears, 0) : 0;
    const membershipFee = input.membershipFeePerPayment;
    return { date, amount: capital + interest + membershipFee + fees, interest, capital, membershipFee, fees, balance };
  });
}

/**
 * A debit is presented to the provider this many business days before its date (the loan
 * configuration's default; an administrator may change it); after that it cannot be recalled.
 */
export const DEBIT_SUBMISSION_BUSINESS_DAYS = 2;

export function addBusinessDays(calendar: PaymentCalendar, from: IsoDate, days: number): IsoDate {
  let date = from;
  for (let k = 0; k < days; k++) date = calendar.nextBusinessDay(addDays(date, 1));
  return date;
}

/** Whether a scheduled debit has already gone to the provider (it can no longer be deferred or stopped). */
export const isDebitSent = (
  calendar: PaymentCalendar,
  today: IsoDate,
  date: IsoDate,
  leadDays = DEBIT_SUBMISSION_BUSINESS_DAYS,
) => date <= addBusinessDays(calendar, today, leadDays);

/** The payment date one period after `last`, on a business day and after it. */
export function nextPaymentDateAfter(
  calendar: PaymentCalendar,
  last: IsoDate,
  frequency: Frequency,
  twiceMonthlyDays?: readonly number[],
): IsoDate {
  const nominal = nominalPaymentDates(last, frequency, 2, twiceMonthlyDays)[1];
  return calendar.nextBusinessDay(nominal > last ? nominal : addDays(last, 1));
}

interface LineOnDate {
  date: IsoDate;
  status: PaymentLineStatus;
}

/**
 * The date a stop takes effect for each of spec §4's choices, or null when the choice does not
 * apply: today only when no debit has been sent; after the last debit already sent; the last NSF.
 */
export function stopDateOf(
  choice: StopDateChoice,
  lines: readonly LineOnDate[],
  today: IsoDate,
  calendar: PaymentCalendar,
  leadDays = DEBIT_SUBMISSION_BUSINESS_DAYS,
): IsoDate | null {
  const sent = lines
    .filter((line) => line.status === 'SCHEDULED' && isDebitSent(calendar, today, line.date, leadDays))
    .map((line) => line.date)
    .sort();
  if (choice === 'AFTER_SENT_DEBIT') return sent.at(-1) ?? null;
  if (sent.length > 0) return null;
  if (choice === 'TODAY') return today;
  return (
    lines
      .filter((line) => line.status === 'NSF')
      .map((line) => line.date)
      .sort()
      .at(-1) ?? null
  );
}
