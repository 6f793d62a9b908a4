import type { ChangeRequestStatusInput } from '../domain/requests';
import type { HttpClient } from './httpClient';
import type { LoanRequestRecord, RequestCounts } from './requestWire';

/** The loan-request actions that are not CRUD: the sidebar counts and the status changes (spec §2, §4). */
export interface RequestActions {
  requestCounts(): Promise<RequestCounts>;
  changeRequestStatus(requestId: number, input: ChangeRequestStatusInput): Promise<LoanRequestRecord>;
}

export function createRequestActions(http: HttpClient): RequestActions {
  return {
    requestCounts: async () => (await http('/api/requests/counts')).json,
    changeRequestStatus: async (requestId, input) =>
      (
        await http(`/api/requests/${encodeURIComponent(String(requestId))}/status`, {
          method: 'POST',
          body: JSON.stringify(input),
        })
      ).json,
  };
}
