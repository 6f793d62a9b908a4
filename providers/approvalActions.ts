import type { ApprovalRequestDetail, ControlsRecord, UpdateControlsInput } from '../domain/controls';
import type { z } from 'zod';
import type { chainVerification } from '../domain/audit';
import type { HttpClient } from './httpClient';

export type ChainVerification = z.infer<typeof chainVerification>;

/** The menu's count of requests waiting, refreshed after a decision. */
export const PENDING_APPROVALS_KEY = ['approvals', 'pending-count'];

/** Four eyes' calls (issue 35): the controls, and a request's decision, as typed data-provider methods. */
export interface ApprovalActions {
  controls(): Promise<ControlsRecord>;
  saveControls(input: UpdateControlsInput): Promise<ControlsRecord>;
  /** How many requests wait for the caller (their own excluded): the menu's count. */
  pendingApprovals(): Promise<{ pending: number }>;
  approveRequest(id: number, reason?: string): Promise<ApprovalRequestDetail>;
  rejectRequest(id: number, reason: string): Promise<ApprovalRequestDetail>;
  withdrawRequest(id: number): Promise<ApprovalRequestDetail>;
  /** What the approval produced for its maker alone (a new API key's value), once. */
  takeApprovalResult(id: number): Promise<{ value: string }>;
  /** The audit report as CSV, for the filters shown (issue 35). */
  auditExport(filter: Record<string, unknown>, language: 'fr' | 'en'): Promise<Blob>;
  /** The trail's seals checked. */
  verifyAuditChain(): Promise<ChainVerification>;
}

export function createApprovalActions(http: HttpClient): ApprovalActions {
  const path = (id: number) => `/api/approvals/${encodeURIComponent(String(id))}`;
  const post = async (url: string, body: unknown = {}) =>
    (await http(url, { method: 'POST', body: JSON.stringify(body) })).json;
  return {
    controls: async () => (await http('/api/controls')).json,
    saveControls: async (input) => (await http('/api/controls', { method: 'PUT', body: JSON.stringify(input) })).json,
    pendingApprovals: async () => (await http('/api/approvals/pending-count')).json,
    approveRequest: (id, reason) => post(`${path(id)}/approve`, reason ? { reason } : {}),
    rejectRequest: (id, reason) => post(`${path(id)}/reject`, { reason }),
    withdrawRequest: (id) => post(`${path(id)}/withdraw`),
    takeApprovalResult: (id) => post(`${path(id)}/result`),
    auditExport: async (filter, language) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), language });
      return (await http(`/api/audit/export?${query}`, { responseType: 'blob' })).blob ?? new Blob([]);
    },
    verifyAuditChain: () => post('/api/audit/verify'),
  };
}
