import { z } from 'zod';
import { isValidIsoDate } from './calendarDates';
import { normalizePostalCode, normalizeSin, PROVINCE_CODES } from './canada';
import { isKnownInstitutionNumber } from './financialInstitutions';
import { MSG } from './identity';
import { MAX_SEARCH_LENGTH, formatPhone, phoneSearchTerm, textSearchTerm } from './searchText';

/**
 * Field schemas shared by the customer and request payloads. Every message is an i18n key
 * (`validation.*`) the browser shows on the field; every value comes out in its stored form.
 */
export const FIELD_MSG = {
  ...MSG,
  invalid: 'validation.invalid',
  invalidDate: 'validation.invalidDate',
  invalidCharacter: 'validation.invalidCharacter',
  invalidAmount: 'validation.invalidAmount',
  phone: 'validation.phone',
  postalCode: 'validation.postalCode',
  postalCodeProvince: 'validation.postalCodeProvince',
  sin: 'validation.sin',
  transitNumber: 'validation.transitNumber',
  institutionNumber: 'validation.institutionNumber',
  accountNumber: 'validation.accountNumber',
  minSearchLength: 'validation.minSearchLength',
  dateRange: 'validation.dateRange',
  duplicate: 'validation.duplicate',
  notExpected: 'validation.notExpected',
} as const;

/** True for a real calendar day written YYYY-MM-DD (no 2025-02-30), in the years dates may be taken in. */
export const isCalendarDate = isValidIsoDate;

/** Payment and birth dates are calendar days (ARCHITECTURE.md), never timestamps. */
/** `format: date` tells the API's readers (its documentation, the security probe) what to send. */
export const calendarDate = z
  .string({ error: FIELD_MSG.invalidDate })
  .refine(isCalendarDate, FIELD_MSG.invalidDate)
  .meta({ format: 'date' });

/** Largest amount any money field accepts: $10 million, far above any consumer loan. */
export const MAX_CENTS = 1_000_000_000;
export const cents = z
  .number({ error: FIELD_MSG.invalidAmount })
  .int(FIELD_MSG.invalidAmount)
  .min(0, FIELD_MSG.invalidAmount)
  .max(MAX_CENTS, FIELD_MSG.invalidAmount);

/** Empty text from a cleared input means "no value": stored as null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * Text PostgreSQL cannot store: a NUL character (refused in text), or a lone UTF-16 surrogate,
 * which is no character at all (refused in jsonb). A person typing never produces either.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isUnstorableText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const storable = (text: string) => !isUnstorableText(text);
export const requiredText = (max: number) =>
  z
    .string({ error: FIELD_MSG.required })
    .trim()
    .min(1, FIELD_MSG.required)
    .max(max, FIELD_MSG.tooLong)
    .refine(storable, FIELD_MSG.invalidCharacter);
export const optionalText = (max: number) =>
  z
    .preprocess(
      blankToNull,
      z.string().trim().max(max, FIELD_MSG.tooLong).refine(storable, FIELD_MSG.invalidCharacter).nullable(),
    )
    .optional();
export const optionalDate = () => z.preprocess(blankToNull, calendarDate.nullable()).optional();
export const optionalCents = () => cents.nullable().optional();

export const phoneNumber = z
  .string({ error: FIELD_MSG.phone })
  .transform((text, ctx) => formatPhone(text) ?? (ctx.addIssue({ code: 'custom', message: FIELD_MSG.phone }), z.NEVER));
export const optionalPhone = () => z.preprocess(blankToNull, phoneNumber.nullable()).optional();
/** A phone extension: up to 6 digits. */
export const optionalExtension = () =>
  z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, FIELD_MSG.invalid)
        .nullable(),
    )
    .optional();

export const postalCode = z
  .string({ error: FIELD_MSG.postalCode })
  .transform(
    (text, ctx) =>
      normalizePostalCode(text) ?? (ctx.addIssue({ code: 'custom', message: FIELD_MSG.postalCode }), z.NEVER),
  );
export const sin = z
  .string({ error: FIELD_MSG.sin })
  .transform((text, ctx) => normalizeSin(text) ?? (ctx.addIssue({ code: 'custom', message: FIELD_MSG.sin }), z.NEVER));

export const province = z.enum(PROVINCE_CODES, { error: FIELD_MSG.invalid });

/** Bank details as printed on a void cheque: transit (5), institution (3, must exist), account (7–12). */
export const transitNumber = z
  .string({ error: FIELD_MSG.transitNumber })
  .trim()
  .regex(/^\d{5}$/, FIELD_MSG.transitNumber);
export const institutionNumber = z
  .string({ error: FIELD_MSG.institutionNumber })
  .trim()
  .regex(/^\d{3}$/, FIELD_MSG.institutionNumber)
  .refine(isKnownInstitutionNumber, FIELD_MSG.institutionNumber);
export const accountNumber = z
  .string({ error: FIELD_MSG.accountNumber })
  .trim()
  .regex(/^\d{7,12}$/, FIELD_MSG.accountNumber);

/** A name or email search: 3 characters at least, folded (lower case, no accents). */
export const textSearch = z
  .string()
  .max(MAX_SEARCH_LENGTH, FIELD_MSG.tooLong)
  .transform(
    (raw, ctx) =>
      textSearchTerm(raw) ?? (ctx.addIssue({ code: 'custom', message: FIELD_MSG.minSearchLength }), z.NEVER),
  );
/** A phone search: 3 digits at least, whatever the punctuation typed around them. */
export const phoneSearch = z
  .string()
  .max(MAX_SEARCH_LENGTH, FIELD_MSG.tooLong)
  .transform(
    (raw, ctx) =>
      phoneSearchTerm(raw) ?? (ctx.addIssue({ code: 'custom', message: FIELD_MSG.minSearchLength }), z.NEVER),
  );

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ROW_ID = 2_147_483_647;
export const positiveId = z
  .number({ error: FIELD_MSG.required })
  .int(FIELD_MSG.invalid)
  .positive(FIELD_MSG.invalid)
  .max(MAX_ROW_ID, FIELD_MSG.invalid);
/** A row id given in a list's filter (query-string text, read as a number). */
export const filterRowId = z.coerce.number().int().positive().max(MAX_ROW_ID);
export const idList = z.array(filterRowId).max(500);

/**
 * A list search's "created from … until …" (both calendar dates, both optional): the end may not
 * come before the start, said on the end. For a filter schema's superRefine.
 */
export function checkCreatedRange(filter: { createdFrom?: string; createdTo?: string }, ctx: z.RefinementCtx) {
  if (filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo)
    ctx.addIssue({ code: 'custom', path: ['createdTo'], message: FIELD_MSG.dateRange });
}
export const version = z.number({ error: FIELD_MSG.required }).int().nonnegative();
