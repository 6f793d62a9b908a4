import { en } from './en';
import { fr } from './fr';
import type { Language } from './types';

const CATALOGUES: Record<Language, unknown> = { fr, en };

/**
 * A catalogue text outside the browser (what the server renders: PDFs, emails), with polyglot's
 * `%{name}` interpolation. An unknown key comes back as itself, as in the browser.
 */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = CATALOGUES[language];
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const languageOf = (code: string | null | undefined): Language => (code === 'en' ? 'en' : 'fr');
