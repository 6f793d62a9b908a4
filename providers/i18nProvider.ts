import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { enCA, frCA } from 'date-fns/locale';
import type { Locale as DateLocale } from 'date-fns';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import type { Language } from '../i18n/types';
import { session } from './session';

const ENGLISH_BROWSER_LANGUAGES = ['en', 'en-US', 'en-CA'];

/**
 * Spec §1: the stored choice; otherwise English when the browser says en, en-US or en-CA;
 * otherwise French.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguage: string | undefined): Language {
  if (stored === 'fr' || stored === 'en') return stored;
  return browserLanguage && ENGLISH_BROWSER_LANGUAGES.includes(browserLanguage) ? 'en' : 'fr';
}

export const catalogues = {
  fr: { ...frenchMessages, ...fr },
  en: { ...englishMessages, ...en },
};

const browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
export const currentLanguage: Language = chooseLanguage(session.getLanguage(), browserLanguage);

/**
 * The page is loaded in one language; switching stores the choice and reloads (spec §1), so the
 * provider only ever needs the current catalogue.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale as Language] ?? catalogues.fr,
  currentLanguage,
  [
    { locale: 'fr', name: fr.languages.fr },
    { locale: 'en', name: en.languages.en },
  ],
);

export type Translate = (key: string, params?: Record<string, unknown>) => string;
export const translate: Translate = (key, params) => i18nProvider.translate(key, params);

export function setLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  session.setLanguage(language);
  reload();
}

const DATE_LOCALES: Record<Language, DateLocale> = { fr: frCA, en: enCA };
export const dateLocale: DateLocale = DATE_LOCALES[currentLanguage];
