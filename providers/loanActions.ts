import type {
  BalanceIncreaseInput,
  CreateLoanInput,
  DeferPaymentInput,
  ManualPaymentInput,
  NsfInput,
  PaymentProviderInput,
  RebateInput,
  RecoveryInput,
  RestartLoanInput,
  ReversalInput,
  StopLoanInput,
  StoppedLoanPaymentInput,
  UpdateLoanInput,
  VersionInput,
  ReverseWriteOffInput,
  WriteOffInput,
} from '../domain/loanActions';
import type { LoanPreview, LoanPreviewInput } from '../domain/loanPreview';
import { fileNameFromDisposition } from './customerActions';
import type { HttpClient } from './httpClient';
import type { LoanAgent, LoanOffer, LoanRecord, PendingLoanRequest } from './loanWire';

/**
 * Spec §2's loan dialogs as typed data-provider methods (ARCHITECTURE.md): each posts to its
 * sub-path and answers the loan as it now stands, with its new version.
 */
export interface LoanActionMethods {
  getLoan(loanId: number): Promise<LoanRecord>;
  loanOffer(customerId?: number): Promise<LoanOffer>;
  pendingLoanRequests(customerId: number): Promise<PendingLoanRequest[]>;
  /** Who made loans: the loans list's agent choices. */
  loanAgents(): Promise<LoanAgent[]>;
  previewLoan(input: LoanPreviewInput): Promise<LoanPreview>;
  createLoan(input: CreateLoanInput): Promise<LoanRecord>;
  updateLoan(loanId: number, input: UpdateLoanInput): Promise<LoanRecord>;
  deleteLoan(loanId: number, version: number): Promise<LoanRecord>;
  startLoan(loanId: number, input: VersionInput): Promise<LoanRecord>;
  stopLoan(loanId: number, input: StopLoanInput): Promise<LoanRecord>;
  restartLoan(loanId: number, input: RestartLoanInput): Promise<LoanRecord>;
  addManualPayment(loanId: number, input: ManualPaymentInput): Promise<LoanRecord>;
  addStoppedLoanPayment(loanId: number, input: StoppedLoanPaymentInput): Promise<LoanRecord>;
  increaseBalance(loanId: number, input: BalanceIncreaseInput): Promise<LoanRecord>;
  addRebate(loanId: number, input: RebateInput): Promise<LoanRecord>;
  writeOffLoan(loanId: number, input: WriteOffInput): Promise<LoanRecord>;
  addRecovery(loanId: number, input: RecoveryInput): Promise<LoanRecord>;
  reverseWriteOff(loanId: number, input: ReverseWriteOffInput): Promise<LoanRecord>;
  deferPayment(loanId: number, input: DeferPaymentInput): Promise<LoanRecord>;
  addNsf(loanId: number, input: NsfInput): Promise<LoanRecord>;
  reverseLoanEntry(loanId: number, input: ReversalInput): Promise<LoanRecord>;
  changePaymentProvider(loanId: number, input: PaymentProviderInput): Promise<LoanRecord>;
  /** The PDF account statement (spec §2), in the customer's language. */
  loanStatement(loanId: number, kind: 'BALANCE' | 'DETAILS'): Promise<{ blob: Blob; fileName: string }>;
}

export function createLoanActions(http: HttpClient): LoanActionMethods {
  const loanPath = (loanId: number) => `/api/loans/${encodeURIComponent(String(loanId))}`;
  const send = async (url: string, body: unknown, method = 'POST') =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  return {
    getLoan: async (loanId) => (await http(loanPath(loanId))).json,
    loanOffer: async (customerId) =>
      (await http(`/api/loans/offer${customerId ? `?customerId=${customerId}` : ''}`)).json,
    pendingLoanRequests: async (customerId) =>
      (await http(`/api/loans/pending-requests?customerId=${customerId}`)).json,
    loanAgents: async () => (await http('/api/loans/agents')).json,
    previewLoan: (input) => send('/api/loans/preview', input),
    createLoan: (input) => send('/api/loans', input),
    updateLoan: (loanId, input) => send(loanPath(loanId), input, 'PUT'),
    deleteLoan: async (loanId, version) =>
      (await http(`${loanPath(loanId)}?version=${version}`, { method: 'DELETE' })).json,
    startLoan: (loanId, input) => send(`${loanPath(loanId)}/start`, input),
    stopLoan: (loanId, input) => send(`${loanPath(loanId)}/stop`, input),
    restartLoan: (loanId, input) => send(`${loanPath(loanId)}/restart`, input),
    addManualPayment: (loanId, input) => send(`${loanPath(loanId)}/manual-payments`, input),
    addStoppedLoanPayment: (loanId, input) => send(`${loanPath(loanId)}/stopped-loan-payments`, input),
    increaseBalance: (loanId, input) => send(`${loanPath(loanId)}/balance-increases`, input),
    addRebate: (loanId, input) => send(`${loanPath(loanId)}/rebates`, input),
    writeOffLoan: (loanId, input) => send(`${loanPath(loanId)}/write-off`, input),
    addRecovery: (loanId, input) => send(`${loanPath(loanId)}/recoveries`, input),
    reverseWriteOff: (loanId, input) => send(`${loanPath(loanId)}/write-off-reversal`, input),
    deferPayment: (loanId, input) => send(`${loanPath(loanId)}/deferrals`, input),
    addNsf: (loanId, input) => send(`${loanPath(loanId)}/nsf`, input),
    reverseLoanEntry: (loanId, input) => send(`${loanPath(loanId)}/reversals`, input),
    changePaymentProvider: (loanId, input) => send(`${loanPath(loanId)}/payment-provider`, input, 'PUT'),
    loanStatement: async (loanId, kind) => {
      const answer = await http(`${loanPath(loanId)}/statement?kind=${kind}`, {
        responseType: 'blob',
        headers: { Accept: 'application/pdf' },
      });
      return {
        blob: answer.blob ?? new Blob([]),
        fileName: fileNameFromDisposition(answer.headers.get('Content-Disposition'), `statement-${loanId}.pdf`),
      };
    },
  };
}
