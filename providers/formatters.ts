import { format, isValid, parseISO } from 'date-fns';
import type { Locale as DateLocale } from 'date-fns';
import type { Language } from '../i18n/types';
import { currentLanguage } from './i18nProvider';
import { formatMoney } from '../domain/money';

/**
 * date-fns' words for the current language only, like the catalogue; loaded with the first screen
 * that says a timestamp (the sign-in page says none: it stays within its budget).
 */
const DATE_LOCALE_LOADERS: Record<Language, () => Promise<DateLocale>> = {
  fr: () => import('date-fns/locale/fr-CA').then((module) => module.frCA),
  en: () => import('date-fns/locale/en-CA').then((module) => module.enCA),
};
const dateLocale: DateLocale = await DATE_LOCALE_LOADERS[currentLanguage]();

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

/** A chat message's time, to the second (spec §9: like "MMMM Do YYYY, h:mm:ss a"). */
export function formatMessageTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'PPpp', { locale: dateLocale }) : '';
}

/** Today as the quick panel says it: the weekday, then the day and month ("vendredi" / "27 novembre"). */
export const formatWeekday = (date: Date) => format(date, 'EEEE', { locale: dateLocale });
export const formatDayAndMonth = (date: Date) => format(date, 'd MMMM', { locale: dateLocale });
