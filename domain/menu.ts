import { canExecuteAnyReport, type AppAbility } from './permissions';
import { AUTH_ROLES, hasNavigationAccess, toRoleList } from './navigationAuth';

export interface NavigationItem {
  id: string;
  /** An i18n key under `menu.` */
  title: string;
  url: string;
  icon: string;
  /** Roles allowed (spec §3 navigation item); undefined means everyone signed in. */
  auth?: readonly string[];
}

/** The base items of the group Menu, in their order (spec §2). */
export const BASE_MENU: NavigationItem[] = [
  { id: 'customers', title: 'CUSTOMERS', url: '/apps/customers', icon: 'people', auth: AUTH_ROLES.user },
  { id: 'requests', title: 'REQUESTS', url: '/apps/requests', icon: 'assignment', auth: AUTH_ROLES.user },
  { id: 'collections', title: 'COLLECTIONS', url: '/apps/collections/all', icon: 'gavel', auth: AUTH_ROLES.user },
  { id: 'settings', title: 'SETTINGS', url: '/apps/configuration', icon: 'settings', auth: AUTH_ROLES.user },
  {
    id: 'notifications',
    title: 'NOTIFICATIONS',
    url: '/apps/notifications',
    icon: 'notifications',
    auth: AUTH_ROLES.user,
  },
];

export const USERS_ITEM: NavigationItem = {
  id: 'users',
  title: 'USER_MANAGEMENT',
  url: '/apps/usermanagement/users',
  icon: 'account_box',
};
/** Every loan, searchable (issue 18): not one of spec §2's items, so it comes after them. */
export const LOANS_ITEM: NavigationItem = {
  id: 'loans',
  title: 'LOANS',
  url: '/apps/loans',
  icon: 'payments',
  auth: AUTH_ROLES.user,
};
export const DEPOSITS_ITEM: NavigationItem = {
  id: 'deposits',
  title: 'DEPOSITS',
  url: '/apps/deposits/all',
  icon: 'account_balance',
};
/** The notices administrators publish to every user (/apps/globalNotifications). */
export const GLOBAL_NOTICES_ITEM: NavigationItem = {
  id: 'global-notices',
  title: 'GLOBAL_NOTICES',
  url: '/apps/globalNotifications',
  icon: 'campaign',
};
export const REPORTS_ITEM: NavigationItem = {
  id: 'reports',
  title: 'REPORTS',
  url: '/apps/reports',
  icon: 'border_all',
};

/** The portfolio's figures (issue 14): the year-end report's money, so its permission. */
export const DASHBOARDS_ITEM: NavigationItem = {
  id: 'dashboards',
  title: 'DASHBOARDS',
  url: '/apps/dashboards/analytics',
  icon: 'insights',
};
/** Every email Guichet sent or could not send, for those who may read it (it was only in the user menu). */
export const OUTBOX_ITEM: NavigationItem = {
  id: 'outbox',
  title: 'OUTBOX',
  url: '/apps/outbox',
  icon: 'outbox',
};
/** Each day's work (spec §2 /apps/calendar): payments due, deposits, follow-ups, agreements, closures. */
export const CALENDAR_ITEM: NavigationItem = {
  id: 'calendar',
  title: 'CALENDAR',
  url: '/apps/calendar',
  icon: 'calendar_month',
  auth: AUTH_ROLES.user,
};

/** The lender's books (issue 34): the trial balance first, the journal beside it. */
export const ACCOUNTING_ITEM: NavigationItem = {
  id: 'accounting',
  title: 'ACCOUNTING',
  url: '/apps/accounting/trial-balance',
  icon: 'calculate',
};

/** Four eyes (issue 35): the requests waiting for a second person, for those who approve them. */
export const APPROVALS_ITEM: NavigationItem = {
  id: 'approvals',
  title: 'APPROVALS',
  url: '/apps/approvals',
  icon: 'fact_check',
};

