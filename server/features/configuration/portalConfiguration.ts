import type { DeferralRules } from '../../../domain/deferralRules';
import {
  portalConfigurationOf,
  type PortalConfigurationRecord,
  type UpdatePortalConfigurationInput,
} from '../../../domain/portalConfiguration';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../audit/audit';
import type { UserRow } from '../users/userQueries';
import { readSection, writeSection } from './configurationSections';

type Reader = Pick<Db | Tx, 'select'>;

/** Spec §3's portal configuration, the defaults until an administrator saves it. */
export async function readPortalConfiguration(db: Reader): Promise<PortalConfigurationRecord> {
  const { value, version } = await readSection(db, 'portal');
  return { ...portalConfigurationOf(value), version };
}

export const getPortalConfiguration = (ctx: AppContext) => readPortalConfiguration(ctx.database.db);

/** The deferral rules the loan engine applies (spec §9), read inside the deferral's own transaction. */
export async function readDeferralRules(db: Reader): Promise<DeferralRules> {
  const { deferralsPermitted, firstPaymentDeferrable, maxDeferralsPerLoan, maxConsecutiveDeferrals } =
    await readPortalConfiguration(db);
  return { deferralsPermitted, firstPaymentDeferrable, maxDeferralsPerLoan, maxConsecutiveDeferrals };
}

/** Saves the whole portal configuration at the version read (409 when stale), audited. */
export async function updatePortalConfiguration(
  ctx: AppContext,
  actor: UserRow,
  input: UpdatePortalConfigurationInput,
): Promise<PortalConfigurationRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const { version: readVersion, ...value } = input;
    const { version, previous } = await writeSection(tx, 'portal', readVersion, value, actor.id);
    const after = { ...value, version };
    const before = { ...portalConfigurationOf(previous), version: readVersion };
    await audit(tx, {
      actorId: actor.id,
      action: 'portalConfiguration.updated',
      entity: 'configuration',
      entityId: 'portal',
      before,
      after,
    });
    return after;
  });
}
