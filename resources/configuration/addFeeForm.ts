import type { Resolver } from 'react-hook-form';
import { addLoanFeeBody, effectiveDateError } from '../../domain/loanConfigurationRules';
import type { FeeKind } from '../../domain/loanStatuses';
import { zodFormResolver } from '../common/zodFormResolver';

export interface AddFeeValues {
  kind: FeeKind;
  amount: number | null;
  effectiveDate: string;
}

/**
 * The server's schema, then spec §5's rule with the server's business day: an effective date on
 * or before today is refused before anything is sent.
 */
export const addFeeResolver =
  (today: string): Resolver<AddFeeValues> =>
  async (values, context, options) => {
    const result = await zodFormResolver<AddFeeValues>(addLoanFeeBody, (v) => v)(values, context, options);
    const dateError = result.errors.effectiveDate ? null : effectiveDateError(values.effectiveDate, today);
    if (!dateError) return result;
    return { values: {}, errors: { ...result.errors, effectiveDate: { type: 'custom', message: dateError } } };
  };
