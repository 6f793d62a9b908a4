import {
  defaultSecurityPolicy,
  securityPolicyValue,
  type SecurityPolicy,
  type SecurityPolicyRecord,
  type UpdateSecurityPolicyInput,
} from '../../../domain/secondFactor';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../audit/audit';
import { readSection, writeSection } from '../configuration/configurationSections';

const SECTION = 'securityPolicy';

/** The stored policy, or the default until an administrator saves one (administrators outside a demo). */
export async function readSecurityPolicy(ctx: Pick<AppContext, 'config'>, db: Db | Tx): Promise<SecurityPolicyRecord> {
  const { value, version } = await readSection(db, SECTION);
  const parsed = securityPolicyValue.safeParse(value);
  const policy: SecurityPolicy = parsed.success ? parsed.data : defaultSecurityPolicy(ctx.config.seedDemo);
  return { ...policy, version };
}

/** The roles that must have a second factor, saved at the version read (409 when stale), audited. */
export async function updateSecurityPolicy(
  ctx: AppContext,
  actor: { id: number },
  input: UpdateSecurityPolicyInput,
): Promise<SecurityPolicyRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const { version: readVersion, ...value } = input;
    const before = await readSecurityPolicy(ctx, tx);
    const { version } = await writeSection(tx, SECTION, readVersion, value, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'securityPolicy.updated',
      entity: 'configuration',
      entityId: SECTION,
      before,
      after: { ...value, version },
    });
    return { ...value, version };
  });
}
