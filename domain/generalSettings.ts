import { z } from 'zod';
import { requiredText, version } from './fieldSchemas';
import { emailSchema } from './identity';

export const MAX_COMPANY_NAME_LENGTH = 100;
/** What the app, its PDFs and its emails call the lender until an administrator names it. */
export const DEFAULT_COMPANY_NAME = 'Guichet';

export const generalSettingsFields = {
  adminEmail: emailSchema,
  companyName: requiredText(MAX_COMPANY_NAME_LENGTH),
};

/** The stored value of configuration_sections 'general' (spec §3: admin email, company name). */
export const generalSettingsValue = z.strictObject(generalSettingsFields);
export type GeneralSettings = z.output<typeof generalSettingsValue>;

/** PUT /api/configuration/general, at the version read (409 when stale). */
export const updateGeneralSettingsBody = z.strictObject({ version, ...generalSettingsFields });
export type UpdateGeneralSettingsInput = z.output<typeof updateGeneralSettingsBody>;

/** Nothing saved yet: the company name the app ships with, and no administrator address. */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = { adminEmail: '', companyName: DEFAULT_COMPANY_NAME };

/** The company logo as the settings screen describes it; its bytes are served at `url`. */
export interface CompanyLogo {
  url: string;
  width: number;
  height: number;
  sizeBytes: number;
  updatedAt: string;
}

/** GET /api/configuration/general. `version` 0: nothing saved yet, these are the defaults. */
export interface GeneralSettingsRecord extends GeneralSettings {
  version: number;
  logo: CompanyLogo | null;
}

/** GET /api/branding: what any page (the login page too) shows of the company, without signing in. */
export interface PublicBranding {
  companyName: string;
  /** Changes with the logo itself, so a browser never shows an old one from its cache. */
  logoUrl: string | null;
}

/** A stored value read back: each field as saved when it is still valid, its default otherwise. */
export function generalSettingsOf(stored: unknown): GeneralSettings {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const adminEmail = generalSettingsFields.adminEmail.safeParse(value.adminEmail);
  const companyName = generalSettingsFields.companyName.safeParse(value.companyName);
  return {
    adminEmail: adminEmail.success ? adminEmail.data : DEFAULT_GENERAL_SETTINGS.adminEmail,
    companyName: companyName.success ? companyName.data : DEFAULT_GENERAL_SETTINGS.companyName,
  };
}
