/**
 * A personal pre-authorized debit (PAD) agreement as Payments Canada's Rule H1 requires it to state,
 * given by the borrower in the portal. The portal shows each element in the borrower's language
 * (its words: the portal catalogue's `banking.pad.*`), and what was accepted is kept as these terms.
 */
export const PAD_AGREEMENT_VERSION = 'H1-2026-11';

/** The elements, in the order the agreement states them. */
export const PAD_ELEMENTS = [
  'payor',
  'payee',
  'category',
  'amounts',
  'notice',
  'cancellation',
  'recourse',
  'confirmation',
] as const;
export type PadElement = (typeof PAD_ELEMENTS)[number];

export const PAD_RULES = {
  /** Notice of a change in the amount or the dates of the debits, in calendar days. */
  changeNoticeDays: 10,
  /** Notice the borrower gives to cancel the authorization. */
  cancellationNoticeDays: 10,
  /** Days to claim back a debit that was not authorized or not as agreed. */
  recourseDays: 90,
} as const;

export interface PadTermsInput {
  companyName: string;
  supportEmail: string | null;
  supportPhone: string | null;
  /** The next payment's amount, in cents, when a loan is being repaid. */
  paymentAmount: number | null;
  frequency: string | null;
}

/** The figures the agreement states, as accepted (kept with the authorization). */
export function padAgreementTerms(input: PadTermsInput) {
  return {
    version: PAD_AGREEMENT_VERSION,
    category: 'PERSONAL' as const,
    payee: { name: input.companyName, email: input.supportEmail, phone: input.supportPhone },
    paymentAmount: input.paymentAmount,
    frequency: input.frequency,
    ...PAD_RULES,
    elements: [...PAD_ELEMENTS],
  };
}
export type PadTerms = ReturnType<typeof padAgreementTerms>;
