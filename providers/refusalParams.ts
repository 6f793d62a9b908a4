import type { Language } from '../i18n/types';
import { formatMoney } from '../domain/money';

/** The refusals' parameters that are cents (AMOUNT_TOO_SMALL's min, AMOUNT_ABOVE_PAYOFF's max...). */
const MONEY_PARAMS = ['min', 'max', 'balance', 'amount'];
/** The ones that are rates in percent (RATE_CAP_EXCEEDED's apr and cap). */
const PERCENT_PARAMS = ['apr', 'cap'];

/**
 * A 420's parameters as a reader says them: cents as dollars, rates to two decimals, in the
 * reader's language; other parameters as they came. The server sends raw values (ARCHITECTURE.md).
 */
export function readableParams(
  params: Record<string, unknown> | undefined,
  language: Language,
): Record<string, unknown> {
  const readable: Record<string, unknown> = { ...params };
  for (const name of MONEY_PARAMS) {
    if (typeof readable[name] === 'number') readable[name] = formatMoney(readable[name], language);
  }
  for (const name of PERCENT_PARAMS) {
    if (typeof readable[name] === 'number')
      readable[name] = readable[name].toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA', {
        maximumFractionDigits: 2,
      });
  }
  return readable;
}
