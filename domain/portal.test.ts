import { describe, expect, it } from 'vitest';
import { foldedAddress, portalAddressOf, portalSignInBody } from './portal';

describe('portalAddressOf (what a borrower types to receive a code)', () => {
  it.each([
    ['Marie.Roy@Example.ca', { channel: 'EMAIL', email: 'marie.roy@example.ca' }],
    ['  marie@example.ca ', { channel: 'EMAIL', email: 'marie@example.ca' }],
    ['(514) 555-0142', { channel: 'SMS', digits: '5145550142' }],
    ['514.555.0142', { channel: 'SMS', digits: '5145550142' }],
    ['+1 514 555 0142', { channel: 'SMS', digits: '5145550142' }],
    ['1-514-555-0142', { channel: 'SMS', digits: '5145550142' }],
  ])('%s', (typed, expected) => {
    expect(portalAddressOf(typed)).toEqual(expected);
  });

  it.each([['marie@'], ['555-0142'], ['+44 20 7946 0958'], ['514 555 0142 ext 3'], [''], ['not an address']])(
    'refuses %s',
    (typed) => {
      expect(portalAddressOf(typed)).toBeNull();
    },
  );

  it('folds both spellings of an address to one key', () => {
    expect(foldedAddress(portalAddressOf('(514) 555-0142')!)).toBe(foldedAddress(portalAddressOf('5145550142')!));
    expect(foldedAddress(portalAddressOf('A@B.CA')!)).toBe('a@b.ca');
  });
});

describe('the sign-in body', () => {
  it('takes six digits, and only six', () => {
    expect(portalSignInBody.safeParse({ address: 'a@b.ca', code: ' 012345 ' }).data?.code).toBe('012345');
    for (const code of ['12345', '1234567', '12a456'])
      expect(portalSignInBody.safeParse({ address: 'a@b.ca', code }).error?.issues[0].message).toBe(
        'validation.portalCode',
      );
  });
});
