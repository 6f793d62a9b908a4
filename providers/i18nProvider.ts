import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Language } from '../i18n/types';
import { chooseLanguage } from '../domain/language';
import { session } from './session';

export { chooseLanguage };

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

/** A part of the catalogue loaded after the first page: groups (`resources`, `pages`, …) of words. */
export type CatalogueWords = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
const addedWords = new WeakSet<CatalogueWords>();

/**
 * Words the signed-in app and some screens bring with them (their own chunks, so the sign-in page
 * does not carry them): each group merged into the current catalogue's, and the provider rebuilt on
 * it. Resolves once they can be said; a part already added is not added again.
 */
export async function addScreenWords(words: CatalogueWords): Promise<void> {
  if (addedWords.has(words)) return;
  addedWords.add(words);
  const catalogue = currentCatalogue as Record<string, Record<string, unknown>>;
  for (const [group, entries] of Object.entries(words)) catalogue[group] = { ...catalogue[group], ...entries };
  await i18nProvider.changeLocale(currentLanguage);
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;
export const translate: Translate = (key, params) => i18nProvider.translate(key, params);

export function setLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  session.setLanguage(language);
  reload();
}
