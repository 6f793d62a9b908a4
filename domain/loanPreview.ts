import { z } from 'zod';
import { CRIMINAL_RATE_CAP_PERCENT } from './annualPercentageRate';
import { isValidIsoDate } from './calendarDates';
import { PROVINCE_CODES } from './canada';
import { computeSchedule, type Schedule } from './loanSchedule';
import { createPaymentCalendar, paymentDateError } from './paymentCalendar';
import { FREQUENCIES, twiceMonthlyDaysError } from './paymentFrequencies';

/** Limits of what a consumer loan here can be (cents, payments, percent). */
export const LOAN_LIMITS = {
  maxAmountCents: 5_000_000,
  maxPayments: 260,
  maxAnnualRate: 100,
  maxFeeCents: 1_000_000,
} as const;

const cents = (max: number) =>
  z
    .number({ error: 'validation.invalidAmount' })
    .int('validation.invalidAmount')
    .min(0, 'validation.invalidAmount')
    .max(max, 'validation.invalidAmount');

/**
 * What a new-loan dialog sends to preview a schedule (the loan-engine issue's body). The first
 * payment date is typed by hand, so a weekend or holiday is refused with the spec's messages.
 */
export const loanPreviewBody = z
  .strictObject({
    amount: cents(LOAN_LIMITS.maxAmountCents).min(1, 'validation.invalidAmount'),
    annualInterestRate: z
      .number({ error: 'validation.invalid' })
      .min(0, 'validation.invalid')
      .max(LOAN_LIMITS.maxAnnualRate, 'validation.invalid'),
    frequency: z.enum(FREQUENCIES, { error: 'validation.invalid' }),
    numberOfPayments: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(LOAN_LIMITS.maxPayments, 'validation.invalid'),
    firstPaymentDate: z.string({ error: 'validation.required' }).refine(isValidIsoDate, 'validation.invalidDate'),
    twiceMonthlyDays: z.array(z.number()).optional(),
    brokerageFee: cents(LOAN_LIMITS.maxFeeCents).optional(),
    membershipFeePerPayment: cents(LOAN_LIMITS.maxFeeCents).optional(),
    province: z.enum(PROVINCE_CODES, { error: 'validation.invalid' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.frequency === 'TWICE_MONTHLY') {
      const error = twiceMonthlyDaysError(body.twiceMonthlyDays);
      if (error) ctx.addIssue({ code: 'custom', path: ['twiceMonthlyDays'], message: error });
    } else if (body.twiceMonthlyDays !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['twiceMonthlyDays'], message: 'validation.notExpected' });
    }
    if (isValidIsoDate(body.firstPaymentDate)) {
      const error = paymentDateError(createPaymentCalendar({ province: body.province }), body.firstPaymentDate);
      if (error) ctx.addIssue({ code: 'custom', path: ['firstPaymentDate'], message: error });
    }
  });
export type LoanPreviewInput = z.infer<typeof loanPreviewBody>;

export interface LoanPreview extends Schedule {
  /** Above the Criminal Code cap: such a loan cannot be created. */
  exceedsRateCap: boolean;
}

export function previewLoan(input: LoanPreviewInput): LoanPreview {
  const schedule = computeSchedule(input);
  return { ...schedule, exceedsRateCap: schedule.apr > CRIMINAL_RATE_CAP_PERCENT };
}

/** POST /api/loans/preview answers the schedule, its cost and APR, and whether it passes the rate cap. */
export const loanPreviewAnswer = z.object({
  payments: z.array(
    z.object({
      number: z.number().int(),
      date: z.iso.date(),
      amount: z.number().int(),
      interest: z.number().int(),
      capital: z.number().int(),
      balance: z.number().int(),
      membershipFee: z.number().int(),
    }),
  ),
  apr: z.number(),
  totalInterest: z.number().int(),
  totalCost: z.number().int(),
  exceedsRateCap: z.boolean(),
});
