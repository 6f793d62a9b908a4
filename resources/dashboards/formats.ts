import { currentLanguage } from '../../providers/i18nProvider';

const localeOf = () => (currentLanguage === 'en' ? 'en-CA' : 'fr-CA');

/** A share as a percentage in the reader's format (12,5 % / 12.5%); a dash when nothing was divided. */
export const formatShare = (ratio: number | null) =>
  ratio === null
    ? '—'
    : new Intl.NumberFormat(localeOf(), { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

/** A count in the reader's format (1 234 / 1,234). */
export const formatCount = (count: number) => new Intl.NumberFormat(localeOf()).format(count);

/**
 * 'YYYY-MM' as the month's name and year in the reader's language: short for a chart's axis
 * ("sept. 2026", "Sep 2026"), long where a month is chosen ("septembre 2026", "September 2026").
 */
export const formatMonth = (month: string, length: 'short' | 'long' = 'short') =>
  new Intl.DateTimeFormat(localeOf(), { month: length, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** Dollars without cents, compact for a chart's axis (12 k$ / $12K). */
export const formatAxisMoney = (cents: number) =>
  new Intl.NumberFormat(localeOf(), {
    style: 'currency',
    currency: 'CAD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
