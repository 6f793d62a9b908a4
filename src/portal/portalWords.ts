import { createContext, useContext } from 'react';
import type { PortalLanguage } from '../../domain/portal';
import { portalEn } from '../../i18n/portal.en';
import { portalFr } from '../../i18n/portal.fr';

type Tree = { readonly [key: string]: string | Tree };
const CATALOGUES: Record<PortalLanguage, Tree> = { fr: portalFr, en: portalEn };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Groups<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${P}${K}` | Groups<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A key of the portal catalogue: one that is not there fails the typecheck. */
export type PortalKey = Leaves<typeof portalFr>;
export type PortalGroup = Groups<typeof portalFr>;

/** A key written outside a translate call, checked all the same. */
export const portalKey = (key: PortalKey) => key;
/** A member of a group read at run time (a status, a frequency): the group is checked, the member falls back if unknown. */
export const portalMember = (group: PortalGroup, member: string) => `${group}.${member}` as PortalKey;

export type Translate = (key: PortalKey, params?: Record<string, string | number>) => string;
/** A key the server sent (a refusal, a field's rule): unknown ones read as the general error. */
export type Say = (key: string, params?: Record<string, string | number>) => string;

/** The text of a dotted key with its `%{name}` placeholders filled; an unknown key reads as the general error. */
export function translatorFor(language: PortalLanguage): Say {
  const catalogue = CATALOGUES[language];
  const find = (key: string) =>
    key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        catalogue,
      );
  return (key, params = {}) => {
    const found = find(key);
    const text = typeof found === 'string' ? found : (find(portalKey('errors.UNEXPECTED_ERROR')) as string);
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** The browser's own language before the borrower's is known: French unless it asks for English. */
export function browserLanguage(): PortalLanguage {
  const chosen = localStorage.getItem('guichet.portal.language');
  if (chosen === 'fr' || chosen === 'en') return chosen;
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export interface PortalWordsValue {
  language: PortalLanguage;
  translate: Translate;
  say: Say;
  money: (cents: number) => string;
  date: (isoDate: string) => string;
}

const money = (language: PortalLanguage) => {
  const format = new Intl.NumberFormat(`${language}-CA`, { style: 'currency', currency: 'CAD' });
  return (cents: number) => format.format(cents / 100);
};
// A payment date is a calendar day: read and written in UTC, so no time zone moves it.
const date = (language: PortalLanguage) => {
  const format = new Intl.DateTimeFormat(`${language}-CA`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
};

export const wordsFor = (language: PortalLanguage): PortalWordsValue => ({
  language,
  translate: translatorFor(language),
  say: translatorFor(language),
  money: money(language),
  date: date(language),
});

export const PortalWords = createContext<PortalWordsValue>(wordsFor('fr'));
export const usePortalWords = () => useContext(PortalWords);
