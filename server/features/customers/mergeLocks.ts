import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { MERGE_LOCK_MINUTES } from '../../../domain/customers';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { customerMergeLocks, customers, users } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import type { UserRow } from '../users/userQueries';
import { customerColumns, findCustomer, type CustomerRow, type MergeLockInfo } from './customerRecords';

type Reader = Pick<Db, 'select'>;

/** Who holds a customer for a merge right now (an expired lock holds nothing). */
export const mergeLocksQuery = (db: Reader, customerIds: number[]) =>
  db
    .select({
      customerId: customerMergeLocks.customerId,
      userId: customerMergeLocks.userId,
      userName: users.displayName,
      email: users.email,
      until: customerMergeLocks.until,
    })
    .from(customerMergeLocks)
    .innerJoin(users, eq(users.id, customerMergeLocks.userId))
    .where(and(inArray(customerMergeLocks.customerId, customerIds), gt(customerMergeLocks.until, sql`now()`)));

export async function mergeLocksOf(db: Reader, customerIds: number[]): Promise<Map<number, MergeLockInfo>> {
  if (customerIds.length === 0) return new Map();
  const rows = await mergeLocksQuery(db, customerIds);
  return new Map(
    rows.map((row) => [
      row.customerId,
      { userId: row.userId, userName: row.userName || row.email, until: row.until.toISOString() },
    ]),
  );
}

/** Spec §8: "an agent is already working on it" — 420 MERGE_LOCKED naming who, and until when. */
/** `actorId` null: a borrower in the portal, who never holds a merge lock. */
export async function refuseIfLockedByOther(db: Reader, customerIds: number[], actorId: number | null): Promise<void> {
  for (const lock of (await mergeLocksOf(db, customerIds)).values()) {
    if (lock.userId !== actorId) throw refuse('MERGE_LOCKED', { by: lock.userName, until: lock.until });
  }
}

/**
 * Takes (or extends) the merge lock on a customer for MERGE_LOCK_MINUTES, in one statement: the
 * lock goes to the caller only when it is free, expired, or already theirs.
 */
export async function acquireMergeLock(ctx: AppContext, actor: UserRow, customerId: number): Promise<MergeLockInfo> {
  const { db } = ctx.database;
  if (!(await findCustomer(db, customerId))) throw notFound();
  const until = sql`now() + make_interval(mins => ${MERGE_LOCK_MINUTES})`;
  const [taken] = await db
    .insert(customerMergeLocks)
    .values({ customerId, userId: actor.id, until })
    .onConflictDoUpdate({
      target: customerMergeLocks.customerId,
      set: { userId: actor.id, until, acquiredAt: sql`now()` },
      setWhere: or(eq(customerMergeLocks.userId, actor.id), lt(customerMergeLocks.until, sql`now()`)),
    })
    .returning();
  if (!taken) await refuseIfLockedByOther(db, [customerId], actor.id);
  const lock = (await mergeLocksOf(db, [customerId])).get(customerId);
  if (!lock) throw refuse('MERGE_LOCKED', {});
  return lock;
}

/** Lets go of the caller's lock; someone else's live lock is theirs to release. */
export async function releaseMergeLock(
  ctx: AppContext,
  actor: UserRow,
  customerId: number,
): Promise<{ released: boolean }> {
  const { db } = ctx.database;
  await refuseIfLockedByOther(db, [customerId], actor.id);
  const released = await db.delete(customerMergeLocks).where(eq(customerMergeLocks.customerId, customerId)).returning();
  return { released: released.length > 0 };
}

/** After a merge or unmerge, the caller's locks on both profiles end. */
export async function releaseLocksOf(tx: Pick<Db, 'delete'>, customerIds: number[], actorId: number) {
  await tx
    .delete(customerMergeLocks)
    .where(and(inArray(customerMergeLocks.customerId, customerIds), eq(customerMergeLocks.userId, actorId)));
}

/**
 * Before changing what belongs to a customer (references, comments, documents, credit check):
 * the customer must exist and not be merged away, and no one else may be merging it. The row is
 * held FOR SHARE so that a merge running at the same moment waits for this change, then moves it.
 */
export async function holdCustomerForChange(
  tx: Pick<Db, 'select' | 'execute'>,
  customerId: number,
  actorId: number | null,
): Promise<CustomerRow> {
  const [row] = await tx
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .for('share');
  if (!row) throw notFound();
  if (row.status === 'MERGED') throw refuse('CUSTOMER_MERGED', { mergedIntoId: row.mergedIntoId });
  await refuseIfLockedByOther(tx, [customerId], actorId);
  return row;
}
