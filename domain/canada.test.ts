import { describe, expect, it } from 'vitest';
import {
  formatSin,
  luhnCheckDigit,
  luhnValid,
  maskSin,
  normalizePostalCode,
  normalizeSin,
  postalCodeMatchesProvince,
} from './canada';

describe('social insurance numbers', () => {
  it('show their last three digits only, in a mask that is never a valid number', () => {
    expect(maskSin('046454286')).toBe('*** *** 286');
    expect(maskSin(null)).toBeNull();
    expect(maskSin('')).toBeNull();
    expect(normalizeSin(maskSin('046454286')!)).toBeUndefined();
    expect(formatSin('046454286')).toBe('046 454 286');
  });

  it('checks Luhn, as the CRA does', () => {
    expect(luhnValid('046454286')).toBe(true); // the CRA's published example
    expect(luhnValid('046454287')).toBe(false);
    expect(luhnValid('04645428a')).toBe(false);
    expect(luhnCheckDigit('04645428')).toBe('6');
  });

  it('keeps the 9 digits of a valid SIN, however typed', () => {
    expect(normalizeSin('046 454 286')).toBe('046454286');
    expect(normalizeSin('046-454-286')).toBe('046454286');
    expect(normalizeSin('046454287')).toBeUndefined();
    expect(normalizeSin('04645428')).toBeUndefined();
  });
});

describe('postal codes', () => {
  it.each([
    ['h2x1y4', 'H2X 1Y4'],
    [' K1A 0B1 ', 'K1A 0B1'],
    ['D1A 1A1', undefined],
    ['W1A 1A1', undefined],
    ['H2X 1YA', undefined],
  ])('%j → %j', (text, normalized) => {
    expect(normalizePostalCode(text)).toBe(normalized);
  });

  it('match their province', () => {
    expect(postalCodeMatchesProvince('H2X 1Y4', 'QC')).toBe(true);
    expect(postalCodeMatchesProvince('H2X 1Y4', 'ON')).toBe(false);
    expect(postalCodeMatchesProvince('X0A 0H0', 'NU')).toBe(true);
    expect(postalCodeMatchesProvince('X1A 2B3', 'NT')).toBe(true);
  });
});
