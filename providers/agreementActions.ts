import type { z } from 'zod';
import type {
  AgreementRecord,
  ChangeAgreementInput,
  ConfirmDepositInput,
  CreateAgreementInput,
  agreementOffer,
} from '../domain/agreementRecords';
import type { HttpClient } from './httpClient';

export type AgreementOffer = z.infer<typeof agreementOffer>;

/** The payment agreements' calls as typed data-provider methods; each answers the agreement as it now stands. */
export interface AgreementActions {
  agreementOffer(fileId: number): Promise<AgreementOffer>;
  createAgreement(fileId: number, input: CreateAgreementInput): Promise<AgreementRecord>;
  confirmAgreementDeposit(agreementId: number, paymentId: number, input: ConfirmDepositInput): Promise<AgreementRecord>;
  changeAgreement(agreementId: number, input: ChangeAgreementInput): Promise<AgreementRecord>;
}

export function createAgreementActions(http: HttpClient): AgreementActions {
  const id = (value: number) => encodeURIComponent(String(value));
  const post = async (url: string, body: unknown) =>
    (await http(url, { method: 'POST', body: JSON.stringify(body) })).json;
  return {
    agreementOffer: async (fileId) => (await http(`/api/collection-files/${id(fileId)}/agreement-offer`)).json,
    createAgreement: (fileId, input) => post(`/api/collection-files/${id(fileId)}/agreement`, input),
    changeAgreement: async (agreementId, input) =>
      (await http(`/api/agreements/${id(agreementId)}`, { method: 'PUT', body: JSON.stringify(input) })).json,
    confirmAgreementDeposit: (agreementId, paymentId, input) =>
      post(`/api/agreements/${id(agreementId)}/payments/${id(paymentId)}/deposit`, input),
  };
}
