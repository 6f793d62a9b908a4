import type { ContractChannel, ContractEnvelopeView, ContractReadiness } from '../domain/contracts';
import { fileNameFromDisposition } from './customerActions';
import type { HttpClient } from './httpClient';

/** Spec §2's send contract (email, fax, e-signature) and the contracts a loan was sent, as typed data-provider methods. */
export interface ContractActions {
  /** Where each channel would send the contract, and what is missing first (spec §5). */
  contractReadiness(loanId: number): Promise<ContractReadiness>;
  /** Sends the contract; a missing requirement or a provider's refusal is a 420. */
  sendContract(loanId: number, channel: ContractChannel): Promise<ContractEnvelopeView>;
  /** The contracts sent for the loan, newest first. */
  loanContracts(loanId: number): Promise<ContractEnvelopeView[]>;
  /** One contract's PDF as it was sent. */
  contractPdf(loanId: number, envelopeId: string): Promise<{ blob: Blob; fileName: string }>;
}

export function createContractActions(http: HttpClient): ContractActions {
  const contractsPath = (loanId: number) => `/api/loans/${encodeURIComponent(String(loanId))}/contracts`;
  return {
    contractReadiness: async (loanId) => (await http(`${contractsPath(loanId)}/readiness`)).json,
    sendContract: async (loanId, channel) =>
      (await http(contractsPath(loanId), { method: 'POST', body: JSON.stringify({ channel }) })).json,
    loanContracts: async (loanId) => (await http(contractsPath(loanId))).json,
    contractPdf: async (loanId, envelopeId) => {
      const answer = await http(`${contractsPath(loanId)}/${encodeURIComponent(envelopeId)}/pdf`, {
        responseType: 'blob',
        headers: { Accept: 'application/pdf' },
      });
      return {
        blob: answer.blob ?? new Blob([]),
        fileName: fileNameFromDisposition(answer.headers.get('Content-Disposition'), `contract-${loanId}.pdf`),
      };
    },
  };
}
