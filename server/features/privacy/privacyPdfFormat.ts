import { formatMoney } from '../../../domain/money';
import { formatPercent } from '../../../domain/percent';
import { translate } from '../../../i18n/translate';
import type { Language } from '../../../i18n/types';
import { PRIVACY_PDF_WORDS } from './privacyPdfWords';

const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/**
 * What the standard PDF fonts (WinAnsi) can draw: Latin-1 and the few typographic signs Windows
 * added. Anything else (an emoji in a comment) becomes "?" rather than garbage.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfSafe(text: string): string {
  return [...text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\r\n?/g, '\n')]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (c === '\n' || c === '\t') return c;
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return c;
      return WIN_ANSI_EXTRAS.includes(c) ? c : '?';
    })
    .join('');
}

/** `%{name}` placeholders filled, as polyglot does. */
const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** Everything the PDF writes, in one language: its own words, the catalogue's labels, money and dates. */
export function privacyPdfFormat(language: Language) {
  const words = PRIVACY_PDF_WORDS[language];
  const locale = LOCALES[language];
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const longDayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const instantFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  });
  return {
    words,
    fill,
    /** A catalogue label (a status, a field's name), or the value itself when the catalogue has none. */
    label(group: string, value: string | null | undefined): string {
      if (value === null || value === undefined || value === '') return '—';
      const key = `${group}.${value}`;
      const text = translate(language, key);
      return text === key ? value : text;
    },
    money: (cents: number | null | undefined) =>
      cents === null || cents === undefined ? '—' : pdfSafe(formatMoney(cents, language)),
    percent: (value: number) => pdfSafe(formatPercent(value, language)),
    /** A calendar date (YYYY-MM-DD) as that day, never shifted by a time zone. */
    day: (date: string | null | undefined) => (date ? pdfSafe(dayFormat.format(new Date(`${date}T00:00:00Z`))) : '—'),
    longDay: (date: string) => pdfSafe(longDayFormat.format(new Date(`${date}T00:00:00Z`))),
    /** An instant, as the lender's clock read it (Toronto). */
    instant: (iso: string | null | undefined) => (iso ? pdfSafe(instantFormat.format(new Date(iso))) : '—'),
    yesNo: (value: boolean) => (value ? words.yes : words.no),
    text: (value: string | number | null | undefined) =>
      value === null || value === undefined || value === '' ? '—' : pdfSafe(String(value)),
  };
}
export type PrivacyPdfFormat = ReturnType<typeof privacyPdfFormat>;
