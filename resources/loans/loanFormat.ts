import { formatPercent as formatPercentIn } from '../../domain/percent';
import { currentLanguage } from '../../providers/i18nProvider';

const DECIMAL = new Intl.NumberFormat(currentLanguage === 'en' ? 'en-CA' : 'fr-CA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A rate given in percent (18.9 means 18.9 %), as the contract writes it too: "18,90 %" / "18.90%". */
export const formatPercent = (percent: number | null | undefined): string => formatPercentIn(percent, currentLanguage);

/** The number alone, for messages whose text already holds the % sign (errors.RATE_CAP_EXCEEDED). */
export const formatRate = (percent: number): string => DECIMAL.format(percent);
