import { currentLanguage } from '../../providers/i18nProvider';

const localeOf = () => (currentLanguage === 'en' ? 'en-CA' : 'fr-CA');

/** A share as a percentage in the reader's format (12,5 % / 12.5%); a dash when nothing was divided. */
export const formatShare = (ratio: number | null) =>
  ratio === null
    ? '—'
    : new Intl.NumberFormat(localeOf(), { style: 'percent', maximumFractionDigits: 1 }).format(ratio);

/** A count in the reader's format (1 234 / 1,234). */
export const formatCount = (count: number) => new Intl.NumberFormat(localeOf()).format(count);

/** 'YYYY-MM' as the month's short name and year in the reader's language. */
export const formatMonth = (month: string) =>
  new Intl.DateTimeFormat(localeOf(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** 'YYYY-MM' as the month's whole name and year in the reader's language ("juin 2026"). */
export const formatLongMonth = (month: string) =>
  new Intl.DateTimeFormat(localeOf(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
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
