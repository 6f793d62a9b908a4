import polyglotI18nProvider from 'ra-i18n-polyglot';
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

const browserLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
export const currentLanguage: Language = chooseLanguage(session.getLanguage(), browserLanguage);

/** Each language is its own chunk: a page downloads the one it shows and never the other. */
const CATALOGUE_LOADERS = {
  fr: () => import('../i18n/catalogue.fr').then((module) => module.catalogue),
  en: () => import('../i18n/catalogue.en').then((module) => module.catalogue),
};

/**
 * The page is loaded in one language; switching stores the choice and reloads (spec §1), so the
 * provider only ever needs the current catalogue, loaded before anything renders.
 */
const currentCatalogue = await CATALOGUE_LOADERS[currentLanguage]();

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === currentLanguage ? currentCatalogue : CATALOGUE_LOADERS[locale as Language]()),
  currentLanguage,
  // Each language named in itself, as a language switcher does.
  [
    { locale: 'fr', name: 'Français' },
    { locale: 'en', name: 'English' },
  ],
);

/**
 * Words some screens bring with them (their own chunk, so the sign-in page does not carry them):
 * added to the current catalogue, and the provider rebuilt on it. Resolves once they can be said.
 */
export async function addScreenResources(
  resources: Record<string, unknown>,
  validation: Record<string, string> = {},
): Promise<void> {
  if (Object.keys(resources).every((name) => name in currentCatalogue.resources)) return;
  Object.assign(currentCatalogue.resources as Record<string, unknown>, resources);
  Object.assign(currentCatalogue.validation as Record<string, unknown>, validation);
  await i18nProvider.changeLocale(currentLanguage);
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;
export const translate: Translate = (key, params) => i18nProvider.translate(key, params);

export function setLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  session.setLanguage(language);
  reload();
}
