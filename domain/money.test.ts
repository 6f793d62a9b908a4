import { describe, expect, it } from 'vitest';
import { centsToDollarsText, dollarsTextToCents, formatMoney } from './money';

/** Intl writes non-breaking spaces; compare on plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes Canadian dollars the way each language reads them', () => {
    expect(plain(formatMoney(123_456, 'fr'))).toBe('1 234,56 $');
    expect(formatMoney(123_456, 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(5, 'fr'))).toBe('0,05 $');
    expect(formatMoney(0, 'en')).toBe('$0.00');
  });

  it('writes nothing for no amount', () => {
    expect(formatMoney(null, 'fr')).toBe('');
    expect(formatMoney(undefined, 'en')).toBe('');
    expect(formatMoney(Number.NaN, 'en')).toBe('');
  });
});

describe('centsToDollarsText', () => {
  it.each([
    [150_000, 'fr', '1500,00'],
    [150_000, 'en', '1500.00'],
    [1, 'en', '0.01'],
    [1234, 'fr', '12,34'],
  ] as const)('%i cents in %s → %s', (cents, language, text) => {
    expect(centsToDollarsText(cents, language)).toBe(text);
  });

  it('leaves the input empty without an amount', () => {
    expect(centsToDollarsText(null, 'fr')).toBe('');
  });
});

describe('dollarsTextToCents', () => {
  it.each([
    ['1500', 'fr', 150_000],
    ['1500,5', 'fr', 150_050],
    ['1 500,25 $', 'fr', 150_025],
    ['1\u202f500,25\u00a0$', 'fr', 150_025],
    ['1500.25', 'fr', 150_025],
    ['1,500.25', 'en', 150_025],
    ['$1,234,567.89', 'en', 123_456_789],
    ['0.29', 'en', 29],
    ['0,29', 'fr', 29],
    ['12.', 'en', Number.NaN],
    ['12,345', 'fr', Number.NaN],
    ['1.234,56', 'fr', Number.NaN],
    ['12.345', 'en', Number.NaN],
    ['-5', 'en', Number.NaN],
    ['abc', 'fr', Number.NaN],
  ] as const)('%j in %s → %d cents', (text, language, cents) => {
    expect(dollarsTextToCents(text, language)).toEqual(cents);
  });

  it('reads nothing typed as no amount', () => {
    expect(dollarsTextToCents('', 'fr')).toBeNull();
    expect(dollarsTextToCents('  ', 'en')).toBeNull();
    expect(dollarsTextToCents(undefined, 'en')).toBeNull();
  });

  it('round-trips what it writes', () => {
    for (const cents of [0, 1, 99, 100, 10_000, 5_000_000, 123_456_789]) {
      for (const language of ['fr', 'en'] as const) {
        expect(dollarsTextToCents(centsToDollarsText(cents, language), language)).toBe(cents);
      }
    }
  });
});
