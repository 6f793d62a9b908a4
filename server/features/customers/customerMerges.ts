import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  customerComments,
  customerDocuments,
  customerMerges,
  customerReferences,
  customers,
  requests,
  type MovedRecords,
} from '../../db/schema';
import { invalidInput, notFound, refuse, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import { lockCustomers, toCustomerRecord, type CustomerRow } from './customerRecords';
import { refuseIfLockedByOther, releaseLocksOf } from './mergeLocks';
import type { UserRow } from '../users/userQueries';
import { publishChanged } from '../notifications/liveBus';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The records that follow a profile when it merges: its requests, references, comments, documents. */
const MOVABLE = {
  requests,
  references: customerReferences,
  comments: customerComments,
  documents: customerDocuments,
} as const;

async function moveRecords(tx: Tx, from: number, to: number, only?: MovedRecords): Promise<MovedRecords> {
  const moved = { requests: [], references: [], comments: [], documents: [] } as MovedRecords;
  for (const [kind, table] of Object.entries(MOVABLE) as [keyof MovedRecords, (typeof MOVABLE)[keyof MovedRecords]][]) {
    if (only && only[kind].length === 0) continue;
    const where = only ? and(eq(table.customerId, from), inArray(table.id, only[kind])) : eq(table.customerId, from);
    const rows = await tx.update(table).set({ customerId: to }).where(where).returning({ id: table.id });
    moved[kind] = rows.map((row) => row.id);
  }
  return moved;
}

/** Both profiles, locked, after the checks a merge and an unmerge share. */
async function holdPair(
  tx: Tx,
  actor: UserRow,
  primaryId: number,
  duplicateId: number,
  version: number,
): Promise<{ primary: CustomerRow; duplicate: CustomerRow }> {
  if (primaryId === duplicateId) throw invalidInput({ duplicateId: 'validation.invalid' });
  const rows = await lockCustomers(tx, [primaryId, duplicateId]);
  const primary = rows.get(primaryId);
  const duplicate = rows.get(duplicateId);
  if (!primary || !duplicate) throw notFound();
  if (primary.version !== version) throw staleVersion();
  await refuseIfLockedByOther(tx, [primaryId, duplicateId], actor.id);
  return { primary, duplicate };
}

async function bumpVersions(tx: Tx, ids: number[], changes: Partial<typeof customers.$inferInsert> = {}) {
  const bumped = await tx
    .update(customers)
    .set({ ...changes, version: sql`${customers.version} + 1`, updatedAt: new Date() })
    .where(inArray(customers.id, ids))
    .returning({ id: customers.id, version: customers.version });
  for (const row of bumped) await publishChanged(tx, 'customers', row.id, row.version);
}

async function recordsOf(tx: Tx, ids: number[]) {
  const rows = await lockCustomers(tx, ids);
  return ids.map((id) => toCustomerRecord(rows.get(id) as CustomerRow));
}

/**
 * Folds the duplicate profile into `primaryId`: the duplicate's requests, references, comments and
 * documents move over, the duplicate becomes MERGED (kept, and found by getMany), and what moved is
 * written down so that an unmerge can move exactly that back. The kept profile's own fields do not
 * change. Refused while another agent holds either profile (420 MERGE_LOCKED).
 */
export async function mergeCustomers(
  ctx: AppContext,
  actor: UserRow,
  primaryId: number,
  input: { duplicateId: number; version: number },
) {
  return ctx.database.db.transaction(async (tx) => {
    const { primary, duplicate } = await holdPair(tx, actor, primaryId, input.duplicateId, input.version);
    if (primary.status === 'MERGED') throw refuse('CUSTOMER_MERGED', { mergedIntoId: primary.mergedIntoId });
    if (duplicate.status === 'MERGED')
      throw refuse('CUSTOMER_ALREADY_MERGED', { mergedIntoId: duplicate.mergedIntoId });
    const moved = await moveRecords(tx, duplicate.id, primary.id);
    await bumpVersions(tx, [duplicate.id], { status: 'MERGED', mergedIntoId: primary.id });
    await bumpVersions(tx, [primary.id]);
    const [merge] = await tx
      .insert(customerMerges)
      .values({
        primaryId: primary.id,
        duplicateId: duplicate.id,
        duplicateStatusBefore: duplicate.status,
        moved,
        mergedBy: actor.id,
      })
      .returning();
    await releaseLocksOf(tx, [primary.id, duplicate.id], actor.id);
    const [primaryAfter, duplicateAfter] = await recordsOf(tx, [primary.id, duplicate.id]);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.merged',
      entity: 'customer',
      entityId: primary.id,
      before: toCustomerRecord(primary),
      after: { ...primaryAfter, mergedFrom: duplicate.id, moved },
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.merged-into',
      entity: 'customer',
      entityId: duplicate.id,
      before: toCustomerRecord(duplicate),
      after: duplicateAfter,
    });
    return { customer: primaryAfter, duplicate: duplicateAfter, merge: toMergeRecord(merge) };
  });
}

