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
export const companyLogo = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type CompanyLogo = z.infer<typeof companyLogo>;

/** GET /api/configuration/general (and what a save answers). `version` 0: nothing saved yet, these are the defaults. */
export const generalSettingsRecord = z.object({
  adminEmail: z.string(),
  companyName: z.string(),
  version: z.number().int(),
  logo: companyLogo.nullable(),
});
export type GeneralSettingsRecord = z.infer<typeof generalSettingsRecord>;

/** GET /api/branding: what any page (the login page too) shows of the company, without signing in. */
export const publicBranding = z.object({
  companyName: z.string(),
  /** Changes with the logo itself, so a browser never shows an old one from its cache. */
  logoUrl: z.string().nullable(),
});
export type PublicBranding = z.infer<typeof publicBranding>;

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
