import { z } from 'zod';
import type { IsoDate } from './calendarDates';
import { calendarDate, positiveId, requiredText, version } from './fieldSchemas';
import { LOAN_LIMITS } from './loanPreview';
import { DEFERRAL_FEE_OPTIONS, PAYMENT_PROVIDERS, STOP_DATE_CHOICES } from './loanStatuses';
import { paymentDateError, type PaymentCalendar } from './paymentCalendar';
import { FREQUENCIES, twiceMonthlyDaysError } from './paymentFrequencies';

/**
 * The bodies of every loan dialog (spec §2), shared by the server's routes and the browser's forms.
 * Money is integer cents, dates YYYY-MM-DD; each action carries the version the agent read.
 */

const positiveCents = z
  .number({ error: 'validation.invalidAmount' })
  .int('validation.invalidAmount')
  .min(1, 'validation.invalidAmount')
  .max(LOAN_LIMITS.maxAmountCents, 'validation.invalidAmount');

const frequency = z.enum(FREQUENCIES, { error: 'validation.invalid' });
const numberOfPayments = z
  .number({ error: 'validation.required' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(LOAN_LIMITS.maxPayments, 'validation.invalid');
const paymentProvider = z.enum(PAYMENT_PROVIDERS, { error: 'validation.invalid' });
const reason = z.string().trim().max(500, 'validation.tooLong').optional();

/** Twice-a-month days belong to that frequency only (spec §5: valid days, not the same). */
function checkTwiceMonthlyDays(body: { frequency: string; twiceMonthlyDays?: number[] | null }, ctx: z.RefinementCtx) {
  if (body.frequency === 'TWICE_MONTHLY') {
    const error = twiceMonthlyDaysError(body.twiceMonthlyDays ?? undefined);
    if (error) ctx.addIssue({ code: 'custom', path: ['twiceMonthlyDays'], message: error });
  } else if (body.twiceMonthlyDays != null) {
    ctx.addIssue({ code: 'custom', path: ['twiceMonthlyDays'], message: 'validation.notExpected' });
  }
}

const termsShape = {
  amount: positiveCents,
  numberOfPayments,
  frequency,
  firstPaymentDate: calendarDate,
  twiceMonthlyDays: z.array(z.number()).nullable().optional(),
  paymentProvider,
  agentId: positiveId.optional(),
};

export const createLoanBody = z
  .strictObject({ requestId: positiveId, ...termsShape })
  .superRefine(checkTwiceMonthlyDays);
export type CreateLoanInput = z.infer<typeof createLoanBody>;

export const updateLoanBody = z.strictObject({ version, ...termsShape }).superRefine(checkTwiceMonthlyDays);
export type UpdateLoanInput = z.infer<typeof updateLoanBody>;

export const versionBody = z.strictObject({ version });
export type VersionInput = z.infer<typeof versionBody>;

export const stopLoanBody = z.strictObject({
  version,
  stopDate: z.enum(STOP_DATE_CHOICES, { error: 'validation.required' }),
});
export type StopLoanInput = z.infer<typeof stopLoanBody>;

export const restartLoanBody = z
  .strictObject({
    version,
    frequency,
    numberOfPayments,
    firstPaymentDate: calendarDate,
    twiceMonthlyDays: z.array(z.number()).nullable().optional(),
  })
  .superRefine(checkTwiceMonthlyDays);
export type RestartLoanInput = z.infer<typeof restartLoanBody>;

export const manualPaymentBody = z.strictObject({ version, date: calendarDate, amount: positiveCents });
export type ManualPaymentInput = z.infer<typeof manualPaymentBody>;

export const stoppedLoanPaymentBody = z.strictObject({
  version,
  date: calendarDate,
  amount: positiveCents,
  confirmAboveBalance: z.boolean().optional(),
});
export type StoppedLoanPaymentInput = z.infer<typeof stoppedLoanPaymentBody>;

export const balanceIncreaseBody = z.strictObject({ version, amount: positiveCents, reason });
export type BalanceIncreaseInput = z.infer<typeof balanceIncreaseBody>;

export const rebateBody = z.strictObject({ version, amount: positiveCents, reason });
export type RebateInput = z.infer<typeof rebateBody>;

export const deferPaymentBody = z.strictObject({
  version,
  paymentId: positiveId,
  feeOption: z.enum(DEFERRAL_FEE_OPTIONS, { error: 'validation.invalid' }).default('CHARGE'),
  newDate: calendarDate.optional(),
});
export type DeferPaymentInput = z.infer<typeof deferPaymentBody>;

export const nsfBody = z.strictObject({ version, paymentId: positiveId });

/** Issue 34: undoing a write-off: why, said in the audit trail and the collection file. */
export const reverseWriteOffBody = z.strictObject({ version, reason: requiredText(500) });
export type ReverseWriteOffInput = z.infer<typeof reverseWriteOffBody>;

/**
 * Writing off what a loan owes: why, and whether the borrower went bankrupt (or made a consumer
 * proposal): a loss whatever the days past due, which the loan's request then says.
 */
export const writeOffBody = reverseWriteOffBody.extend({ bankruptcy: z.boolean().default(false) });
export type WriteOffInput = z.input<typeof writeOffBody>;

/** Money received on a written-off loan: its day (a business day up to today) and its amount. */
export const recoveryBody = z.strictObject({ version, date: calendarDate, amount: positiveCents });
export type RecoveryInput = z.infer<typeof recoveryBody>;
export type NsfInput = z.infer<typeof nsfBody>;

export const reversalBody = z.strictObject({ version, entryId: positiveId });
export type ReversalInput = z.infer<typeof reversalBody>;

export const paymentProviderBody = z.strictObject({ version, paymentProvider });
export type PaymentProviderInput = z.infer<typeof paymentProviderBody>;

export const STATEMENT_KINDS = ['BALANCE', 'DETAILS'] as const;
export const statementQuery = z.strictObject({
  kind: z.enum(STATEMENT_KINDS, { error: 'validation.invalid' }).default('BALANCE'),
});

/**
 * A payment date typed by hand (spec §5): never a weekend or a holiday, never before `earliest`,
 * never a date another live payment holds. Returns an i18n key and its params, or null.
 */
export function handEnteredDateRefusal(
  calendar: PaymentCalendar,
  date: IsoDate,
  options: { earliest?: IsoDate; latest?: IsoDate; taken?: readonly IsoDate[] },
): { key: string; params?: Record<string, string> } | null {
  const closed = paymentDateError(calendar, date);
  if (closed) return { key: closed };
  if (options.earliest && date < options.earliest) return { key: 'validation.dateTooEarly' };
  if (options.latest && date > options.latest) return { key: 'validation.dateTooLate' };
  if (options.taken?.includes(date)) return { key: 'validation.paymentDateTaken', params: { date } };
  return null;
}
