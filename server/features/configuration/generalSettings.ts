import {
  generalSettingsOf,
  type GeneralSettingsRecord,
  type PublicBranding,
  type UpdateGeneralSettingsInput,
} from '../../../domain/generalSettings';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../audit/audit';
import type { UserRow } from '../users/userQueries';
import { describeLogo, readLogoRow } from './companyLogo';
import { readSection, writeSection } from './configurationSections';

type Reader = Pick<Db | Tx, 'select'>;

/** Spec §3's general settings with the logo's description; the defaults until an administrator saves them. */
export async function readGeneralSettings(db: Reader): Promise<GeneralSettingsRecord> {
  const [{ value, version }, logo] = await Promise.all([readSection(db, 'general'), readLogoRow(db)]);
  return { ...generalSettingsOf(value), version, logo: describeLogo(logo) };
}

export const getGeneralSettings = (ctx: AppContext) => readGeneralSettings(ctx.database.db);

/** Saves the admin email and company name at the version read (409 when stale), audited. */
export async function updateGeneralSettings(
  ctx: AppContext,
  actor: UserRow,
  input: UpdateGeneralSettingsInput,
): Promise<GeneralSettingsRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const { version: readVersion, ...value } = input;
    const { version, previous } = await writeSection(tx, 'general', readVersion, value, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'generalSettings.updated',
      entity: 'configuration',
      entityId: 'general',
      before: { ...generalSettingsOf(previous), version: readVersion },
      after: { ...value, version },
    });
    return { ...value, version, logo: describeLogo(await readLogoRow(tx)) };
  });
}

/** What the app bar and the login page show of the company: its name, and its logo's URL when there is one. */
export async function getPublicBranding(ctx: AppContext): Promise<PublicBranding> {
  const { companyName, logo } = await readGeneralSettings(ctx.database.db);
  return { companyName, logoUrl: logo?.url ?? null };
}
