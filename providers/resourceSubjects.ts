import { canExecuteAnyReport } from '../domain/permissionCatalogue';
import { REPORT_SUBJECT, REPORTS } from '../domain/reports';
import type { Action, AppAbility, Subject } from '../domain/permissions';

/** The requests waiting for a second person: read by checkers and by their makers alike. */
export const APPROVALS = 'approvals';

/** Not a resource: the reports screen, open to whoever may execute any report. */
export const REPORTS_SCREEN = 'reports';

/** react-admin resource names (ARCHITECTURE.md "The wire") → the permission catalogue's subjects. */
export const RESOURCE_SUBJECTS: Record<string, Subject> = {
  users: 'user',
  outbox: 'outbox',
  customers: 'customer',
  // Not a resource of its own: the ability to read a customer's whole SIN, asked by the SIN input.
  'customer-sin': 'customer_sin',
  requests: 'request',
  loans: 'loan',
  deposits: 'deposit',
  agreements: 'agreement',
  'agreement-payments': 'agreement',
  'collection-files': 'collection',
  'message-templates': 'configuration',
  configuration: 'configuration',
  'api-keys': 'api_key',
  notifications: 'notification',
  'global-notifications': 'global_notification',
  // Each day's work, read by whoever sees loans (each kind also asks for its own list's permission).
  calendar: 'loan',
  // The portfolio's figures are the year-end report's money: executed, like it (below).
  dashboards: 'report_eoy',
  // The books (issue 34): the journal is a list; the trial balance a screen of its own.
  accounting: 'accounting',
  'accounting/journal': 'accounting',
  'accounting/provider-days': 'accounting',
  // The audit trail whole (issue 35): for those who manage the controls.
  audit: 'controls',
  // The retention review (issue 35): who may anonymize reads it.
  retention: 'customer',
  'retention/reviews': 'customer',
  // Each report is a read-only resource of its own (reports/<name>), executed rather than viewed.
  ...Object.fromEntries(REPORTS.map((name) => [`reports/${name}`, REPORT_SUBJECT[name]])),
};

/**
 * react-admin asks with its own verbs (list, show, edit, …); the catalogue speaks view, create,
 * update, delete, execute and manage. Verbs the catalogue already uses pass through.
 */
const RA_ACTIONS: Record<string, Action> = {
  list: 'view',
  show: 'view',
  read: 'view',
  export: 'view',
  edit: 'update',
  clone: 'create',
};

/** Unknown resources are refused: a screen nobody mapped is a screen nobody was granted. */
export function canAccessResource(ability: AppAbility, action: string, resource: string): boolean {
  if (resource === REPORTS_SCREEN) return canExecuteAnyReport(ability);
  // Four eyes (issue 35): a checker reads every request, a maker their own; the server answers each theirs.
  if (resource === APPROVALS) return action === 'list' || action === 'show';
  const subject = RESOURCE_SUBJECTS[resource];
  if (!subject) return false;
  // A report is read by executing it, whatever react-admin calls the reading.
  if (resource.startsWith(`${REPORTS_SCREEN}/`) || resource === 'dashboards') return ability.can('execute', subject);
  if (resource === 'audit') return ability.can('manage', subject);
  if (resource.startsWith('retention')) return ability.can('anonymize', subject);
  const verb = RA_ACTIONS[action] ?? action;
  return ability.can(verb as Action, subject);
}
