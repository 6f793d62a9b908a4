import { addDays } from '../../../domain/calendarDates';
import { restartLoanBody, type RestartLoanInput } from '../../../domain/loanActions';
import { reschedule, type ScheduledAmounts } from '../../../domain/loanReschedule';
import { paymentDates, type Frequency } from '../../../domain/paymentFrequencies';
import type { LoanRecord } from '../../../providers/loanWire';
import { loanCalendar, loanToday, paymentDateProblem } from './loanDialogDates';

/** The restart form: the twice-a-month pair is two inputs, sent as one list. */
export interface RestartValues {
  frequency: Frequency;
  numberOfPayments: number | null;
  firstPaymentDate: string;
  firstDay: number | null;
  secondDay: number | null;
}

const isDay = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Tomorrow at the earliest (and after the start), as the server asks: never a payment on the day it restarts. */
const earliestFirstPayment = (loan: LoanRecord) => addDays(loanToday(loan), 1);

/** The payments of the schedule not yet collected: what the stopped schedule still had to repay. */
const paymentsLeft = (loan: LoanRecord) =>
  Math.max(
    1,
    loan.numberOfPayments - loan.payments.filter((line) => line.kind === 'SCHEDULED' && line.status === 'PAID').length,
  );

export function restartInitialValues(loan: LoanRecord): RestartValues {
  const [firstDay, secondDay] = loan.twiceMonthlyDays ?? [1, 15];
  return {
    frequency: loan.frequency,
    numberOfPayments: paymentsLeft(loan),
    firstPaymentDate: loanCalendar(loan).nextBusinessDay(earliestFirstPayment(loan)),
    firstDay,
    secondDay,
  };
}

export const restartPayload = (loan: LoanRecord, values: RestartValues): RestartLoanInput => ({
  version: loan.version,
  frequency: values.frequency,
  numberOfPayments: values.numberOfPayments as number,
  firstPaymentDate: values.firstPaymentDate,
  twiceMonthlyDays: values.frequency === 'TWICE_MONTHLY' ? [values.firstDay, values.secondDay].filter(isDay) : null,
});

export const restartRules = (loan: LoanRecord) => ({
  schema: restartLoanBody,
  toPayload: (values: RestartValues) => restartPayload(loan, values),
  check: (values: RestartValues) => ({
    firstPaymentDate: paymentDateProblem(loan, values.firstPaymentDate, { earliest: earliestFirstPayment(loan) }),
  }),
  // Spec §5's twice-a-month messages (a day out of range, the same day twice) sit under the pair.
  fieldOf: { twiceMonthlyDays: 'secondDay' },
});

/**
 * The new payments as the server will write them: the dates of the chosen frequency on the loan's
 * business calendar, the capital owed re-amortized over them, the interest and fees owed on the
 * first. Null while the terms are not valid yet.
 */
export function restartPreview(loan: LoanRecord, values: RestartValues): ScheduledAmounts[] | null {
  const parsed = restartLoanBody.safeParse(restartPayload(loan, values));
  if (!parsed.success) return null;
  const { frequency, numberOfPayments, firstPaymentDate, twiceMonthlyDays } = parsed.data;
  const dates = paymentDates(
    loanCalendar(loan),
    firstPaymentDate,
    frequency,
    numberOfPayments,
    twiceMonthlyDays ?? undefined,
  );
  return reschedule({
    capital: loan.balance,
    arrears: loan.interest + loan.fees,
    annualInterestRate: loan.annualInterestRate,
    frequency,
    membershipFeePerPayment: loan.membershipFeePerPayment,
    dates,
  });
}
