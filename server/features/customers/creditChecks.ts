import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { creditCheckTrackers } from '../../db/schema';
import { notFound, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import { findCustomer } from './customerRecords';
import { holdCustomerForChange } from './mergeLocks';
import type { UserRow } from '../users/userQueries';

type TrackerRow = typeof creditCheckTrackers.$inferSelect;

/** Spec §3's credit-check tracker; a customer without one reads as disabled, version 0. */
const toTrackerRecord = (customerId: number, row: TrackerRow | undefined) => ({
  customerId,
  enabled: row?.enabled ?? false,
  createdAt: row?.createdAt.toISOString() ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
  version: row?.version ?? 0,
});

export async function getCreditCheck(ctx: AppContext, customerId: number) {
  const { db } = ctx.database;
  if (!(await findCustomer(db, customerId))) throw notFound();
  const [row] = await db.select().from(creditCheckTrackers).where(eq(creditCheckTrackers.customerId, customerId));
  return toTrackerRecord(customerId, row);
}

/** Turns the tracker on or off (creating it the first time), with the version the agent saw. */
export async function setCreditCheck(
  ctx: AppContext,
  actor: UserRow,
  customerId: number,
  input: { enabled: boolean; version: number },
) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const [before] = await tx
      .select()
      .from(creditCheckTrackers)
      .where(eq(creditCheckTrackers.customerId, customerId))
      .for('update');
    if ((before?.version ?? 0) !== input.version) throw staleVersion();
    const [after] = before
      ? await tx
          .update(creditCheckTrackers)
          .set({ enabled: input.enabled, version: before.version + 1, updatedAt: new Date(), updatedBy: actor.id })
          .where(eq(creditCheckTrackers.customerId, customerId))
          .returning()
      : // Agents turning the tracker on at the same moment all read "no tracker": one insert wins, the others are stale.
        await tx
          .insert(creditCheckTrackers)
          .values({ customerId, enabled: input.enabled, updatedBy: actor.id })
          .onConflictDoNothing()
          .returning();
    if (!after) throw staleVersion();
    const record = toTrackerRecord(customerId, after);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.credit-check-changed',
      entity: 'customer',
      entityId: customerId,
      before: before ? toTrackerRecord(customerId, before) : null,
      after: record,
    });
    return record;
  });
}
