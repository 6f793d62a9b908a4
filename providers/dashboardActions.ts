import type { CalendarEvent, ClosureInput } from '../domain/calendarEvents';
import type { DashboardFigures } from '../domain/dashboards';
import type { HttpClient } from './httpClient';

/** The dashboards' figures and the calendar's days (their screens read them whole, not as lists). */
export interface DashboardActions {
  dashboardFigures(period: { from?: string; to?: string }): Promise<DashboardFigures>;
  calendarEvents(query: { from: string; to: string; kinds?: string[]; agentId?: number }): Promise<CalendarEvent[]>;
  addClosure(input: ClosureInput): Promise<{ day: string; note: string | null }>;
  removeClosure(day: string): Promise<{ day: string }>;
}

const paramsOf = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return params;
};

export function createDashboardActions(http: HttpClient): DashboardActions {
  return {
    dashboardFigures: async (period) => (await http(`/api/dashboards/figures?${paramsOf(period)}`)).json,
    calendarEvents: async ({ from, to, kinds, agentId }) =>
      (await http(`/api/calendar/events?${paramsOf({ from, to, kinds: kinds?.join(','), agentId })}`)).json,
    addClosure: async (input) =>
      (await http('/api/calendar/closures', { method: 'POST', body: JSON.stringify(input) })).json,
    removeClosure: async (day) => (await http(`/api/calendar/closures/${day}`, { method: 'DELETE' })).json,
  };
}
