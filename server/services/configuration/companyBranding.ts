import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { configurationFiles, configurationSections } from '../../db/schema';

export interface CompanyBranding {
  companyName: string;
  adminEmail: string;
  /** The company logo (PNG, at most 200 × 200) when one was uploaded. */
  logoPng?: Buffer;
}

export const DEFAULT_COMPANY_NAME = 'Guichet';

/**
 * Spec §3's general settings as everything that shows the company reads them: the app bar, PDFs
 * (statements, contracts) and emails.
 */
export async function readCompanyBranding(db: Pick<Db | Tx, 'select'>): Promise<CompanyBranding> {
  const [general] = await db.select({ value: configurationSections.value }).from(configurationSections).where(eq(configurationSections.section, 'general'));
  const [logo] = await db.select({ content: configurationFiles.content }).from(configurationFiles).where(eq(configurationFiles.name, 'logo'));
  const value = (general?.value ?? {}) as { companyName?: string; adminEmail?: string };
  return {
    companyName: value.companyName || DEFAULT_COMPANY_NAME,
    adminEmail: value.adminEmail ?? '',
    logoPng: logo?.content,
  };
}
