import { describe, expect, it } from 'vitest';
import { calendarDateText, minSearchPhone, minSearchText, validAmount } from './validators';

describe('search and date validators (spec §5)', () => {
  it('asks for 3 characters in a name or email, ignoring case and accents', () => {
    expect(minSearchText('Tr')).toBe('validation.minSearchLength');
    expect(minSearchText('  é ')).toBe('validation.minSearchLength');
    expect(minSearchText('Trè')).toBeUndefined();
    expect(minSearchText('')).toBeUndefined();
    expect(minSearchText(undefined)).toBeUndefined();
  });

  it('asks for 3 digits in a phone, whatever the punctuation', () => {
    expect(minSearchPhone('(5-1')).toBe('validation.minSearchLength');
    expect(minSearchPhone('(514')).toBeUndefined();
  });

  it('says Invalid Date for what is not a calendar day', () => {
    expect(calendarDateText('2026-02-30')).toBe('validation.invalidDate');
    expect(calendarDateText('2026/02/03')).toBe('validation.invalidDate');
    expect(calendarDateText('hier')).toBe('validation.invalidDate');
    expect(calendarDateText('2026-02-28')).toBeUndefined();
    expect(calendarDateText('')).toBeUndefined();
  });

  it('refuses an amount input holding text that is not an amount', () => {
    expect(validAmount(Number.NaN)).toBe('validation.invalidAmount');
    expect(validAmount(150_000)).toBeUndefined();
    expect(validAmount(null)).toBeUndefined();
  });
});
