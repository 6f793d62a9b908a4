import { describe, expect, it } from 'vitest';
import { FINANCIAL_INSTITUTIONS, findFinancialInstitution, isKnownInstitutionNumber } from './financialInstitutions';

describe('Canadian financial institutions', () => {
  it('lists each 3-digit number once', () => {
    const numbers = FINANCIAL_INSTITUTIONS.map((i) => i.number);
    expect(numbers.every((n) => /^\d{3}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('knows the big banks, the caisses and the credit-union centrals', () => {
    expect(findFinancialInstitution('001')?.name).toMatch(/Bank of Montreal/);
    expect(findFinancialInstitution('003')?.name).toMatch(/Royal Bank/);
    expect(findFinancialInstitution('006')?.nameFr).toBe('Banque Nationale du Canada');
    expect(findFinancialInstitution('815')?.name).toMatch(/Desjardins/);
    expect(findFinancialInstitution('614')?.name).toMatch(/Tangerine/);
    for (const number of ['002', '004', '010', '016', '030', '039', '219', '828', '837', '839', '865', '899']) {
      expect(isKnownInstitutionNumber(number), number).toBe(true);
    }
  });

  it('refuses numbers that do not exist', () => {
    expect(isKnownInstitutionNumber('005')).toBe(false);
    expect(isKnownInstitutionNumber('1')).toBe(false);
    expect(isKnownInstitutionNumber('999')).toBe(false);
  });
});