/** The audit trail (issue 35): every recorded action, and its seals, for those who manage the controls. */
export const AUDIT_ITEM: NavigationItem = {
  id: 'audit',
  title: 'AUDIT',
  url: '/apps/audit',
  icon: 'policy',
};

/** The retention review (issue 35): the customers past the keeping period, for those who anonymize. */
export const RETENTION_ITEM: NavigationItem = {
  id: 'retention',
  title: 'RETENTION',
  url: '/apps/retention',
  icon: 'auto_delete',
};

/** The reduced menu of a signed-in user with an empty role list. */
export const REDUCED_MENU: NavigationItem[] = [
  {
    id: 'change-password',
    title: 'CHANGE_PASSWORD',
    url: '#change-password',
    icon: 'lock',
    auth: AUTH_ROLES.onlyGuest,
  },
  { id: 'logout', title: 'LOGOUT', url: '/logout', icon: 'exit_to_app', auth: AUTH_ROLES.onlyGuest },
];

/**
 * The main menu of spec §2: the base items; Deposits inserted at index 3 when the user may view
 * deposits; Reports right after it (3, or 4 when Deposits is present) when the user may execute a
 * report, the dashboards after it for those who may execute the year-end report; then the loans
 * list and the calendar for those who may view loans; the books for those who may read them; Users (its position is not given by
 * the spec) for user managers, then the
 * global notices for those who publish them (their screen was in no menu) and the outbox for those
 * who read it, then the approvals for those who approve. Items the user's roles do
 * not reach are removed.
 */
export function buildMenu(
  ability: AppAbility,
  userRoles: readonly string[] | string | null | undefined,
): NavigationItem[] {
  const roles = toRoleList(userRoles);
  if (roles.length === 0) return REDUCED_MENU;

  const items = [...BASE_MENU];
  let insertAt = 3;
  if (ability.can('view', 'deposit')) items.splice(insertAt++, 0, DEPOSITS_ITEM);
  if (canExecuteAnyReport(ability)) items.splice(insertAt, 0, REPORTS_ITEM);
  if (ability.can('execute', 'report_eoy')) items.splice(insertAt + 1, 0, DASHBOARDS_ITEM);
  if (ability.can('view', 'loan')) items.push(LOANS_ITEM, CALENDAR_ITEM);
  if (ability.can('view', 'accounting')) items.push(ACCOUNTING_ITEM);
  if (ability.can('manage', 'user')) items.push(USERS_ITEM);
  if (ability.can('manage', 'global_notification')) items.push(GLOBAL_NOTICES_ITEM);
  if (ability.can('view', 'outbox')) items.push(OUTBOX_ITEM);
  if (ability.can('approve', 'controls')) items.push(APPROVALS_ITEM);
  if (ability.can('manage', 'controls')) items.push(AUDIT_ITEM);
  if (ability.can('anonymize', 'customer')) items.push(RETENTION_ITEM);
  return items.filter((item) => hasNavigationAccess(item.auth, roles));
}

/** Every item a menu may hold that opens a page: what the navigation search and a shortcut may name. */
export const PAGE_ITEMS: readonly NavigationItem[] = [
  ...BASE_MENU,
  DEPOSITS_ITEM,
  REPORTS_ITEM,
  DASHBOARDS_ITEM,
  LOANS_ITEM,
  CALENDAR_ITEM,
  ACCOUNTING_ITEM,
  USERS_ITEM,
  GLOBAL_NOTICES_ITEM,
  OUTBOX_ITEM,
  APPROVALS_ITEM,
  AUDIT_ITEM,
  RETENTION_ITEM,
];
export const PAGE_IDS = PAGE_ITEMS.map((item) => item.id) as [string, ...string[]];

/** The pages of a user's menu (its actions, change password and log out, left out). */
export const menuPages = (menu: readonly NavigationItem[]) => menu.filter((item) => PAGE_IDS.includes(item.id));
