import { and, eq, sql } from 'drizzle-orm';
import type { CreateCustomerInput, UpdateCustomerInput } from '../../../domain/customers';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { customerMerges, customers, requests } from '../../db/schema';
import { notFound, refuse, staleVersion } from '../../http/errors';
import { audit } from '../audit/audit';
import {
  auditedCustomer,
  customerColumns,
  findCustomer,
  toCustomerRecord,
  type CustomerRecord,
} from './customerRecords';
import { findDuplicates } from './customerDuplicates';
import { mergeLocksOf, refuseIfLockedByOther } from './mergeLocks';
import { publishChanged } from '../notifications/liveBus';
import type { UserRow } from '../users/userQueries';

type Writer = Pick<Db, 'insert' | 'select' | 'execute'>;

/**
 * Inserts a customer (its number comes from the sequence), audits it and tells open lists; shared
 * with both request intakes (agents' and the website's, which has no staff actor).
 */
export async function insertCustomer(
  tx: Writer,
  actorId: number | null,
  input: CreateCustomerInput,
  auditAction = 'customer.created',
): Promise<CustomerRecord> {
  const [row] = await tx.insert(customers).values(input).returning(customerColumns);
  const record = toCustomerRecord(row);
  await audit(tx, { actorId, action: auditAction, entity: 'customer', entityId: row.id, after: auditedCustomer(row) });
  await publishChanged(tx, 'customers', row.id, row.version);
  return record;
}

export async function createCustomer(
  ctx: AppContext,
  actor: UserRow,
  input: CreateCustomerInput,
): Promise<CustomerRecord> {
  return ctx.database.db.transaction((tx) => insertCustomer(tx, actor.id, input));
}

/**
 * Saves an agent's edit. The version read by the agent must still be the current one, else 409
 * (spec §8: "modified since last update, press Update") and nothing is written; a profile
 * someone is merging cannot be edited by others meanwhile (420 MERGE_LOCKED).
 */
export async function updateCustomer(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: UpdateCustomerInput,
): Promise<CustomerRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id)).for('update');
    if (!before || before.deletedAt) throw notFound();
    if (before.version !== input.version) throw staleVersion();
    if (before.status === 'MERGED') throw refuse('CUSTOMER_MERGED', { mergedIntoId: before.mergedIntoId });
    // An erased person stays erased: nobody types their information back into the nameless file.
    if (before.anonymizedAt) throw refuse('CUSTOMER_ANONYMIZED');
    await refuseIfLockedByOther(tx, [id], actor.id);
    const { version, ...changes } = input;
    const [after] = await tx
      .update(customers)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(and(eq(customers.id, id), eq(customers.version, version)))
      .returning(customerColumns);
    if (!after) throw staleVersion();
    const record = toCustomerRecord(after, (await mergeLocksOf(tx, [id])).get(id) ?? null);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.updated',
      entity: 'customer',
      entityId: id,
      before: auditedCustomer(before),
      after: auditedCustomer(after),
    });
    await publishChanged(tx, 'customers', id, after.version);
    return record;
  });
}

/**
 * Removes a profile made by mistake (soft delete: the history stays readable). A customer with
 * loan requests, or holding merged profiles, is part of the lender's records and stays.
 */
export async function deleteCustomer(ctx: AppContext, actor: UserRow, id: number): Promise<CustomerRecord> {
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id)).for('update');
    if (!before || before.deletedAt) throw notFound();
    await refuseIfLockedByOther(tx, [id], actor.id);
    const [{ requestCount }] = await tx
      .select({ requestCount: sql<number>`count(*)::int` })
      .from(requests)
      .where(eq(requests.customerId, id));
    if (requestCount > 0) throw refuse('CUSTOMER_HAS_REQUESTS', { count: requestCount });
    const [{ mergeCount }] = await tx
      .select({ mergeCount: sql<number>`count(*)::int` })
      .from(customerMerges)
      .where(and(eq(customerMerges.primaryId, id), sql`${customerMerges.unmergedAt} is null`));
    if (mergeCount > 0) throw refuse('CUSTOMER_HAS_MERGES', { count: mergeCount });
    await tx
      .update(customers)
      .set({ deletedAt: new Date(), version: before.version + 1 })
      .where(eq(customers.id, id));
    const record = toCustomerRecord(before);
    await audit(tx, {
      actorId: actor.id,
      action: 'customer.deleted',
      entity: 'customer',
      entityId: id,
      before: auditedCustomer(before),
    });
    await publishChanged(tx, 'customers', id, before.version + 1);
    return record;
  });
}

/** The whole SIN, for a user allowed to see it; each reveal is kept in the customer's History. */
export async function revealCustomerSin(ctx: AppContext, actor: UserRow, id: number): Promise<{ sin: string | null }> {
  const { db } = ctx.database;
  const customer = await findCustomer(db, id);
  if (!customer) throw notFound();
  await audit(db, { actorId: actor.id, action: 'customer.sin-revealed', entity: 'customer', entityId: id });
  return { sin: customer.sin };
}

/** Other live profiles sharing this customer's SIN, email or a phone number: merge candidates. */
export async function listDuplicatesOf(ctx: AppContext, id: number) {
  const { db } = ctx.database;
  const customer = await findCustomer(db, id);
  if (!customer) throw notFound();
  const found = await findDuplicates(db, customer, id);
  return found.map(({ row, matchedOn }) => ({ ...toCustomerRecord(row), matchedOn }));
}
