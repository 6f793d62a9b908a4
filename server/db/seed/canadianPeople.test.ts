import { describe, expect, it } from 'vitest';
import { fakerEN_CA } from '@faker-js/faker';
import { PROVINCES, fakePerson, fakePostalCode, fakeSin, luhnValid, sinForIndex } from './canadianPeople';

describe('Canadian demo people', () => {
  it('checks SINs with Luhn, as the CRA does', () => {
    expect(luhnValid('046454286')).toBe(true); // the CRA's published example
    expect(luhnValid('046454287')).toBe(false);
    expect(luhnValid('04645428a')).toBe(false);
  });

  it('makes SINs that pass Luhn', () => {
    fakerEN_CA.seed(7);
    for (let i = 0; i < 500; i++) {
      const sin = fakeSin(fakerEN_CA);
      expect(sin).toMatch(/^[1-79]\d{8}$/);
      expect(luhnValid(sin)).toBe(true);
    }
  });

  it("makes postal codes that start with their province's letters", () => {
    fakerEN_CA.seed(8);
    for (const [code, province] of Object.entries(PROVINCES)) {
      const postal = fakePostalCode(fakerEN_CA, code as keyof typeof PROVINCES);
      expect(postal).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(province.postalLetters).toContain(postal[0]);
      expect(postal).not.toMatch(/[DFIOQU]/);
    }
  });

  it('spreads people over every province', () => {
    fakerEN_CA.seed(9);
    const provinces = new Set(Array.from({ length: 3000 }, () => fakePerson(fakerEN_CA).province));
    expect(provinces.size).toBe(Object.keys(PROVINCES).length);
  });

  it('gives bulk data a unique, valid SIN per index', () => {
    const sins = Array.from({ length: 20_000 }, (_, i) => sinForIndex(i * 37 + 1));
    expect(new Set(sins).size).toBe(sins.length);
    expect(sins.every((sin) => /^[1-79]\d{8}$/.test(sin) && luhnValid(sin))).toBe(true);
  });
});
