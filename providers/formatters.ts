import { format, isValid, parseISO } from 'date-fns';
import { dateLocale } from './i18nProvider';

/** A timestamp in the reader's language (date-fns fr-CA / en-CA); empty for no value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'PPp', { locale: dateLocale }) : '';
}
