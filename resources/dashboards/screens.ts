/**
 * The dashboards and the calendar load as one chunk: they share their cards, charts' and calendar's
 * neighbours, and two chunks split the shared interface components into more, smaller files that
 * the sign-in page then downloads one by one (its 200 kB budget, tests/e2e/lazy-loading.spec.ts).
 */
export { DashboardsScreen } from './DashboardsScreen';
export { CalendarScreen } from '../calendar/CalendarScreen';
