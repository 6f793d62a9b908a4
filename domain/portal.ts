import { z } from 'zod';
import { accountNumber, FIELD_MSG, institutionNumber, positiveId, transitNumber, version } from './fieldSchemas';
import { PAYMENT_LINE_KINDS, PAYMENT_LINE_STATUSES } from './loanStatuses';
import { LOAN_VIEWS } from './portalConfiguration';
import { loanAmount } from './requests';
import { phoneDigits } from './searchText';
import { PORTAL_CODE } from './portalConstants';

export * from './portalConstants';

export const PORTAL_FIELD_MSG = {
  address: 'validation.portalAddress',
  code: 'validation.portalCode',
  padAccepted: 'validation.padAccepted',
} as const;

/** Where a code goes: an email address, or a cellphone's ten digits. */
export type PortalAddress = { channel: 'EMAIL'; email: string } | { channel: 'SMS'; digits: string };

/** What the borrower typed in the sign-in form, read as an email or a Canadian phone; null when neither. */
export function portalAddressOf(text: string): PortalAddress | null {
  const typed = text.trim();
  if (typed.includes('@')) {
    const email = z.email().safeParse(typed);
    return email.success && typed.length <= 254 ? { channel: 'EMAIL', email: typed.toLowerCase() } : null;
  }
  if (!/^[\d\s().+-]+$/.test(typed)) return null;
  let digits = phoneDigits(typed);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? { channel: 'SMS', digits } : null;
}

/** The address in one spelling, whatever way it was typed: what the per-address limit counts. */
export const foldedAddress = (address: PortalAddress) => (address.channel === 'EMAIL' ? address.email : address.digits);

const addressText = z
  .string({ error: PORTAL_FIELD_MSG.address })
  .max(254, PORTAL_FIELD_MSG.address)
  .refine((text) => portalAddressOf(text) !== null, PORTAL_FIELD_MSG.address);
export const portalLanguage = z.enum(['fr', 'en'], { error: FIELD_MSG.invalid });
export type PortalLanguage = z.infer<typeof portalLanguage>;

/** POST /portal/api/sign-in/code: send me a code (the answer never says whether the address is on file). */
export const portalCodeRequestBody = z.strictObject({ address: addressText, language: portalLanguage.optional() });

/** POST /portal/api/sign-in: the address again and the code received. */
export const portalSignInBody = z.strictObject({
  address: addressText,
  code: z
    .string({ error: PORTAL_FIELD_MSG.code })
    .trim()
    .regex(new RegExp(`^\\d{${PORTAL_CODE.digits}}$`), PORTAL_FIELD_MSG.code),
});

export const portalLanguageBody = z.strictObject({ language: portalLanguage });

/** A deferral asked for in the portal: the fee is always charged (only an agent may waive it). */
export const portalDeferralBody = z.strictObject({ paymentId: positiveId, version });

/** New banking information, with the pre-authorized debit agreement accepted. */
export const portalBankingBody = z.strictObject({
  transit: transitNumber,
  institution: institutionNumber,
  account: accountNumber,
  padAccepted: z.literal(true, { error: PORTAL_FIELD_MSG.padAccepted }),
});
export type PortalBankingInput = z.output<typeof portalBankingBody>;

export const portalRenewalBody = z.strictObject({ requestedAmountCents: loanAmount });

/** The code is sent: where to, masked, so the borrower knows which inbox or phone to look at. */
export const portalCodeSentAnswer = z.object({
  channel: z.enum(['EMAIL', 'SMS']),
  validMinutes: z.number().int(),
});

/** What the portal shows before sign-in: the lender's name, logo, colours, contacts and links. */
export const portalBrandingAnswer = z.object({
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColour: z.string(),
  secondaryColour: z.string(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  termsUrl: z.string().nullable(),
  policyUrl: z.string().nullable(),
});
export type PortalBranding = z.infer<typeof portalBrandingAnswer>;

const refusal = z.object({ key: z.string(), params: z.record(z.string(), z.number()).optional() });

/** One line of the schedule as the borrower reads it. */
export const portalPaymentLine = z.object({
  id: z.number().int(),
  date: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_LINE_STATUSES),
  kind: z.enum(PAYMENT_LINE_KINDS),
  /**
   * Its debit is at the bank for this amount (in a file sent, or with the provider): the amount no
   * longer changes, and no fee joins it (domain/feePayment.ts).
   */
  presented: z.boolean(),
  /** Null when it may be deferred now; else why not (an i18n key). */
  deferralRefusal: refusal.nullable(),
});

export const portalLoanDetail = z.object({
  id: z.number().int(),
  loanNumber: z.number().int(),
  status: z.string(),
  amount: z.number().int(),
  frequency: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  balance: z.number().int(),
  /** What repays the loan today: capital, interest and fees owed. */
  totalOwing: z.number().int(),
  paid: z.number().int(),
  nextPayment: z.object({ id: z.number().int(), date: z.string(), amount: z.number().int() }).nullable(),
  payments: z.array(portalPaymentLine),
  deferralsUsed: z.number().int(),
  version: z.number().int(),
});
export type PortalLoanDetail = z.infer<typeof portalLoanDetail>;

/** A past loan in one line (current loan plus a summary of past loans). */
export const portalLoanSummary = portalLoanDetail.pick({
  id: true,
  loanNumber: true,
  status: true,
  amount: true,
  startDate: true,
  endDate: true,
  paid: true,
});
export type PortalLoanSummary = z.infer<typeof portalLoanSummary>;

/** GET /portal/api/me: the borrower, the rules that apply to them, and their loans as configured. */
export const portalMeAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  language: portalLanguage,
  loanView: z.enum(LOAN_VIEWS),
  /** The account debits come from, its number masked but for the last digits. */
  bank: z.object({ transit: z.string(), institution: z.string(), accountEnding: z.string() }).nullable(),
  deferrals: z.object({
    permitted: z.boolean(),
    firstPaymentDeferrable: z.boolean(),
    maxPerLoan: z.number().int(),
    maxConsecutive: z.number().int(),
    /** The delayed-payment fee a deferral asked for today costs, in cents. */
    fee: z.number().int(),
  }),
  currentLoan: portalLoanDetail.nullable(),
  /** Past loans in full (all loans detailed). */
  pastLoans: z.array(portalLoanDetail),
  /** Past loans in a line each (current loan plus a summary). */
  pastSummaries: z.array(portalLoanSummary),
  /** An open renewal request, when one waits for the agents. */
  renewalRequested: z.boolean(),
  /** The pre-authorized debit agreement's figures, for the banking form. */
  pad: z.object({ paymentAmount: z.number().int().nullable(), frequency: z.string().nullable() }),
});
export type PortalMe = z.infer<typeof portalMeAnswer>;

/** A payment as a confirmation names it: its day and what will be debited. */
const namedPayment = z.object({ id: z.number().int(), date: z.string(), amount: z.number().int() });

/**
 * POST /portal/api/loans/:loanId/deferrals: the borrower's page as it now stands, and what the
 * deferral did, for the confirmation to say it: the payment moved and its new date, the fee, and
 * the payment that collects the fee with that payment's amount now.
 */
export const portalDeferralAnswer = portalMeAnswer.extend({
  deferral: z.object({
    date: z.string(),
    newDate: z.string(),
    fee: z.number().int(),
    /** Null when no payment collects it (none is left that was not presented yet). */
    feePayment: namedPayment.nullable(),
  }),
});
export type PortalDeferralAnswer = z.infer<typeof portalDeferralAnswer>;

/** The last digits of an account number, all a page needs to name it. */
export const accountEnding = (account: string) => account.slice(-3);
