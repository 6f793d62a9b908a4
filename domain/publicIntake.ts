import { z } from 'zod';
import { createCustomerBody } from './customers';
import { postalCodeMatchesProvince } from './canada';
import { FIELD_MSG, calendarDate, postalCode, province, requiredText } from './fieldSchemas';
import { emailSchema } from './identity';
import { amountsOffered, type LoanConfiguration } from './loanConfiguration';
import { loanAmount } from './requests';
import { foldText } from './searchText';

/** The header a website sends its API key in. */
export const API_KEY_HEADER = 'x-api-key';

const customer = createCustomerBody.shape;

/**
 * The applicant as a lender's website collects them: who they are, how to reach them (an email and
 * at least one phone), where they live, and optionally their SIN, job, income and finances. Nothing
 * the lender decides (status, bank details) is taken from outside.
 */
export const publicApplicant = z
  .strictObject({
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: emailSchema,
    cellPhone: customer.cellPhone,
    homePhone: customer.homePhone,
    dateOfBirth: calendarDate,
    language: customer.language,
    gender: customer.gender,
    sin: customer.sin,
    street: requiredText(200),
    apartment: customer.apartment,
    city: requiredText(100),
    province,
    postalCode,
    addressSince: customer.addressSince,
    job: customer.job,
    incomeSources: customer.incomeSources,
    financialStatus: customer.financialStatus,
    bankrupt: customer.bankrupt,
    bankruptcyEndDate: customer.bankruptcyEndDate,
  })
  .superRefine((applicant, ctx) => {
    if (!applicant.cellPhone && !applicant.homePhone)
      ctx.addIssue({ code: 'custom', path: ['cellPhone'], message: FIELD_MSG.required });
    if (!postalCodeMatchesProvince(applicant.postalCode, applicant.province))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: FIELD_MSG.postalCodeProvince });
  });
export type PublicApplicant = z.output<typeof publicApplicant>;

/** POST /api/public/loan-requests: the applicant and the amount asked, in cents like the rest of the API. */
export const publicLoanRequestBody = z.strictObject({
  applicant: publicApplicant,
  requestedAmountCents: loanAmount,
});
export type PublicLoanRequestInput = z.output<typeof publicLoanRequestBody>;

/** What the website gets back: enough to quote the request to the applicant, nothing of other customers. */
export const publicLoanRequestAnswer = z.object({
  requestId: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * Field errors of what the schema cannot know: an amount between the smallest and largest the
 * lender offers today (the amount matrix), a birth date before today.
 */
export function publicRequestErrors(
  input: PublicLoanRequestInput,
  config: Pick<LoanConfiguration, 'amountMatrix'>,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const offered = amountsOffered(config);
  if (
    offered.length > 0 &&
    (input.requestedAmountCents < offered[0] || input.requestedAmountCents > offered[offered.length - 1])
  ) {
    errors.requestedAmountCents = 'validation.amountNotOffered';
  }
  if (input.applicant.dateOfBirth >= today) errors['applicant.dateOfBirth'] = FIELD_MSG.invalidDate;
  return errors;
}

/** An existing customer the duplicate check found, with what it matched on (server/features/customers/customerDuplicates.ts). */
export interface IntakeCandidate {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  matchedOn: readonly ('sin' | 'email' | 'phone')[];
}

const sameName = (a: string, b: string) => foldText(a.trim()) === foldText(b.trim());

/**
 * The existing customer a website applicant certainly is: matched on SIN or email (a phone is
 * shared by a household) with the same first and last name and date of birth. Exactly one such
 * customer, else null: then the duplicate rule of agents' intake applies (a new profile, the
 * request DUPLICATE for an agent to merge), so a request never lands in someone else's file.
 */
export function returningCustomerOf(
  candidates: readonly IntakeCandidate[],
  applicant: Pick<PublicApplicant, 'firstName' | 'lastName' | 'dateOfBirth'>,
): number | null {
  const same = candidates.filter(
    (c) =>
      (c.matchedOn.includes('sin') || c.matchedOn.includes('email')) &&
      sameName(c.firstName, applicant.firstName) &&
      sameName(c.lastName, applicant.lastName) &&
      c.dateOfBirth === applicant.dateOfBirth,
  );
  return same.length === 1 ? same[0].id : null;
}

/** Spec §3's "origin (internal/external)": what comes through a website's key is external. */
export const PUBLIC_REQUEST_ORIGIN = 'EXTERNAL' as const;
