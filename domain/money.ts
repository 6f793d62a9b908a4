import type { Language } from '../i18n/types';

/**
 * Money is integer cents on the wire (ARCHITECTURE.md); agents read and type dollars. These are the
 * only two crossings: cents → text in the reader's language, and typed dollars → cents.
 */
const CURRENCY_FORMATS: Record<Language, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
};

/** "1 234,56 $" in French, "$1,234.56" in English; empty for no amount. */
export function formatMoney(cents: number | null | undefined, language: Language): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return CURRENCY_FORMATS[language].format(cents / 100);
}

/** The plain dollars an input shows for editing: "1234,56" in French, "1234.56" in English. */
export function centsToDollarsText(cents: number | null | undefined, language: Language): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const dollars = Math.floor(absolute / 100);
  const rest = absolute % 100;
  const separator = language === 'fr' ? ',' : '.';
  return `${sign}${dollars}${separator}${String(rest).padStart(2, '0')}`;
}

const SPACES = /[\s\u00a0\u202f]/g;
/** Whole dollars, then at most two decimals; 12 digits is far past any amount the forms accept. */
const PLAIN_DOLLARS = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Typed dollars → cents, in integer arithmetic (no 0.29 × 100 = 28.999…). Spaces and a dollar sign
 * are ignored. English reads "," as a thousands separator and "." as the decimal point; French reads
 * either "," or "." as the decimal point (agents type both). Null for nothing typed, NaN for text
 * that is not an amount.
 */
export function dollarsTextToCents(text: string | null | undefined, language: Language): number | null {
  const compact = (text ?? '').replace(SPACES, '').replace(/\$/g, '');
  if (compact === '') return null;
  const normalized = language === 'en' ? compact.replace(/,(?=\d{3}(?:\D|$))/g, '') : compact.replace(',', '.');
  const match = PLAIN_DOLLARS.exec(normalized);
  if (!match) return Number.NaN;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}
