import type { Language } from '../i18n/types';

const PERCENT_FORMATS: Record<Language, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr-CA', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-CA', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * A rate given in percent (34.5217 means 34.5217 %) as the loan screen, the contract, its signing
 * page and the statement all write it: two decimals, "34,52 %" in French, "34.52%" in English. The
 * screen said 34,52 % where the contract said 34,5217 %.
 */
export function formatPercent(percent: number | null | undefined, language: Language): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return '';
  return PERCENT_FORMATS[language].format(percent / 100);
}

/** A rate in percent as a form shows it to be edited: "18,9" in French, "18.9" in English, no grouping. */
export function percentText(percent: number | null | undefined, language: Language): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return '';
  const text = String(Math.round(percent * 10_000) / 10_000);
  return language === 'fr' ? text.replace('.', ',') : text;
}

const PLAIN_PERCENT = /^(\d{1,3})(?:[.,](\d{1,4}))?$/;

/**
 * A typed rate → percent: either decimal mark in either language (a French reader types "18.9"
 * too), a % sign and spaces ignored; null when empty, NaN when not a rate (at most 4 decimals).
 */
export function typedPercent(text: string | null | undefined, _language: Language): number | null {
  const compact = (text ?? '').replace(/[\s\u00a0\u202f%]/g, '');
  if (compact === '') return null;
  const match = PLAIN_PERCENT.exec(compact);
  if (!match) return Number.NaN;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}
