import { z } from 'zod';
import { FIELD_MSG, phoneNumber, version } from './fieldSchemas';
import { emailSchema } from './identity';

/** Spec §3: what the customer portal shows of a customer's loans. */
export const LOAN_VIEWS = ['CURRENT_LOAN_ONLY', 'ALL_LOANS_DETAILED', 'CURRENT_AND_PAST_SUMMARY'] as const;
export type LoanView = (typeof LOAN_VIEWS)[number];

/** A year of weekly payments: no lender lets a borrower defer more. */
export const MAX_DEFERRALS_LIMIT = 52;
export const MAX_URL_LENGTH = 2000;

export const PORTAL_MSG = {
  webUrl: 'validation.webUrl',
  colour: 'validation.colour',
  deferralMaximum: 'validation.deferralMaximum',
  consecutiveAbovePerLoan: 'validation.consecutiveAbovePerLoan',
} as const;

/** An address a browser opens: http(s), a host with a dot (or localhost), nothing else. */
export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** Empty text from a cleared input means "none". The key must still be sent (the body is whole). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

const webUrl = z
  .string({ error: PORTAL_MSG.webUrl })
  .trim()
  .max(MAX_URL_LENGTH, FIELD_MSG.tooLong)
  .refine(isWebUrl, PORTAL_MSG.webUrl);
/** A colour as the portal's stylesheet takes it, #rrggbb, kept in lower case. */
export const colour = z
  .string({ error: PORTAL_MSG.colour })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, PORTAL_MSG.colour)
  .transform((text) => text.toLowerCase());
const deferralMaximum = z
  .number({ error: PORTAL_MSG.deferralMaximum })
  .int(PORTAL_MSG.deferralMaximum)
  .min(1, PORTAL_MSG.deferralMaximum)
  .max(MAX_DEFERRALS_LIMIT, PORTAL_MSG.deferralMaximum);

export const portalConfigurationFields = {
  deferralsPermitted: z.boolean({ error: FIELD_MSG.required }),
  firstPaymentDeferrable: z.boolean({ error: FIELD_MSG.required }),
  maxDeferralsPerLoan: deferralMaximum,
  maxConsecutiveDeferrals: deferralMaximum,
  loanView: z.enum(LOAN_VIEWS, { error: FIELD_MSG.invalid }),
  supportEmail: nullable(emailSchema),
  supportPhone: nullable(phoneNumber),
  termsUrl: nullable(webUrl),
  policyUrl: nullable(webUrl),
  primaryColour: colour,
  secondaryColour: colour,
};

/** A run of consecutive deferrals can never be longer than what a loan allows in all. */
const consecutiveWithinPerLoan = (
  value: { maxDeferralsPerLoan: number; maxConsecutiveDeferrals: number },
  ctx: z.RefinementCtx,
) => {
  const { maxDeferralsPerLoan: perLoan, maxConsecutiveDeferrals: inARow } = value;
  // Said only when both are whole numbers in range: otherwise each field already has its own message.
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_DEFERRALS_LIMIT;
  if (inRange(perLoan) && inRange(inARow) && inARow > perLoan) {
    ctx.addIssue({ code: 'custom', path: ['maxConsecutiveDeferrals'], message: PORTAL_MSG.consecutiveAbovePerLoan });
  }
};

/** The stored value of configuration_sections 'portal'. */
export const portalConfigurationValue = z.strictObject(portalConfigurationFields).superRefine(consecutiveWithinPerLoan);
export type PortalConfiguration = z.output<typeof portalConfigurationValue>;

/** PUT /api/configuration/portal: the whole configuration, at the version read (409 when stale). */
export const updatePortalConfigurationBody = z
  .strictObject({ version, ...portalConfigurationFields })
  .superRefine(consecutiveWithinPerLoan);
export type UpdatePortalConfigurationInput = z.output<typeof updatePortalConfigurationBody>;

/** GET /api/configuration/portal (and what a save answers). `version` 0: nothing saved yet, these are the defaults. */
export const portalConfigurationRecord = z.object({
  deferralsPermitted: z.boolean(),
  firstPaymentDeferrable: z.boolean(),
  maxDeferralsPerLoan: z.number().int(),
  maxConsecutiveDeferrals: z.number().int(),
  loanView: z.enum(LOAN_VIEWS),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  termsUrl: z.string().nullable(),
  policyUrl: z.string().nullable(),
  primaryColour: z.string(),
  secondaryColour: z.string(),
  version: z.number().int(),
});
export type PortalConfigurationRecord = z.infer<typeof portalConfigurationRecord>;

/**
 * What a first start offers: deferrals allowed (the first payment too), three per loan, two in a
 * row; the portal shows the current loan and a summary of past ones; the app's own blue and amber.
 */
export const DEFAULT_PORTAL_CONFIGURATION: PortalConfiguration = {
  deferralsPermitted: true,
  firstPaymentDeferrable: true,
  maxDeferralsPerLoan: 3,
  maxConsecutiveDeferrals: 2,
  loanView: 'CURRENT_AND_PAST_SUMMARY',
  supportEmail: null,
  supportPhone: null,
  termsUrl: null,
  policyUrl: null,
  primaryColour: '#1565c0',
  secondaryColour: '#ff8f00',
};

/**
 * A stored value read back: each field as saved when it is still valid, its default otherwise
 * (a row written by an older version, or edited by hand, never breaks the loan engine).
 */
export function portalConfigurationOf(stored: unknown): PortalConfiguration {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const read = <K extends keyof PortalConfiguration>(key: K): PortalConfiguration[K] => {
    const parsed = portalConfigurationFields[key].safeParse(value[key]);
    return parsed.success ? (parsed.data as PortalConfiguration[K]) : DEFAULT_PORTAL_CONFIGURATION[key];
  };
  const config = Object.fromEntries(
    Object.keys(DEFAULT_PORTAL_CONFIGURATION).map((key) => [key, read(key as keyof PortalConfiguration)]),
  ) as PortalConfiguration;
  return { ...config, maxConsecutiveDeferrals: Math.min(config.maxConsecutiveDeferrals, config.maxDeferralsPerLoan) };
}
