import { format, isValid, parseISO } from 'date-fns';
import { currentLanguage, dateLocale } from './i18nProvider';
import { formatMoney } from '../domain/money';

/** A timestamp in the reader's language (date-fns fr-CA / en-CA); empty for no value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'PPp', { locale: dateLocale }) : '';
}

/** The time of day of a timestamp, e.g. when a merge lock ends ("14 h 32" / "2:32 PM"). */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'p', { locale: dateLocale }) : '';
}

/** Cents as Canadian dollars in the page's language (Intl.NumberFormat fr-CA / en-CA). */
export const formatCad = (cents: number | null | undefined): string => formatMoney(cents, currentLanguage);
