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
