import {
  controlsValue,
  defaultControls,
  type Controls,
  type ControlsRecord,
  type UpdateControlsInput,
} from '../../../domain/controls';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { audit } from '../audit/audit';
import { readSection, writeSection } from '../configuration/configurationSections';

const SECTION = 'controls';

/** Configuration → Controls as saved, or the default (all off; a demo waits on large rebates). */
export async function readControls(ctx: Pick<AppContext, 'config'>, db: Db | Tx): Promise<ControlsRecord> {
  const { value, version } = await readSection(db, SECTION);
  const parsed = controlsValue.safeParse(value);
  const controls: Controls = parsed.success ? parsed.data : defaultControls(ctx.config.seedDemo);
  return { ...controls, version };
}

/** Which actions wait for a second person, saved at the version read (409 when stale), audited. */
export async function updateControls(
  ctx: AppContext,
  actor: { id: number },
  input: UpdateControlsInput,
): Promise<ControlsRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const { version: readVersion, ...value } = input;
    const before = await readControls(ctx, tx);
    const { version } = await writeSection(tx, SECTION, readVersion, value, actor.id);
    await audit(tx, {
      actorId: actor.id,
      action: 'controls.updated',
      entity: 'configuration',
      entityId: SECTION,
      before,
      after: { ...value, version },
    });
    return { ...value, version };
  });
}
