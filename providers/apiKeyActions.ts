import type { ApiKeyRecord, CreateApiKeyInput, CreatedApiKey } from '../domain/apiKeys';
import type { HttpClient } from './httpClient';

/** The API keys' calls that are not plain CRUD (spec §3, §4), as typed data-provider methods. */
export interface ApiKeyActions {
  /** A new active key; the answer holds its value, the only time the server gives it. */
  createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey>;
  /** Permanent (spec §4): a second call is a 420. */
  deactivateApiKey(id: number): Promise<ApiKeyRecord>;
}

export function createApiKeyActions(http: HttpClient): ApiKeyActions {
  return {
    createApiKey: async (input) => (await http('/api/api-keys', { method: 'POST', body: JSON.stringify(input) })).json,
    deactivateApiKey: async (id) =>
      (await http(`/api/api-keys/${encodeURIComponent(String(id))}/deactivate`, { method: 'POST' })).json,
  };
}