/**
 * Undoes the latest merge of `duplicateId` into `primaryId`: the duplicate gets its status back and
 * the records that came with it return (those created on the kept profile since stay there).
 */
export async function unmergeCustomers(
  ctx: AppContext,
  actor: UserRow,
  primaryId: number,
  input: { duplicateId: number; version: number },
) {
  return ctx.database.db.transaction(async (tx) => {
    const { primary, duplicate } = await holdPair(tx, actor, primaryId, input.duplicateId, input.version);
    const [merge] = await tx
      .select()
      .from(customerMerges)
      .where(
        and(
          eq(customerMerges.primaryId, primary.id),
          eq(customerMerges.duplicateId, duplicate.id),
          isNull(customerMerges.unmergedAt),
        ),
      )
      .orderBy(desc(customerMerges.id))
      .limit(1)
      .for('update');
    if (!merge || duplicate.mergedIntoId !== primary.id) throw refuse('CUSTOMER_NOT_MERGED');
    const movedBack = await moveRecords(tx, primary.id, duplicate.id, merge.moved);
    await bumpVersions(tx, [duplicate.id], { status: merge.duplicateStatusBefore, mergedIntoId: null });
    await bumpVersions(tx, [primary.id]);
    const [unmerged] = await tx
      .update(customerMerges)
      .set({ unmergedAt: new Date(), unmergedBy: actor.id })
      .where(eq(customerMerges.id, merge.id))
      .returning();
    await releaseLocksOf(tx, [primary.id, duplicate.id], actor.id);
    const [primaryAfter, duplicateAfter] = await recordsOf(tx, [primary.id, duplicate.id]);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.unmerged',
      entity: 'customer',
      entityId: primary.id,
      before: toCustomerRecord(primary),
      after: { ...primaryAfter, unmergedFrom: duplicate.id, movedBack },
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.unmerged-from',
      entity: 'customer',
      entityId: duplicate.id,
      before: toCustomerRecord(duplicate),
      after: duplicateAfter,
    });
    return { customer: primaryAfter, duplicate: duplicateAfter, merge: toMergeRecord(unmerged) };
  });
}

const toMergeRecord = (row: typeof customerMerges.$inferSelect) => ({
  id: row.id,
  primaryId: row.primaryId,
  duplicateId: row.duplicateId,
  moved: row.moved,
  mergedBy: row.mergedBy,
  mergedAt: row.mergedAt.toISOString(),
  unmergedBy: row.unmergedBy,
  unmergedAt: row.unmergedAt?.toISOString() ?? null,
});

/** The merges a customer took part in (kept or folded), newest first: what the merge tab lists. */
export async function listMerges(ctx: AppContext, customerId: number) {
  const rows = await ctx.database.db
    .select()
    .from(customerMerges)
    .where(or(eq(customerMerges.primaryId, customerId), eq(customerMerges.duplicateId, customerId)))
    .orderBy(desc(customerMerges.mergedAt), desc(customerMerges.id));
  return rows.map(toMergeRecord);
}
