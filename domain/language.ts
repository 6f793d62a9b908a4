import type { Language } from '../i18n/types';

const ENGLISH_BROWSER_LANGUAGES = ['en', 'en-US', 'en-CA'];

/**
 * Spec §1: the stored choice; otherwise English when the browser says en, en-US or en-CA;
 * otherwise French.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguage: string | undefined): Language {
  if (stored === 'fr' || stored === 'en') return stored;
  return browserLanguage && ENGLISH_BROWSER_LANGUAGES.includes(browserLanguage) ? 'en' : 'fr';
}

/**
 * The stored choice, also in a cookie so that the server sends the page already in its language
 * (its words preloaded, its `lang`) before any script has read local storage.
 */
export const LANGUAGE_COOKIE = 'guichet_language';

/** The browser's own language as its requests say it: the first of Accept-Language (navigator.language). */
export const browserLanguageOf = (acceptLanguage: string | undefined): string | undefined =>
  acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() || undefined;
