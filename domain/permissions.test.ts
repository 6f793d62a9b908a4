import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  buildAbility,
  canExecuteAnyReport,
  isKnownPermission,
  normalizePermissions,
  presetFor,
  ROLE_PRESETS,
} from './permissions';

describe('the ability builder', () => {
  it('allows exactly the listed action and subject', () => {
    const ability = buildAbility([{ Action: 'view', Subject: 'deposit' }]);
    expect(ability.can('view', 'deposit')).toBe(true);
    expect(ability.can('create', 'deposit')).toBe(false);
    expect(ability.can('view', 'loan')).toBe(false);
  });

  it('lets manage cover every action on its subject, as CASL defines', () => {
    const ability = buildAbility([{ Action: 'manage', Subject: 'user' }]);
    expect(ability.can('manage', 'user')).toBe(true);
    expect(ability.can('view', 'user')).toBe(true);
    expect(ability.can('view', 'customer')).toBe(false);
  });

  it('allows nothing for an empty list', () => {
    const ability = buildAbility([]);
    expect(ALL_PERMISSIONS.some((p) => ability.can(p.Action, p.Subject))).toBe(false);
    expect(canExecuteAnyReport(ability)).toBe(false);
  });
});

describe('role presets', () => {
  it('give the admin every permission', () => {
    expect(ROLE_PRESETS.admin).toEqual(ALL_PERMISSIONS);
  });

  it('keep agents away from user management, deposits and reports', () => {
    const agent = buildAbility(ROLE_PRESETS.user);
    expect(agent.can('manage', 'user')).toBe(false);
    expect(agent.can('view', 'deposit')).toBe(false);
    expect(canExecuteAnyReport(agent)).toBe(false);
    expect(agent.can('view', 'customer')).toBe(true);
    expect(agent.can('update', 'configuration')).toBe(false);
  });

  it('keep staff away from user management only among the menu items', () => {
    const staff = buildAbility(ROLE_PRESETS.staff);
    expect(staff.can('manage', 'user')).toBe(false);
    expect(staff.can('view', 'deposit')).toBe(true);
    expect(canExecuteAnyReport(staff)).toBe(true);
  });

  it('combine several roles and give nothing to none', () => {
    expect(presetFor([])).toEqual([]);
    expect(presetFor(['user', 'staff'])).toEqual(ROLE_PRESETS.staff);
    expect(presetFor(['nonsense'])).toEqual([]);
  });
});

describe('permission lists', () => {
  it('are normalized to catalogue order without duplicates', () => {
    expect(
      normalizePermissions([
        { Action: 'view', Subject: 'loan' },
        { Action: 'manage', Subject: 'user' },
        { Action: 'view', Subject: 'loan' },
      ]),
    ).toEqual([
      { Action: 'manage', Subject: 'user' },
      { Action: 'view', Subject: 'loan' },
    ]);
  });

  it('know which entries belong to the catalogue', () => {
    expect(isKnownPermission({ Action: 'view', Subject: 'loan' })).toBe(true);
    expect(isKnownPermission({ Action: 'fly', Subject: 'loan' })).toBe(false);
    expect(isKnownPermission({ Action: 'manage', Subject: 'all' })).toBe(false);
  });
});
