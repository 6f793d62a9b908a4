import { annualPercentageRate } from './annualPercentageRate';
import type { IsoDate } from './calendarDates';
import { createPaymentCalendar } from './paymentCalendar';
import { PERIODS_PER_YEAR, paymentDates, type Frequency } from './paymentFrequencies';

export interface ScheduleInput {
  /** What the borrower receives, in cents. */
  amount: number;
  /** Nominal annual interest rate in percent (9.4822 means 9.4822 %). */
  annualInterestRate: number;
  frequency: Frequency;
  numberOfPayments: number;
  firstPaymentDate: IsoDate;
  twiceMonthlyDays?: readonly number[];
  /** Financed with the loan: it bears interest and is repaid through the capital of the payments. */
  brokerageFee?: number;
  /** Added to every payment. */
  membershipFeePerPayment?: number;
  province?: string;
  closures?: readonly IsoDate[];
}

export interface PaymentLine {
  number: number;
  date: IsoDate;
  /** What is debited: capital + interest + membership fee. */
  amount: number;
  interest: number;
  capital: number;
  /** What remains owed after this payment. */
  balance: number;
  membershipFee: number;
}

export interface Schedule {
  payments: PaymentLine[];
  apr: number;
  totalInterest: number;
  /** The cost of credit: everything paid beyond the amount received (interest and fees). */
  totalCost: number;
}

/** The equal payment of a declining-balance loan, rounded to the cent; a 0 % loan divides evenly. */
export function equalPayment(principal: number, periodicRate: number, count: number): number {
  if (periodicRate === 0) return Math.round(principal / count);
  return Math.round((principal * periodicRate) / (1 - (1 + periodicRate) ** -count));
}

/**
 * Declining balance with equal payments (the loan-engine issue): per-period rate = annual rate ÷
 * periods per year; each period's interest = balance × rate rounded to the cent; capital = payment −
 * interest; the last payment clears the balance exactly. All money in integer cents.
 */
export function computeSchedule(input: ScheduleInput): Schedule {
  const periodsPerYear = PERIODS_PER_YEAR[input.frequency];
  const rate = input.annualInterestRate / 100 / periodsPerYear;
  const membershipFee = input.membershipFeePerPayment ?? 0;
  const principal = input.amount + (input.brokerageFee ?? 0);
  const payment = equalPayment(principal, rate, input.numberOfPayments);
  const calendar = createPaymentCalendar({ province: input.province, closures: input.closures });
  const dates = paymentDates(
    calendar,
    input.firstPaymentDate,
    input.frequency,
    input.numberOfPayments,
    input.twiceMonthlyDays,
  );

  let balance = principal;
  const payments = dates.map((date, index): PaymentLine => {
    const interest = Math.round(balance * rate);
    const last = index === dates.length - 1;
    const capital = last ? balance : Math.min(balance, payment - interest);
    balance -= capital;
    return {
      number: index + 1,
      date,
      amount: capital + interest + membershipFee,
      interest,
      capital,
      balance,
      membershipFee,
    };
  });

  const totalPaid = payments.reduce((sum, line) => sum + line.amount, 0);
  return {
    payments,
    apr: annualPercentageRate(
      input.amount,
      payments.map((line) => line.amount),
      periodsPerYear,
    ),
    totalInterest: payments.reduce((sum, line) => sum + line.interest, 0),
    totalCost: totalPaid - input.amount,
  };
}
