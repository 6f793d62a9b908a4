import type { GeneralSettingsRecord, PublicBranding, UpdateGeneralSettingsInput } from '../domain/generalSettings';
import type {
  AddLoanFeeInput,
  LoanConfigurationRecord,
  UpdateLoanConfigurationInput,
} from '../domain/loanConfigurationRules';
import type { PortalConfigurationRecord, UpdatePortalConfigurationInput } from '../domain/portalConfiguration';
import type { HttpClient } from './httpClient';

/** The configuration screen's calls (spec §2), as typed data-provider methods (ARCHITECTURE.md). */
export interface ConfigurationActions {
  loanConfiguration(): Promise<LoanConfigurationRecord>;
  /** Saved at the version read: a stale version is a 409. */
  updateLoanConfiguration(input: UpdateLoanConfigurationInput): Promise<LoanConfigurationRecord>;
  /** A fee value from a future date; answers the configuration with its fee history. */
  addLoanFee(input: AddLoanFeeInput): Promise<LoanConfigurationRecord>;
  /** Spec §3's portal configuration (version 0: the defaults, nothing saved yet). */
  portalConfiguration(): Promise<PortalConfigurationRecord>;
  /** Saved whole at the version read: a stale version is a 409. */
  updatePortalConfiguration(input: UpdatePortalConfigurationInput): Promise<PortalConfigurationRecord>;
  /** Spec §3's general settings, with the company logo's description. */
  generalSettings(): Promise<GeneralSettingsRecord>;
  updateGeneralSettings(input: UpdateGeneralSettingsInput): Promise<GeneralSettingsRecord>;
  /** Sends the logo as multipart; the server checks it by content (PNG, at most 200 × 200). */
  uploadCompanyLogo(file: File): Promise<GeneralSettingsRecord>;
  removeCompanyLogo(): Promise<GeneralSettingsRecord>;
  /** The company's name and logo URL, as any page shows them (no ability needed). */
  publicBranding(): Promise<PublicBranding>;
}

export function createConfigurationActions(http: HttpClient): ConfigurationActions {
  const send = async (url: string, body: unknown, method: string) =>
    (await http(url, { method, body: JSON.stringify(body) })).json;
  const get = async (url: string) => (await http(url)).json;
  return {
    loanConfiguration: () => get('/api/configuration/loan'),
    updateLoanConfiguration: (input) => send('/api/configuration/loan', input, 'PUT'),
    addLoanFee: (input) => send('/api/configuration/loan/fees', input, 'POST'),
    portalConfiguration: () => get('/api/configuration/portal'),
    updatePortalConfiguration: (input) => send('/api/configuration/portal', input, 'PUT'),
    generalSettings: () => get('/api/configuration/general'),
    updateGeneralSettings: (input) => send('/api/configuration/general', input, 'PUT'),
    async uploadCompanyLogo(file) {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await http('/api/configuration/general/logo', { method: 'POST', body: form })).json;
    },
    removeCompanyLogo: async () => (await http('/api/configuration/general/logo', { method: 'DELETE' })).json,
    publicBranding: () => get('/api/branding'),
  };
}
