import type { RecordSuggestions } from '../domain/navigationSearch';
import type { HttpClient } from './httpClient';

/** What the shell around the screens calls: the navigation search's records, the user's shortcuts. */
export interface ShellActions {
  searchRecords(q: string): Promise<RecordSuggestions>;
  setShortcuts(shortcuts: string[]): Promise<{ shortcuts: string[] }>;
}

export function createShellActions(http: HttpClient): ShellActions {
  return {
    searchRecords: async (q) => (await http(`/api/navigation/records?q=${encodeURIComponent(q.trim())}`)).json,
    setShortcuts: async (shortcuts) =>
      (await http('/api/Identity/Me/shortcuts', { method: 'PUT', body: JSON.stringify({ shortcuts }) })).json,
  };
}
