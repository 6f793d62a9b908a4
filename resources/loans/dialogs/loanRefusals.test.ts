import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { loanActionFailure } from './loanRefusals';

const spaces = (text: unknown) => String(text).replace(/[\u00a0\u202f]/g, ' ');

describe('loanActionFailure', () => {
  it('says money parameters of a refusal in dollars, in the reader’s language', () => {
    const error = new HttpError('…', 420, { message: 'errors.AMOUNT_ABOVE_PAYOFF', params: { max: 123_456 } });
    expect(loanActionFailure(error, 'en')).toEqual({
      kind: 'refusal',
      key: 'errors.AMOUNT_ABOVE_PAYOFF',
      params: { max: '$1,234.56' },
    });
    const french = loanActionFailure(error, 'fr');
    expect(french.kind === 'refusal' && spaces(french.params.max)).toBe('1 234,56 $');
  });

  it('sorts field errors, a stale version and anything else', () => {
    expect(
      loanActionFailure(
        new HttpError('x', 400, {
          message: 'errors.VALIDATION_ERROR',
          errors: { date: 'validation.paymentDateWeekend' },
        }),
        'en',
      ),
    ).toEqual({
      kind: 'fields',
      errors: { date: 'validation.paymentDateWeekend' },
    });
    expect(loanActionFailure(new HttpError('x', 409, { message: 'errors.STALE_VERSION' }), 'en')).toEqual({
      kind: 'stale',
    });
    expect(loanActionFailure(new HttpError('Le serveur est injoignable', 0), 'fr')).toEqual({
      kind: 'other',
      message: 'Le serveur est injoignable',
    });
  });
});
