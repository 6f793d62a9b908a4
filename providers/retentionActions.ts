import type { RetentionSettingsRecord } from '../domain/retention';
import type { HttpClient } from './httpClient';

/** The retention review's calls (issue 35), as typed data-provider methods; its lines are the `retention` list. */
export interface RetentionActions {
  retentionSettings(): Promise<RetentionSettingsRecord>;
  saveRetentionSettings(input: RetentionSettingsRecord): Promise<RetentionSettingsRecord>;
  /** This month's review now (nobody listed twice). */
  runRetentionReview(): Promise<{ reviewMonth: string; listed: number }>;
  /** The lines confirmed: the job anonymizes each. */
  confirmAnonymization(ids: number[]): Promise<{ confirmed: number }>;
  keepCustomer(id: number, reason: string): Promise<{ kept: number }>;
}

export function createRetentionActions(http: HttpClient): RetentionActions {
  const send = async (url: string, body: unknown = {}, method = 'POST') =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  return {
    retentionSettings: async () => (await http('/api/retention/settings')).json,
    saveRetentionSettings: (input) => send('/api/retention/settings', input, 'PUT'),
    runRetentionReview: () => send('/api/retention/reviews/run'),
    confirmAnonymization: (ids) => send('/api/retention/reviews/confirm', { ids }),
    keepCustomer: (id, reason) => send(`/api/retention/reviews/${encodeURIComponent(String(id))}/keep`, { reason }),
  };
}
