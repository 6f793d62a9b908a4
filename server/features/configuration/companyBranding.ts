import { DEFAULT_COMPANY_NAME, generalSettingsOf } from '../../../domain/generalSettings';
import type { Db, Tx } from '../../db/client';
import { readLogoRow } from './companyLogo';
import { readSection } from './configurationSections';

export { DEFAULT_COMPANY_NAME };

export interface CompanyBranding {
  companyName: string;
  adminEmail: string;
  /** The company logo (PNG, at most 200 × 200) when one was uploaded. */
  logoPng?: Buffer;
}

/**
 * Spec §3's general settings as everything that shows the company reads them: the app bar, PDFs
 * (statements, contracts) and emails.
 */
export async function readCompanyBranding(db: Pick<Db | Tx, 'select'>): Promise<CompanyBranding> {
  const [general, logo] = await Promise.all([readSection(db, 'general'), readLogoRow(db)]);
  const { companyName, adminEmail } = generalSettingsOf(general.value);
  return { companyName, adminEmail, logoPng: logo?.content };
}

/** The company name alone, for what does not show the logo (an SMS, a sign-in code): the logo's bytes stay unread. */
export async function readCompanyName(db: Pick<Db | Tx, 'select'>): Promise<string> {
  return generalSettingsOf((await readSection(db, 'general')).value).companyName;
}
