import { cpaReturnCodes, getCPAReturnCode } from '@cityssm/cpa-codes/returns';
import { describe, expect, it } from 'vitest';
import { collectionReasonAfter, returnCategory } from './debits';
import { RETURN_REASONS, returnReasonLabels } from './returnReasons';

describe('the return reasons', () => {
  it("are Payments Canada's list, as @cityssm/cpa-codes carries it", () => {
    expect(Object.keys(RETURN_REASONS).sort()).toEqual(Object.keys(cpaReturnCodes).sort());
    // Spot checks against its names: the code the README once called an NSF is an account not found.
    expect(getCPAReturnCode('901')?.cpaCodeFullName).toBe('NSF');
    expect(getCPAReturnCode('902')?.cpaCodeFullName).toBe('Account Not Found');
    expect(RETURN_REASONS['902'].en).toBe('Account not found');
    expect(getCPAReturnCode('990')?.cpaCodeFullName).toBe('Institution in Default');
    expect(RETURN_REASONS['990'].en).toBe('Institution in default');
  });

  it('have their words in both languages', () => {
    for (const language of ['fr', 'en'] as const)
      for (const [code, words] of Object.entries(returnReasonLabels(language)))
        expect(words.trim(), `${code} ${language}`).not.toBe('');
    expect(returnReasonLabels('fr')['901']).toBe('Provision insuffisante (NSF)');
  });

  it('say what they mean for the loan (hand-checked)', () => {
    expect(
      [
        '901',
        '908',
        '902',
        '912',
        '905',
        '903',
        '917',
        '920',
        '915',
        '916',
        '918',
        '919',
        '921',
        '900',
        '990',
        '999',
      ].map(returnCategory),
    ).toEqual([
      'NSF',
      'NSF',
      'INVALID_ACCOUNT',
      'INVALID_ACCOUNT',
      'ACCOUNT_CLOSED',
      'PAYMENT_STOPPED',
      'PAYMENT_STOPPED',
      'PAYMENT_STOPPED',
      'NO_AGREEMENT',
      'NO_AGREEMENT',
      'NO_AGREEMENT',
      'NO_AGREEMENT',
      'NO_AGREEMENT',
      'OTHER',
      'OTHER',
      'OTHER',
    ]);
    expect(collectionReasonAfter('902', 1)).toBe('INVALID_ACCOUNT');
    expect(collectionReasonAfter('901', 2)).toBe('SECOND_NSF');
    expect(collectionReasonAfter('922', 1)).toBe('OTHER_RETURN');
  });
});
