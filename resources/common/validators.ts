import type { ZodType } from 'zod';
import { isCalendarDate } from '../../domain/fieldSchemas';
import { phoneSearchTerm, textSearchTerm } from '../../domain/searchText';
import { messageKey } from '../../providers/translation';

/** A react-admin validator from a shared zod schema: the first issue's message, an i18n key. */
export const fromSchema = (schema: ZodType) => (value: unknown) => {
  const result = schema.safeParse(value ?? '');
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? '';
  return message.startsWith('validation.') ? message : messageKey('validation.invalid');
};

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Spec §5: a name or email search needs 3 characters (accents and case do not count). Empty is fine. */
export const minSearchText = (value: unknown) =>
  isBlank(value) || textSearchTerm(String(value)) ? undefined : messageKey('validation.minSearchLength');

/** A phone search needs 3 digits, whatever the punctuation typed around them. */
export const minSearchPhone = (value: unknown) =>
  isBlank(value) || phoneSearchTerm(String(value)) ? undefined : messageKey('validation.minSearchLength');

/** Spec §5: a typed date that is not a calendar day shows "Invalid Date". */
export const calendarDateText = (value: unknown) =>
  isBlank(value) || isCalendarDate(String(value).trim()) ? undefined : messageKey('validation.invalidDate');

/** A money input holds NaN while its text is not an amount. */
/** A typed number that is not one (its field holds NaN). */
export const validNumber = (value: unknown) =>
  typeof value === 'number' && Number.isNaN(value) ? messageKey('validation.invalid') : undefined;

export const validAmount = (value: unknown) =>
  typeof value === 'number' && Number.isNaN(value) ? messageKey('validation.invalidAmount') : undefined;
