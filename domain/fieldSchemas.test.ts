import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDate,
  cents,
  isUnstorableText,
  institutionNumber,
  isCalendarDate,
  optionalPhone,
  optionalText,
  phoneSearch,
  postalCode,
  sin,
  textSearch,
} from './fieldSchemas';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('field schemas', () => {
  it('accept real calendar days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(messageOf(calendarDate, '01/02/2025')).toBe('validation.invalidDate');
  });

  it('take money as whole cents', () => {
    expect(cents.parse(150_000)).toBe(150_000);
    expect(messageOf(cents, 12.5)).toBe('validation.invalidAmount');
    expect(messageOf(cents, -1)).toBe('validation.invalidAmount');
  });

  it('store phones, postal codes and SINs in one format', () => {
    expect(optionalPhone().parse('(514) 555 1234')).toBe('514-555-1234');
    expect(optionalPhone().parse('')).toBeNull();
    expect(messageOf(optionalPhone(), '555-1234')).toBe('validation.phone');
    expect(postalCode.parse('h2x1y4')).toBe('H2X 1Y4');
    expect(messageOf(postalCode, '12345')).toBe('validation.postalCode');
    expect(sin.parse('046 454 286')).toBe('046454286');
    expect(messageOf(sin, '046454287')).toBe('validation.sin');
  });

  it('refuses an institution number that does not exist (spec §5)', () => {
    expect(institutionNumber.parse('815')).toBe('815');
    expect(messageOf(institutionNumber, '005')).toBe('validation.institutionNumber');
    expect(messageOf(institutionNumber, '81')).toBe('validation.institutionNumber');
  });

  it('turns blank text into null and trims the rest', () => {
    expect(optionalText(10).parse('   ')).toBeNull();
    expect(optionalText(10).parse(' Apt 4 ')).toBe('Apt 4');
    expect(messageOf(optionalText(3), 'abcd')).toBe('validation.tooLong');
  });

  it('need 3 characters to search (spec §5)', () => {
    expect(textSearch.parse(' Trém ')).toBe('trem');
    expect(messageOf(textSearch, 'tr')).toBe('validation.minSearchLength');
    expect(phoneSearch.parse('(514) 55')).toBe('51455');
    expect(messageOf(phoneSearch, '(5)')).toBe('validation.minSearchLength');
  });
});

describe('text PostgreSQL cannot store', () => {
  it('is a NUL character or a lone surrogate, never accents, emoji or flags', () => {
    expect(isUnstorableText('Émilie 💥🇨🇦 ñ')).toBe(false);
    expect(isUnstorableText('a\u0000b')).toBe(true);
    expect(isUnstorableText('x\ud83d')).toBe(true);
    expect(isUnstorableText('\ude00x')).toBe(true);
  });
});
