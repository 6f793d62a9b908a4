import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { customerReferenceBody, updateCustomerReferenceBody } from '../../../domain/customers';
import type { AppContext } from '../../context';
import { customerReferences } from '../../db/schema';
import { notFound, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import { findCustomer } from './customerRecords';
import { holdCustomerForChange } from './mergeLocks';
import type { UserRow } from '../users/userQueries';

type ReferenceRow = typeof customerReferences.$inferSelect;

const toReferenceRecord = (row: ReferenceRow) => ({
  id: row.id,
  customerId: row.customerId,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  email: row.email,
  relationship: row.relationship,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listReferences(ctx: AppContext, customerId: number) {
  const { db } = ctx.database;
  if (!(await findCustomer(db, customerId))) throw notFound();
  const rows = await db
    .select()
    .from(customerReferences)
    .where(eq(customerReferences.customerId, customerId))
    .orderBy(asc(customerReferences.id));
  return rows.map(toReferenceRecord);
}

export async function addReference(
  ctx: AppContext,
  actor: UserRow,
  customerId: number,
  input: z.output<typeof customerReferenceBody>,
) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const [row] = await tx
      .insert(customerReferences)
      .values({ ...input, customerId })
      .returning();
    const record = toReferenceRecord(row);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.reference-added',
      entity: 'customer',
      entityId: customerId,
      after: record,
    });
    return record;
  });
}

export async function updateReference(
  ctx: AppContext,
  actor: UserRow,
  customerId: number,
  referenceId: number,
  input: z.output<typeof updateCustomerReferenceBody>,
) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const where = and(eq(customerReferences.id, referenceId), eq(customerReferences.customerId, customerId));
    const [before] = await tx.select().from(customerReferences).where(where).for('update');
    if (!before) throw notFound();
    const { version, ...changes } = input;
    if (before.version !== version) throw staleVersion();
    const [after] = await tx
      .update(customerReferences)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(where)
      .returning();
    const record = toReferenceRecord(after);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.reference-updated',
      entity: 'customer',
      entityId: customerId,
      before: toReferenceRecord(before),
      after: record,
    });
    return record;
  });
}

export async function removeReference(ctx: AppContext, actor: UserRow, customerId: number, referenceId: number) {
  return ctx.database.db.transaction(async (tx) => {
    await holdCustomerForChange(tx, customerId, actor.id);
    const [removed] = await tx
      .delete(customerReferences)
      .where(and(eq(customerReferences.id, referenceId), eq(customerReferences.customerId, customerId)))
      .returning();
    if (!removed) throw notFound();
    const record = toReferenceRecord(removed);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.reference-removed',
      entity: 'customer',
      entityId: customerId,
      before: record,
    });
    return record;
  });
}
