import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { browserLanguageOf, chooseLanguage } from '../../../domain/language';
import { LANGUAGES, type Language } from '../../../i18n/types';

/** The built catalogue of each language: `assets/catalogue.fr-<hash>.js` (providers/i18nProvider.ts). */
const CATALOGUE_FILE = /^catalogue\.(fr|en)-[\w-]+\.js$/;

/** A page as sent: as is, and compressed once for the browsers that accept it. */
export interface PageCopies {
  text: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The back office's page (dist/index.html) in each language: its `lang`, and its words preloaded
 * with its first scripts. The app reads the language only once its scripts run, and then fetched
 * the words: one round trip more before the sign-in form (50 ms on an office link).
 */
export function appPages(distDir: string): Record<Language, PageCopies> {
  const page = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const catalogues = new Map(
    readdirSync(path.join(distDir, 'assets')).flatMap((file) => {
      const language = CATALOGUE_FILE.exec(file)?.[1];
      return language ? [[language, file] as const] : [];
    }),
  );
  const inLanguage = (language: Language) => {
    const catalogue = catalogues.get(language);
    const preload = catalogue ? `<link rel="modulepreload" crossorigin href="/assets/${catalogue}">\n` : '';
    const text = page
      .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
      .replace('</head>', `${preload}</head>`);
    return { text, br: brotliCompressSync(text), gzip: gzipSync(text) };
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language)])) as Record<
    Language,
    PageCopies
  >;
}

/** The language the app will choose for this request (spec §1): the stored choice's cookie, else the browser's. */
export const pageLanguage = (cookie: string | undefined, acceptLanguage: string | undefined): Language =>
  chooseLanguage(cookie, browserLanguageOf(acceptLanguage));
