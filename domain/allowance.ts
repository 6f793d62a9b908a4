import { z } from 'zod';
import { monthValue } from './accountingPeriods';
import type { CollectionDegree } from './collectionDegrees';
import { FIELD_MSG } from './fieldSchemas';

/**
 * The allowance for credit losses (issue 34), IFRS 9's simplified approach: a provision matrix, a
 * rate for the loans that are current and one per collection degree, applied at a month's end to
 * what each loan owes (capital, interest and fees); the books' allowance is brought to the sum, the
 * change posted as provision expense. Rates are in basis points (1 % = 100).
 */
export interface ProvisionMatrix {
  currentRateBp: number;
  /** One per collection degree, in their order; a degree added since takes the last rate. */
  degreeRatesBp: number[];
}

/** What a lender starts from: 2 % of current loans, then 10, 30, 60 and 100 % by degree. */
export const DEFAULT_PROVISION_MATRIX: ProvisionMatrix = {
  currentRateBp: 200,
  degreeRatesBp: [1000, 3000, 6000, 10000],
};

/** Days past due after which a loan in collections or bankruptcy may be written off, by default. */
export const DEFAULT_WRITE_OFF_AFTER_DAYS = 120;

export const FULL_RATE_BP = 10_000;

/** Bucket 0 is the current loans; degree i (0-based) is bucket i + 1. */
export const bucketOf = (degree: number | null) => (degree === null ? 0 : degree + 1);

export function rateOf(bucket: number, matrix: ProvisionMatrix): number {
  if (bucket === 0) return matrix.currentRateBp;
  const rates = matrix.degreeRatesBp;
  return rates[Math.min(bucket - 1, rates.length - 1)] ?? FULL_RATE_BP;
}

/** One loan's allowance: what it owes at the rate, to the cent (half a cent up). Nothing on a loan that owes nothing. */
export const loanAllowance = (owedCents: number, rateBp: number) =>
  owedCents > 0 ? Math.round((owedCents * rateBp) / FULL_RATE_BP) : 0;

export interface AllowanceLine {
  bucket: number;
  nameFr: string;
  nameEn: string;
  loans: number;
  owedCents: number;
  rateBp: number;
  allowanceCents: number;
}

/**
 * The portfolio by bucket: each loan that owes something counted in its degree's (or the current
 * ones'), its allowance computed on its own balance. The database computes the same at scale
 * (allowance/allowanceComputing.ts); this is the rule for the reader and the tests.
 */
export function allowanceLines(
  loans: readonly { owedCents: number; degree: number | null }[],
  degrees: readonly CollectionDegree[],
  matrix: ProvisionMatrix,
): AllowanceLine[] {
  const lines: AllowanceLine[] = [
    {
      bucket: 0,
      nameFr: 'Prêts courants',
      nameEn: 'Current loans',
      loans: 0,
      owedCents: 0,
      rateBp: matrix.currentRateBp,
      allowanceCents: 0,
    },
    ...degrees.map((degree, index) => ({
      bucket: index + 1,
      nameFr: degree.nameFr,
      nameEn: degree.nameEn,
      loans: 0,
      owedCents: 0,
      rateBp: rateOf(index + 1, matrix),
      allowanceCents: 0,
    })),
  ];
  for (const loan of loans) {
    if (loan.owedCents <= 0) continue;
    const line = lines[Math.min(bucketOf(loan.degree), lines.length - 1)];
    line.loans += 1;
    line.owedCents += loan.owedCents;
    line.allowanceCents += loanAllowance(loan.owedCents, line.rateBp);
  }
  return lines;
}

const rate = z
  .number({ error: FIELD_MSG.required })
  .int(FIELD_MSG.invalid)
  .min(0, FIELD_MSG.invalid)
  .max(FULL_RATE_BP, FIELD_MSG.invalid);

/** The books' policy (Configuration → Accounting): the provision matrix and when a loan may be written off. */
export const accountingPolicyValue = z.strictObject({
  currentRateBp: rate,
  degreeRatesBp: z.array(rate).min(1, FIELD_MSG.required).max(12, FIELD_MSG.invalid),
  writeOffAfterDays: z
    .number({ error: FIELD_MSG.required })
    .int(FIELD_MSG.invalid)
    .min(1, FIELD_MSG.invalid)
    .max(3650, FIELD_MSG.invalid),
});
export type AccountingPolicy = z.infer<typeof accountingPolicyValue>;

export const DEFAULT_ACCOUNTING_POLICY: AccountingPolicy = {
  ...DEFAULT_PROVISION_MATRIX,
  writeOffAfterDays: DEFAULT_WRITE_OFF_AFTER_DAYS,
};

export const accountingPolicyRecord = accountingPolicyValue.extend({
  version: z.number().int(),
  /** The collection degrees the rates go with (Configuration → Loans), for their labels. */
  degrees: z.array(z.object({ nameFr: z.string(), nameEn: z.string() })),
});
export type AccountingPolicyRecord = z.infer<typeof accountingPolicyRecord>;

export const updateAccountingPolicyBody = accountingPolicyValue.extend({
  version: z.number({ error: FIELD_MSG.required }).int().min(0),
});
export type UpdateAccountingPolicyInput = z.infer<typeof updateAccountingPolicyBody>;

export const computeAllowanceBody = z.strictObject({ month: monthValue });

export const allowanceRunRecord = z.object({
  id: z.number().int(),
  month: z.string(),
  asOf: z.string(),
  owedCents: z.number().int(),
  allowanceCents: z.number().int(),
  changeCents: z.number().int(),
  journalEntryId: z.number().int().nullable(),
  computedAt: z.string(),
  computedByName: z.string().nullable(),
  lines: z.array(
    z.object({
      bucket: z.number().int(),
      nameFr: z.string(),
      nameEn: z.string(),
      loans: z.number().int(),
      owedCents: z.number().int(),
      rateBp: z.number().int(),
      allowanceCents: z.number().int(),
    }),
  ),
});
export type AllowanceRunRecord = z.infer<typeof allowanceRunRecord>;
