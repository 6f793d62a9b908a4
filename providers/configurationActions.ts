import type { AddLoanFeeInput, LoanConfigurationRecord, UpdateLoanConfigurationInput } from '../domain/loanConfigurationRules';
import type { HttpClient } from './httpClient';

/** The configuration screen's calls (spec §2), as typed data-provider methods (ARCHITECTURE.md). */
export interface ConfigurationActions {
  loanConfiguration(): Promise<LoanConfigurationRecord>;
  /** Saved at the version read: a stale version is a 409. */
  updateLoanConfiguration(input: UpdateLoanConfigurationInput): Promise<LoanConfigurationRecord>;
  /** A fee value from a future date; answers the configuration with its fee history. */
  addLoanFee(input: AddLoanFeeInput): Promise<LoanConfigurationRecord>;
}

export function createConfigurationActions(http: HttpClient): ConfigurationActions {
  const send = async (url: string, body: unknown, method: string) => (await http(url, { method, body: JSON.stringify(body) })).json;
  return {
    loanConfiguration: async () => (await http('/api/configuration/loan')).json,
    updateLoanConfiguration: (input) => send('/api/configuration/loan', input, 'PUT'),
    addLoanFee: (input) => send('/api/configuration/loan/fees', input, 'POST'),
  };
}
