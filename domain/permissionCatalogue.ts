import type { AppAbility } from './permissions';

/**
 * The permission catalogue: every Action × Subject the product checks, in the browser (menu, buttons,
 * routes) and on the server (every route). A user's permissions are a subset of this list; the access
 * token carries them in its `Abilities` claim as `{ Action, Subject }` entries.
 */
export const PERMISSION_CATALOGUE = [
  { subject: 'user', actions: ['manage'] },
  // `export`: everything held on a person, in one archive, for their access request (issue 35, PIPEDA).
  // `anonymize`: the retention review's confirmation, which erases a person for good (issue 35).
  { subject: 'customer', actions: ['view', 'create', 'update', 'delete', 'export', 'anonymize'] },
  // A customer's whole social insurance number; everyone else who sees customers sees its last digits.
  { subject: 'customer_sin', actions: ['view'] },
  { subject: 'request', actions: ['view', 'create', 'update'] },
  { subject: 'loan', actions: ['view', 'create', 'update', 'delete'] },
  { subject: 'collection', actions: ['view', 'update'] },
  { subject: 'deposit', actions: ['view', 'create', 'update'] },
  { subject: 'agreement', actions: ['view', 'update'] },
  { subject: 'report_eoy', actions: ['execute'] },
  { subject: 'report_stopped_loans', actions: ['execute'] },
  { subject: 'report_payments_remaining', actions: ['execute'] },
  { subject: 'report_loan_payment', actions: ['execute'] },
  { subject: 'configuration', actions: ['view', 'update'] },
  { subject: 'api_key', actions: ['manage'] },
  { subject: 'notification', actions: ['view', 'create'] },
  { subject: 'global_notification', actions: ['manage'] },
  { subject: 'outbox', actions: ['view'] },
  // The books (issue 34): reading the journal and the balances; keeping the chart, closing months.
  { subject: 'accounting', actions: ['view', 'manage'] },
  // Four eyes (issue 35): which actions wait for a second person (manage), and being that person (approve).
  { subject: 'controls', actions: ['manage', 'approve'] },
] as const;

type CatalogueEntry = (typeof PERMISSION_CATALOGUE)[number];
export type Subject = CatalogueEntry['subject'];
export type Action = CatalogueEntry['actions'][number];

/** One permission as the token and the API carry it. */
export interface Permission {
  Action: Action;
  Subject: Subject;
}

export const ALL_PERMISSIONS: Permission[] = PERMISSION_CATALOGUE.flatMap(({ subject, actions }) =>
  actions.map((action) => ({ Action: action as Action, Subject: subject as Subject })),
);

export const REPORT_SUBJECTS: Subject[] = [
  'report_eoy',
  'report_stopped_loans',
  'report_payments_remaining',
  'report_loan_payment',
];

export const ROLES = ['admin', 'staff', 'user'] as const;
export type Role = (typeof ROLES)[number];

const isOneOf = (p: Permission, subjects: Subject[]) => subjects.includes(p.Subject);

/**
 * What a new user of each role starts with. An administrator can then add or remove single
 * permissions; the role itself stays what the navigation's role rules read.
 */
export const ROLE_PRESETS: Record<Role, Permission[]> = {
  admin: ALL_PERMISSIONS,
  // Reading other people's mail is an administrator's ability: staff do not read the outbox.
  // Staff supervise: they approve what waits for a second person, but do not choose what waits, nor export a person's file.
  staff: ALL_PERMISSIONS.filter(
    (p) =>
      !isOneOf(p, ['user', 'api_key', 'outbox']) &&
      !(p.Subject === 'accounting' && p.Action === 'manage') &&
      !(p.Subject === 'controls' && p.Action === 'manage') &&
      !(p.Subject === 'customer' && (p.Action === 'export' || p.Action === 'anonymize')),
  ),
  user: ALL_PERMISSIONS.filter(
    (p) =>
      !isOneOf(p, [
        'user',
        'api_key',
        'customer_sin',
        'deposit',
        'global_notification',
        'outbox',
        'accounting',
        'controls',
        ...REPORT_SUBJECTS,
      ]) &&
      !(p.Subject === 'configuration' && p.Action === 'update') &&
      !(p.Subject === 'customer' && (p.Action === 'export' || p.Action === 'anonymize')),
  ),
};

export function presetFor(roles: readonly string[]): Permission[] {
  const wanted = new Set<string>();
  for (const role of roles) {
    for (const p of ROLE_PRESETS[role as Role] ?? []) wanted.add(permissionKey(p));
  }
  return ALL_PERMISSIONS.filter((p) => wanted.has(permissionKey(p)));
}

export const permissionKey = (p: { Action: string; Subject: string }) => `${p.Action}:${p.Subject}`;

export function isKnownPermission(p: { Action: string; Subject: string }): p is Permission {
  return ALL_PERMISSIONS.some((known) => known.Action === p.Action && known.Subject === p.Subject);
}

/** Sorted, de-duplicated, catalogue order: two equal permission sets always compare equal. */
export function normalizePermissions(list: readonly Permission[]): Permission[] {
  const keys = new Set(list.map(permissionKey));
  return ALL_PERMISSIONS.filter((p) => keys.has(permissionKey(p)));
}

/** Reports are one screen with a report per subject: it opens for whoever may run any of them. */
export function canExecuteAnyReport(ability: AppAbility): boolean {
  return REPORT_SUBJECTS.some((subject) => ability.can('execute', subject));
}
