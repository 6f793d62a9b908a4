import { currentLanguage } from '../../providers/i18nProvider';

const PERCENT = new Intl.NumberFormat(currentLanguage === 'en' ? 'en-CA' : 'fr-CA', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const DECIMAL = new Intl.NumberFormat(currentLanguage === 'en' ? 'en-CA' : 'fr-CA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A rate given in percent (18.9 means 18.9 %), as the reader's language writes it: "18,90 %" / "18.90%". */
export const formatPercent = (percent: number | null | undefined): string =>
  percent === null || percent === undefined || !Number.isFinite(percent) ? '' : PERCENT.format(percent / 100);

/** The number alone, for messages whose text already holds the % sign (errors.RATE_CAP_EXCEEDED). */
export const formatRate = (percent: number): string => DECIMAL.format(percent);
