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
/** date-fns' words of the page's language, for the date fields' calendars too. */
export const dateLocale: DateLocale = await DATE_LOCALE_LOADERS[currentLanguage]();

/** A timestamp in the reader's language (date-fns fr-CA / en-CA); empty for no value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'PPp', { locale: dateLocale }) : '';
}

/** The day of a timestamp in the reader's language ("27 nov. 2026" / "Nov 27, 2026"). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'PP', { locale: dateLocale }) : '';
}

/** The time of day of a timestamp, e.g. when a merge lock ends ("14 h 32" / "2:32 PM"). */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, 'p', { locale: dateLocale }) : '';
}

/** The lender's clock: cut-offs and business days are Toronto's, wherever the reader sits. */
const LENDER_TIME_ZONE = 'America/Toronto';
const LOCALE_TAG: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/**
 * An instant as the lender's day and time, e.g. "lundi 30 nov." and "10 h 30" ("Monday, Nov 30",
 * "10:30 a.m."), for the words around it to say it is Toronto's time.
 */
export function formatLenderDayAndTime(value: string | Date): { day: string; time: string } {
  const date = typeof value === 'string' ? parseISO(value) : value;
  const locale = LOCALE_TAG[currentLanguage];
  return {
    day: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      timeZone: LENDER_TIME_ZONE,
    }).format(date),
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: LENDER_TIME_ZONE }).format(
      date,
    ),
  };
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
