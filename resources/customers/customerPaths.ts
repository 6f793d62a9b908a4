/** Spec §2: the customers list lives at /apps/customers/all; /apps/contacts/* opens the same screens. */
export const CUSTOMERS_HOME = '/apps/customers/all';

export type CustomerBase = '/apps/customers' | '/apps/contacts';

/** The detail tabs of spec §2, in their order; the URL names the open one (?tab=…). */
export const CUSTOMER_TABS = [
  'basic',
  'references',
  'loans',
  'requests',
  'comments',
  'history',
  'documents',
  'merge',
  'creditCheck',
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

export const isCustomerTab = (name: string | null | undefined): name is CustomerTab =>
  (CUSTOMER_TABS as readonly string[]).includes(name ?? '');

/**
 * Which tab a detail URL opens: the one it names (?tab=…), else the request's (…/detail/{customerId}/{requestId}),
 * else the one a handle names (…/{customerHandle}, when it is a tab), else the basic information.
 */
export function initialTab(
  tabParam: string | null,
  requestId: string | undefined,
  handle: string | undefined,
): CustomerTab {
  if (isCustomerTab(tabParam)) return tabParam;
  if (isCustomerTab(handle)) return handle;
  if (requestId && /^\d+$/.test(requestId)) return 'requests';
  return 'basic';
}

export const customerPath = (base: CustomerBase, id: number, tab?: CustomerTab) =>
  `${base}/${id}${tab && tab !== 'basic' ? `?tab=${tab}` : ''}`;

/**
 * How many of a customer's references, comments or documents a tab reads at once: all of them (a
 * customer has a handful; the tab filters them in the page).
 */
export const ALL_OF_A_CUSTOMER = 1000;
