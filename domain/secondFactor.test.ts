import { describe, expect, it } from 'vitest';
import {
  normalizeRecoveryCode,
  recoveryCodeOf,
  secondFactorBody,
  secondFactorRequired,
  securityPolicyValue,
} from './secondFactor';

describe('recovery codes', () => {
  it('are ten letters and digits none of which reads as another, in two groups', () => {
    const code = recoveryCodeOf(Uint8Array.from([0, 30, 31, 61, 255, 8, 14, 1, 2, 3]));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(code).not.toMatch(/[01ILO]/);
    // 0, 31 and 62 are one letter: the alphabet's 31 letters, byte by byte.
    expect(code.slice(0, 3)).toBe(`A${code[1]}A`);
    expect(() => recoveryCodeOf(new Uint8Array(9))).toThrow();
  });

  it('are read as typed: any case, spaces or dashes', () => {
    expect(normalizeRecoveryCode(' abcde-fGh2k ')).toBe('ABCDEFGH2K');
    expect(normalizeRecoveryCode('ABCDE FGH2K')).toBe('ABCDEFGH2K');
  });
});

describe('the second factor policy', () => {
  it('requires one of a user any of whose roles it names', () => {
    const policy = { secondFactorRoles: ['admin'] };
    expect(secondFactorRequired(['staff', 'admin'], policy)).toBe(true);
    expect(secondFactorRequired(['staff'], policy)).toBe(false);
    expect(secondFactorRequired([], { secondFactorRoles: [] })).toBe(false);
    expect(securityPolicyValue.safeParse({ secondFactorRoles: [''] }).success).toBe(false);
    expect(securityPolicyValue.safeParse({ secondFactorRoles: ['admin'], extra: 1 }).success).toBe(false);
  });

  it("takes the second step's code in its shape only", () => {
    const challenge = 'c'.repeat(43);
    expect(secondFactorBody.safeParse({ challenge, method: 'TOTP', code: '123456' }).success).toBe(true);
    expect(secondFactorBody.safeParse({ challenge, method: 'TOTP', code: '12345a' }).success).toBe(false);
    expect(secondFactorBody.safeParse({ challenge, method: 'RECOVERY', code: 'ABCDE-FGH2K' }).success).toBe(true);
    expect(secondFactorBody.safeParse({ challenge, method: 'PASSKEY', code: '123456' }).success).toBe(false);
  });
});
