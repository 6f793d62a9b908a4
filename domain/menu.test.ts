import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import { ALL_PERMISSIONS, buildAbility, presetFor, type Permission } from './permissions';

const ids = (permissions: Permission[], roles: string[] | string) =>
  buildMenu(buildAbility(permissions), roles).map((item) => item.id);
const BASE = ['customers', 'requests', 'collections', 'settings', 'notifications'];

describe('buildMenu', () => {
  it.each([
    [
      'admin: deposits at 3, reports and dashboards right after, the loans and calendar, the books, users, the global notices, the outbox, the approvals, the audit trail, then the retention review last',
      ALL_PERMISSIONS,
      ['admin'],
      [
        'customers',
        'requests',
        'collections',
        'deposits',
        'reports',
        'dashboards',
        'settings',
        'notifications',
        'loans',
        'calendar',
        'accounting',
        'users',
        'global-notices',
        'outbox',
        'approvals',
        'audit',
        'retention',
      ],
    ],
    [
      'the global notices need manage on global_notification',
      [{ Action: 'manage', Subject: 'global_notification' }] as Permission[],
      ['user'],
      [...BASE, 'global-notices'],
    ],
    [
      'agent: the base items, then the loans list and the calendar',
      presetFor(['user']),
      ['user'],
      [...BASE, 'loans', 'calendar'],
    ],
    [
      'staff: deposits, reports and dashboards, the books to read, no users, the global notices they publish, and the approvals they decide',
      presetFor(['staff']),
      ['staff'],
      [
        'customers',
        'requests',
        'collections',
        'deposits',
        'reports',
        'dashboards',
        'settings',
        'notifications',
        'loans',
        'calendar',
        'accounting',
        'global-notices',
        'approvals',
      ],
    ],
    [
      'reports without deposits: reports at index 3, the year-end report brings the dashboards',
      [{ Action: 'execute', Subject: 'report_eoy' }] as Permission[],
      ['user'],
      ['customers', 'requests', 'collections', 'reports', 'dashboards', 'settings', 'notifications'],
    ],
    [
      'any one report is enough',
      [{ Action: 'execute', Subject: 'report_loan_payment' }] as Permission[],
      'user',
      ['customers', 'requests', 'collections', 'reports', 'settings', 'notifications'],
    ],
    ['deposits need view on deposit', [{ Action: 'create', Subject: 'deposit' }] as Permission[], ['user'], BASE],
    [
      'the books need view on accounting',
      [{ Action: 'view', Subject: 'accounting' }] as Permission[],
      ['user'],
      [...BASE, 'accounting'],
    ],
    [
      'users needs manage on user',
      [{ Action: 'manage', Subject: 'user' }] as Permission[],
      ['user'],
      [...BASE, 'users'],
    ],
  ])('%s', (_name, permissions, roles, expected) => {
    expect(ids(permissions, roles)).toEqual(expected);
  });

  it('gives an empty role list the reduced menu, whatever the permissions', () => {
    expect(ids(ALL_PERMISSIONS, [])).toEqual(['change-password', 'logout']);
    expect(ids([], '')).toEqual(['change-password', 'logout']);
  });

  it("removes the items the user's roles do not reach", () => {
    expect(ids(ALL_PERMISSIONS, ['auditor'])).toEqual([
      'deposits',
      'reports',
      'dashboards',
      'accounting',
      'users',
      'global-notices',
      'outbox',
      'approvals',
      'audit',
      'retention',
    ]);
  });
});
