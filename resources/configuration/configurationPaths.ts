/** The configuration screen's tabs (spec §2), each with its own URL under /apps. */
export const CONFIGURATION_TABS = [
  'loan',
  'messages',
  'portal',
  'general',
  'apiKeys',
  'accounting',
  'controls',
] as const;
export type ConfigurationTab = (typeof CONFIGURATION_TABS)[number];

export const CONFIGURATION_TAB_PATHS: Record<ConfigurationTab, string> = {
  loan: '/configuration/loan',
  messages: '/configuration/messages/all',
  portal: '/configuration/portal',
  general: '/configuration/general',
  apiKeys: '/configuration/api-keys',
  // The books' chart of accounts and mappings (issue 34).
  accounting: '/configuration/accounting',
  // Four eyes (issue 35): which actions wait for a second person.
  controls: '/configuration/controls',
};
