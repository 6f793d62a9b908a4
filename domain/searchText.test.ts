import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  foldText,
  formatPhone,
  looksLikePhone,
  phoneDigits,
  phoneSearchTerm,
  textSearchTerm,
} from './searchText';

describe('foldText', () => {
  it.each([
    ['Trémblay', 'tremblay'],
    ['TREMBLAY', 'tremblay'],
    ['Gagné', 'gagne'],
    ['Côté-Bérubé', 'cote-berube'],
    ['Œuvre', 'oeuvre'],
    ['Lætitia', 'laetitia'],
    ['François Ñuñez', 'francois nunez'],
    ['ÉLODIE', 'elodie'],
    ['Jean.Tremblay@Gmail.com', 'jean.tremblay@gmail.com'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('phone numbers', () => {
  it.each([
    ['(514) 555-1234', '5145551234'],
    ['514.555.1234', '5145551234'],
    ['+1 514 555 1234', '5145551234'],
    ['1-514-555-1234', '5145551234'],
    ['555-12', '55512'],
    ['', ''],
  ])('digits of %j are %j', (text, digits) => {
    expect(phoneDigits(text)).toBe(digits);
  });

  it('stores one format and refuses numbers that are not 10 digits', () => {
    expect(formatPhone('(514) 555-1234')).toBe('514-555-1234');
    expect(formatPhone('+1 (418) 555 0000')).toBe('418-555-0000');
    expect(formatPhone('555-1234')).toBeUndefined();
    expect(formatPhone('514 555 12345')).toBeUndefined();
  });
});

describe('search terms', () => {
  it('need 3 characters after trimming and folding', () => {
    expect(textSearchTerm('  gagn ')).toBe('gagn');
    expect(textSearchTerm('Tré')).toBe('tre');
    expect(textSearchTerm(' ga ')).toBeUndefined();
    expect(phoneSearchTerm('(51')).toBeUndefined();
    expect(phoneSearchTerm('(514)')).toBe('514');
  });

  it('tell a phone number from a name', () => {
    expect(looksLikePhone('(514) 555')).toBe(true);
    expect(looksLikePhone('jean')).toBe(false);
    expect(looksLikePhone('12')).toBe(false);
  });

  it('escape LIKE wildcards', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
