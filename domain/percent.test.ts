import { describe, expect, it } from 'vitest';
import { formatPercent, percentText, typedPercent } from './percent';

describe('formatPercent', () => {
  it('writes a rate with two decimals, as each language does', () => {
    expect(formatPercent(34.5217, 'fr')).toBe('34,52\u00a0%');
    expect(formatPercent(34.5217, 'en')).toBe('34.52%');
    expect(formatPercent(18.9, 'en')).toBe('18.90%');
  });

  it('writes nothing for no rate', () => {
    expect(formatPercent(null, 'fr')).toBe('');
    expect(formatPercent(Number.NaN, 'en')).toBe('');
  });
});

describe('a rate typed and shown in a form', () => {
  it.each([
    [18.9, 'fr', '18,9'],
    [18.9, 'en', '18.9'],
    [0, 'fr', '0'],
    [34.5217, 'fr', '34,5217'],
    [null, 'en', ''],
  ] as const)('%s in %s reads "%s"', (percent, language, text) => {
    expect(percentText(percent, language)).toBe(text);
  });

  it.each([
    ['18,9', 18.9],
    ['18.9', 18.9],
    [' 18,90 % ', 18.9],
    ['', null],
    ['18,9,1', Number.NaN],
    ['abc', Number.NaN],
    ['1000', Number.NaN],
    ['12,34567', Number.NaN],
  ])('"%s" is %s', (text, percent) => {
    expect(typedPercent(text, 'fr')).toBe(percent);
  });
});
