/** /apps/dashboards/<tab>: the portfolio (analytics) and the day-to-day operations (project), spec §2. */
export const DASHBOARD_TABS = ['analytics', 'project'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const dashboardPath = (tab: DashboardTab) => `/apps/dashboards/${tab}`;

/** A list opened on a filter, the way react-admin reads it from the address. */
export const filteredList = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
