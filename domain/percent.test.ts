import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

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
