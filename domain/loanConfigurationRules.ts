import { z } from 'zod';
import type { IsoDate } from './calendarDates';
import { PROVINCE_CODES } from './canada';
import { DEGREE_NAME_MAX, degreesRefusal, type DegreeRefusal } from './collectionDegrees';
import { MAX_CONTACTS_PER_WEEK } from './collections';
import { FIELD_MSG, calendarDate, cents, province, requiredText, version } from './fieldSchemas';
import type { LoanConfiguration } from './loanConfiguration';
import { FEE_KINDS, PAYMENT_PROVIDERS, type FeeKind } from './loanStatuses';
import { FREQUENCIES } from './paymentFrequencies';
import { loanAmount } from './requests';

/** The matrix stays small enough to read on one screen and to offer in a select. */
export const MAX_MATRIX_ROWS = 50;
export const MAX_PAYMENT_CHOICES = 20;
/** Five years of weekly payments. */
export const MAX_NUMBER_OF_PAYMENTS = 260;
export const MAX_DELAY_DAYS = 60;
export const MAX_RATE_DECIMALS = 4;

export const CONFIG_MSG = {
  interestRate: 'validation.interestRate',
  delayDays: 'validation.delayDays',
  numberOfPayments: 'validation.numberOfPayments',
  matrixRows: 'validation.matrixRows',
  paymentChoices: 'validation.paymentChoices',
  effectiveDateFuture: 'validation.effectiveDateFuture',
  debitLead: 'validation.debitLead',
  degreeDays: 'validation.degreeDays',
  contactsPerWeek: 'validation.contactsPerWeek',
} as const;

/** The longest delinquency a degree range may name: ten years. */
export const MAX_DEGREE_DAY = 3_650;

/** Business days a debit may be presented ahead of its date: at least one (a file needs a day), at most a week. */
export const MIN_DEBIT_LEAD_DAYS = 1;
export const MAX_DEBIT_LEAD_DAYS = 5;

/** True when a rate has at most four decimals (the column is numeric(7,4)): 18.9 and 18.9999, not 18.99999. */
export function hasAtMostRateDecimals(rate: number): boolean {
  const scaled = rate * 10 ** MAX_RATE_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const annualInterestRate = z
  .number({ error: FIELD_MSG.required })
  .min(0, CONFIG_MSG.interestRate)
  .max(100, CONFIG_MSG.interestRate)
  .refine(hasAtMostRateDecimals, CONFIG_MSG.interestRate);

const numberOfPayments = z
  .number({ error: CONFIG_MSG.numberOfPayments })
  .int(CONFIG_MSG.numberOfPayments)
  .min(1, CONFIG_MSG.numberOfPayments)
  .max(MAX_NUMBER_OF_PAYMENTS, CONFIG_MSG.numberOfPayments);

const matrixRow = z
  .strictObject({
    amount: loanAmount,
    numberOfPayments: z
      .array(numberOfPayments, { error: FIELD_MSG.required })
      .min(1, CONFIG_MSG.paymentChoices)
      .max(MAX_PAYMENT_CHOICES, CONFIG_MSG.paymentChoices)
      .refine((counts) => new Set(counts).size === counts.length, FIELD_MSG.duplicate),
  })
  .transform((row) => ({ amount: row.amount, numberOfPayments: [...row.numberOfPayments].sort((a, b) => a - b) }));

/** The amount matrix: each amount once; saved in ascending order of amounts and of numbers of payments. */
export const amountMatrix = z
  .array(matrixRow, { error: FIELD_MSG.required })
  .min(1, CONFIG_MSG.matrixRows)
  .max(MAX_MATRIX_ROWS, CONFIG_MSG.matrixRows)
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      if (seen.has(row.amount)) ctx.addIssue({ code: 'custom', path: [index, 'amount'], message: FIELD_MSG.duplicate });
      seen.add(row.amount);
    });
  })
  .transform((rows) => [...rows].sort((a, b) => a.amount - b.amount));

/** Provinces' caps on the NSF fee: one per province. */
const nsfFeeCaps = z
  .array(z.strictObject({ province, amount: cents }))
  .max(PROVINCE_CODES.length)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.province))
        ctx.addIssue({ code: 'custom', path: [index, 'province'], message: FIELD_MSG.duplicate });
      seen.add(row.province);
    });
  });

const dayPastDue = z
  .number({ error: FIELD_MSG.required })
  .int(CONFIG_MSG.degreeDays)
  .min(1, CONFIG_MSG.degreeDays)
  .max(MAX_DEGREE_DAY, CONFIG_MSG.degreeDays);

/** The field a refusal of the degrees is shown on: the row's bound it concerns, or the list itself. */
const refusalPath = (refusal: DegreeRefusal): (string | number)[] => {
  if (refusal.key === 'degreesEmpty' || refusal.key === 'degreesTooMany') return [];
  if (refusal.key === 'degreeFirstDay' || refusal.key === 'degreeGap') return [refusal.index, 'fromDays'];
  return [refusal.index, 'toDays'];
};

