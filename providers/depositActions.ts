import type { SendDepositInput } from '../domain/deposits';
import { fileNameFromDisposition } from './customerActions';
import type { DepositRecord, MoneyRunRecord } from './depositWire';
import type { HttpClient } from './httpClient';

/**
 * Spec §2's deposit dialogs as typed data-provider methods: each posts to its sub-path and answers
 * the deposit as it now stands, with its new version.
 */
export interface DepositActionMethods {
  getDeposit(depositId: number): Promise<DepositRecord>;
  sendDeposit(depositId: number, input: SendDepositInput): Promise<DepositRecord>;
  retryDeposit(depositId: number, input: SendDepositInput): Promise<DepositRecord>;
  cancelDeposit(depositId: number, version: number): Promise<DepositRecord>;
  /** "Send now": queued EFTs go in their files without waiting for the cut-off; the providers' news comes in. */
  runMoneyBatches(): Promise<MoneyRunRecord>;
  /** A CPA-005 file, as submitted. */
  eftFile(fileId: number): Promise<{ blob: Blob; fileName: string }>;
}

export function createDepositActions(http: HttpClient): DepositActionMethods {
  const depositPath = (depositId: number) => `/api/deposits/${encodeURIComponent(String(depositId))}`;
  const post = async (url: string, body: unknown) =>
    (await http(url, { method: 'POST', body: JSON.stringify(body) })).json;
  return {
    getDeposit: async (depositId) => (await http(depositPath(depositId))).json,
    sendDeposit: (depositId, input) => post(`${depositPath(depositId)}/send`, input),
    retryDeposit: (depositId, input) => post(`${depositPath(depositId)}/retry`, input),
    cancelDeposit: (depositId, version) => post(`${depositPath(depositId)}/cancel`, { version }),
    runMoneyBatches: () => post('/api/deposits/batches/run', {}),
    eftFile: async (fileId) => {
      const answer = await http(`/api/deposits/eft-files/${encodeURIComponent(String(fileId))}`, {
        responseType: 'blob',
        headers: { Accept: 'text/plain' },
      });
      return {
        blob: answer.blob ?? new Blob([]),
        fileName: fileNameFromDisposition(answer.headers.get('Content-Disposition'), `cpa005-${fileId}.txt`),
      };
    },
  };
}
