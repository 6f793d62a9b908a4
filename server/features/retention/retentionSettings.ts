import {
  DEFAULT_RETENTION_YEARS,
  retentionSettingsValue,
  type RetentionSettingsRecord,
} from '../../../domain/retention';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../audit/audit';
import { readSection, writeSection } from '../configuration/configurationSections';

const SECTION = 'retention';

/** How long a person's information is kept after their last file, as saved, or seven years. */
export async function readRetentionSettings(db: Db | Tx): Promise<RetentionSettingsRecord> {
  const { value, version } = await readSection(db, SECTION);
  const parsed = retentionSettingsValue.safeParse(value);
  return { ...(parsed.success ? parsed.data : { years: DEFAULT_RETENTION_YEARS }), version };
}

/** The retention period saved at the version read (409 when stale), audited. */
export async function updateRetentionSettings(
  ctx: AppContext,
  actor: { id: number },
  input: RetentionSettingsRecord,
): Promise<RetentionSettingsRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const { version: readVersion, ...value } = input;
    const before = await readRetentionSettings(tx);
    const { version } = await writeSection(tx, SECTION, readVersion, value, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'retention.updated',
      entity: 'configuration',
      entityId: SECTION,
      before,
      after: { ...value, version },
    });
    return { ...value, version };
  });
}
