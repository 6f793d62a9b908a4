import { z } from 'zod';
import { FIELD_MSG, cents, optionalDate, optionalExtension, optionalPhone, optionalText } from './fieldSchemas';

/**
 * The nested parts of a customer (spec §3): current job, sources of income with their dates,
 * financial status. Stored as JSON beside the searchable columns, validated here on the way in.
 */
export const GENDERS = ['FEMALE', 'MALE'] as const;
export const LANGUAGES = ['fr', 'en'] as const;
/** MERGED is set only by a merge (the profile lives on in another); agents choose among the others. */
export const CUSTOMER_STATUSES = ['ACTIVE', 'INACTIVE', 'BLOCKED', 'MERGED'] as const;
export const EDITABLE_CUSTOMER_STATUSES = ['ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Spec §9: pay frequencies are every day, week, two weeks, month. */
export const PAY_FREQUENCIES = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export const HOUSING_STATUSES = ['OWNER', 'TENANT'] as const;
export const INCOME_SOURCE_TYPES = [
  'EMPLOYEE',
  'EMPLOYMENT_INSURANCE',
  'RETIREMENT_PLAN',
  'DISABILITY_BENEFITS',
  'SELF_EMPLOYED',
  'PARENTAL_INSURANCE',
  'SOCIAL_ASSISTANCE',
] as const;
export type IncomeSourceType = (typeof INCOME_SOURCE_TYPES)[number];
export const REFERENCE_RELATIONSHIPS = [
  'PARENT',
  'SIBLING',
  'SPOUSE',
  'CHILD',
  'OTHER_FAMILY',
  'FRIEND',
  'COWORKER',
  'EMPLOYER',
  'NEIGHBOUR',
  'OTHER',
] as const;

export const customerJob = z.strictObject({
  employerName: optionalText(120),
  supervisorName: optionalText(120),
  phone: optionalPhone(),
  phoneExt: optionalExtension(),
  positionTitle: optionalText(120),
  hiringDate: optionalDate(),
  payFrequency: z.enum(PAY_FREQUENCIES, { error: FIELD_MSG.invalid }).nullable().optional(),
  nextPayDate: optionalDate(),
  hrPhone: optionalPhone(),
  hrPhoneExt: optionalExtension(),
});
export type CustomerJob = z.output<typeof customerJob>;

const nextDepositDate = optionalDate();
const insuranceStartDate = optionalDate();

/** Each source carries the dates the spec names for it (insurance start, next deposit, next pay…). */
export const incomeSource = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('EMPLOYEE'), nextPayDate: optionalDate() }),
    z.strictObject({ type: z.literal('EMPLOYMENT_INSURANCE'), insuranceStartDate, nextDepositDate }),
    z.strictObject({ type: z.literal('RETIREMENT_PLAN'), nextDepositDate }),
    z.strictObject({ type: z.literal('DISABILITY_BENEFITS'), nextDepositDate }),
    z.strictObject({
      type: z.literal('SELF_EMPLOYED'),
      directDeposit: z.boolean().nullable().optional(),
      workPhone: optionalPhone(),
      nextDepositDate,
    }),
    z.strictObject({ type: z.literal('PARENTAL_INSURANCE'), insuranceStartDate, nextDepositDate }),
    z.strictObject({ type: z.literal('SOCIAL_ASSISTANCE'), nextDepositDate }),
  ],
  { error: FIELD_MSG.invalid },
);
export type IncomeSource = z.output<typeof incomeSource>;

export const incomeSources = z
  .array(incomeSource)
  .max(INCOME_SOURCE_TYPES.length, FIELD_MSG.invalid)
  .refine((sources) => new Set(sources.map((s) => s.type)).size === sources.length, FIELD_MSG.duplicate);

/** Monthly amounts in cents: what the agent weighs for the customer's capacity to repay. */
export const financialStatus = z.strictObject({
  housingStatus: z.enum(HOUSING_STATUSES, { error: FIELD_MSG.invalid }).nullable().optional(),
  monthlyGrossSalaryCents: cents.nullable().optional(),
  monthlyRentCents: cents.nullable().optional(),
  monthlyHeatingElectricityCents: cents.nullable().optional(),
  monthlyCarLoanCents: cents.nullable().optional(),
  monthlyOtherLoanCents: cents.nullable().optional(),
});
export type FinancialStatus = z.output<typeof financialStatus>;
