import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { configurationSections } from '../../db/schema';
import { staleVersion } from '../../http/errors';

/** The single-row sections of the configuration screen this module keeps. */
export type SectionName =
  | 'portal'
  | 'general'
  | 'messageFrame'
  | 'accountingPolicy'
  | 'securityPolicy'
  | 'controls'
  | 'retention'
  | 'retentionRun';

type Reader = Pick<Db | Tx, 'select'>;

/** A section's stored value and version; version 0 and no value when nothing was saved yet (first start). */
export async function readSection(
  db: Reader,
  section: SectionName,
  lock?: 'for update',
): Promise<{ value: unknown; version: number }> {
  const query = db
    .select({ value: configurationSections.value, version: configurationSections.version })
    .from(configurationSections)
    .where(eq(configurationSections.section, section));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? { value: undefined, version: 0 };
}

/**
 * Writes a section at the version the administrator read: the row locked first, so two saves
 * from the same version cannot both win (the second gets 409). A first save (version 0) inserts
 * the row; a concurrent first save finds it there and is stale too. Answers the new version and
 * the value it replaced (read under the lock, for the audit).
 */
export async function writeSection(
  tx: Tx,
  section: SectionName,
  readVersion: number,
  value: Record<string, unknown>,
  actorId: number,
): Promise<{ version: number; previous: unknown }> {
  const current = await readSection(tx, section, 'for update');
  if (current.version !== readVersion) throw staleVersion();
  if (readVersion === 0) {
    const [inserted] = await tx
      .insert(configurationSections)
      .values({ section, value, version: 1, updatedBy: actorId })
      .onConflictDoNothing()
      .returning({ version: configurationSections.version });
    if (!inserted) throw staleVersion();
    return { version: inserted.version, previous: current.value };
  }
  const [updated] = await tx
    .update(configurationSections)
    .set({ value, version: sql`${configurationSections.version} + 1`, updatedBy: actorId, updatedAt: new Date() })
    .where(eq(configurationSections.section, section))
    .returning({ version: configurationSections.version });
  return { version: updated.version, previous: current.value };
}
