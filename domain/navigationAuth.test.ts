import { describe, expect, it } from 'vitest';
import { AUTH_ROLES, hasNavigationAccess } from './navigationAuth';

describe('hasNavigationAccess (spec §6)', () => {
  it.each([
    ['no requirement allows everyone', undefined, ['user'], true],
    ['null requirement allows a guest', null, [], true],
    ['an empty list allows only users without roles', [], [], true],
    ['an empty list refuses a user with a role', [], ['admin'], false],
    ['a shared role allows', AUTH_ROLES.staff, ['staff'], true],
    ['admin reaches staff pages', AUTH_ROLES.staff, ['admin'], true],
    ['a user does not reach admin pages', AUTH_ROLES.admin, ['user'], false],
    ['a role given as a string counts', AUTH_ROLES.user, 'user', true],
    ['no role does not reach user pages', AUTH_ROLES.user, [], false],
    ['an unknown role reaches nothing', AUTH_ROLES.user, ['guest'], false],
  ])('%s', (_name, required, roles, expected) => {
    expect(hasNavigationAccess(required as string[] | null | undefined, roles as string[] | string)).toBe(expected);
  });
});