/** Collection degrees: contiguous day ranges from day 1, the last one open-ended (domain/collectionDegrees). */
const collectionDegrees = z
  .array(
    z.strictObject({
      fromDays: dayPastDue,
      toDays: dayPastDue.nullable(),
      nameFr: requiredText(DEGREE_NAME_MAX),
      nameEn: requiredText(DEGREE_NAME_MAX),
    }),
    { error: FIELD_MSG.required },
  )
  .superRefine((rows, ctx) => {
    const refusal = degreesRefusal(rows);
    // Names are their own fields' to refuse (required, at most 60 characters).
    if (refusal && refusal.key !== 'degreeName')
      ctx.addIssue({ code: 'custom', path: refusalPath(refusal), message: `validation.${refusal.key}` });
  });

/** Spec §3's loan configuration as an administrator saves it, with the version read (409 when stale). */
export const updateLoanConfigurationBody = z.strictObject({
  version,
  annualInterestRate,
  defaultFrequency: z.enum(FREQUENCIES, { error: FIELD_MSG.invalid }),
  delayDays: z
    .number({ error: FIELD_MSG.required })
    .int(CONFIG_MSG.delayDays)
    .min(0, CONFIG_MSG.delayDays)
    .max(MAX_DELAY_DAYS, CONFIG_MSG.delayDays),
  brokerageFee: cents,
  membershipFeePerPayment: cents,
  amountMatrix,
  debitLeadBusinessDays: z
    .number({ error: FIELD_MSG.required })
    .int(CONFIG_MSG.debitLead)
    .min(MIN_DEBIT_LEAD_DAYS, CONFIG_MSG.debitLead)
    .max(MAX_DEBIT_LEAD_DAYS, CONFIG_MSG.debitLead),
  nsfFeeCaps,
  collectionDegrees,
  contactPacing: z.strictObject({
    contactsPerWeek: z
      .number({ error: FIELD_MSG.required })
      .int(CONFIG_MSG.contactsPerWeek)
      .min(1, CONFIG_MSG.contactsPerWeek)
      .max(MAX_CONTACTS_PER_WEEK, CONFIG_MSG.contactsPerWeek),
    noContactOnHolidays: z.boolean({ error: FIELD_MSG.required }),
  }),
  /** Sent back as read; another value is refused (the provider's team changes it). */
  defaultPaymentProvider: z.enum(PAYMENT_PROVIDERS, { error: FIELD_MSG.invalid }).optional(),
});
export type UpdateLoanConfigurationInput = z.output<typeof updateLoanConfigurationBody>;

/** A new value of one fee from its effective date (spec §3); earlier values stay in force before it. */
export const addLoanFeeBody = z.strictObject({
  kind: z.enum(FEE_KINDS, { error: FIELD_MSG.invalid }),
  amount: cents,
  effectiveDate: calendarDate,
});
export type AddLoanFeeInput = z.output<typeof addLoanFeeBody>;

/**
 * Spec §5: a fee's effective date must be in the future — after today, so that nothing already
 * charged or scheduled today changes price.
 */
export function effectiveDateError(
  effectiveDate: IsoDate,
  today: IsoDate,
): typeof CONFIG_MSG.effectiveDateFuture | null {
  return effectiveDate > today ? null : CONFIG_MSG.effectiveDateFuture;
}

/** One value of a fee in the history the configuration screen shows. */
export interface FeeHistoryRow {
  id: number;
  kind: FeeKind;
  amount: number;
  effectiveDate: IsoDate;
  /** The value charged today (feeInForce's pick): the latest effective on or before today. */
  inForce: boolean;
}

/** GET /api/configuration/loan: the configuration with its version, and every fee value ever set. */
export interface LoanConfigurationRecord extends Omit<LoanConfiguration, 'fees'> {
  version: number;
  today: IsoDate;
  fees: FeeHistoryRow[];
}

/** The fee history by kind (FEE_KINDS order), newest first, marking the value in force today. */
export function feeHistory(rows: readonly Omit<FeeHistoryRow, 'inForce'>[], today: IsoDate): FeeHistoryRow[] {
  const inForce = new Map<FeeKind, Omit<FeeHistoryRow, 'inForce'>>();
  for (const row of rows) {
    const best = inForce.get(row.kind);
    if (row.effectiveDate <= today && (!best || row.effectiveDate > best.effectiveDate)) inForce.set(row.kind, row);
  }
  return [...rows]
    .sort(
      (a, b) => FEE_KINDS.indexOf(a.kind) - FEE_KINDS.indexOf(b.kind) || b.effectiveDate.localeCompare(a.effectiveDate),
    )
    .map((row) => ({ ...row, inForce: inForce.get(row.kind) === row }));
}
