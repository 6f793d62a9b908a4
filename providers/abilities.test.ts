import { describe, expect, it } from 'vitest';
import { parseAbilitiesClaim, readTokenRights } from './abilities';
import { abilityFromToken } from './tokenAbility';
import { fakeToken } from './testTokens';

const adminToken = fakeToken({
  sub: '1',
  email: 'admin@demo.ca',
  name: 'Ada Admin',
  role: ['admin'],
  Abilities: JSON.stringify([
    { Action: 'manage', Subject: 'user' },
    { Action: 'view', Subject: 'deposit' },
  ]),
  Features: JSON.stringify(['deposits']),
  exp: 2_000_000_000,
});

describe('abilities from the access token', () => {
  it('grants what the Abilities claim lists, and nothing else', () => {
    const ability = abilityFromToken(adminToken);
    expect(ability.can('manage', 'user')).toBe(true);
    expect(ability.can('view', 'user')).toBe(true); // manage covers every action, as CASL defines
    expect(ability.can('view', 'deposit')).toBe(true);
    expect(ability.can('create', 'deposit')).toBe(false);
    expect(ability.can('view', 'outbox')).toBe(false);
  });

  it('reads identity, roles and features', () => {
    expect(readTokenRights(adminToken)).toMatchObject({
      userId: '1',
      email: 'admin@demo.ca',
      displayName: 'Ada Admin',
      roles: ['admin'],
      features: ['deposits'],
      expiresAt: 2_000_000_000,
    });
  });

  it('accepts a single role given as a string', () => {
    expect(readTokenRights(fakeToken({ role: 'staff' }))?.roles).toEqual(['staff']);
  });

  it('gives an empty ability to a token without the claim', () => {
    const ability = abilityFromToken(fakeToken({ sub: '4', role: [] }));
    expect(ability.rules).toEqual([]);
    expect(ability.can('view', 'request')).toBe(false);
  });

  it('gives an empty ability for a malformed claim or token', () => {
    expect(abilityFromToken(fakeToken({ Abilities: '[{not json' })).rules).toEqual([]);
    expect(abilityFromToken(fakeToken({ Abilities: '{"Action":"view"}' })).rules).toEqual([]);
    expect(abilityFromToken('not-a-token').rules).toEqual([]);
    expect(abilityFromToken(null).rules).toEqual([]);
  });

  it('drops entries outside the permission catalogue', () => {
    const claim = JSON.stringify([{ Action: 'fly', Subject: 'loan' }, { Action: 'view', Subject: 'loan' }, 'junk']);
    expect(parseAbilitiesClaim(claim)).toEqual([{ Action: 'view', Subject: 'loan' }]);
  });
});
