import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { maskSin } from '../../../domain/canada';
import type { AppContext } from '../../context';
import { auditLog, customers, users } from '../../db/schema';
import type { ListQuery } from '../../http/listQuery';

export const AUDITED_ENTITIES = ['user', 'customer', 'request', 'loan'] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];
export const AUDIT_SORTABLE = ['at', 'id'];

/**
 * The trail keeps a customer's whole SIN (what changed, exactly); whoever reads it sees the last
 * three digits, as on the customer screen. Any `sin` at any depth of a recorded value is masked.
 */
function withSinsMasked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSinsMasked);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'sin' && (typeof child === 'string' || child === null) ? maskSin(child) : withSinsMasked(child),
    ]),
  );
}

/** An entry as the trail shows it: who (a user, or a borrower through the portal), when, what. */
export const auditEntryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: users.email,
  actorName: users.displayName,
  borrowerName: sql<string | null>`${customers.firstName} || ' ' || ${customers.lastName}`,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

type EntryRow = { at: Date; before: unknown; after: unknown } & Record<string, unknown>;

/** A record as it was: an object, or nothing (created, deleted); its SINs masked. */
/**
 * A state as the wire carries it: an object of fields. A few actions record a list or a single value
 * (the security probe found one): it reads as `{ value }` rather than failing the whole page.
 */
function asFields(state: unknown): Record<string, unknown> | null {
  if (state === null || state === undefined) return null;
  return typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : { value: state };
}

export const toAuditEntry = <Row extends EntryRow>(row: Row) => ({
  ...row,
  at: row.at.toISOString(),
  before: asFields(withSinsMasked(row.before)),
  after: asFields(withSinsMasked(row.after)),
});

/**
 * The audit trail of one kind of record, or of one record (a customer's History tab): who, when,
 * what before and after. Newest first by default; exact totals (one record's history is short,
 * and the entity index serves the count).
 */
export async function listAuditEntries(
  ctx: AppContext,
  query: ListQuery<{ entity: AuditedEntity; entityId?: string | number }>,
) {
  const { db } = ctx.database;
  const conditions = [eq(auditLog.entity, query.filter.entity)];
  if (query.filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, String(query.filter.entityId)));
  const where = and(...conditions);
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const column = query.sortField === 'id' ? auditLog.id : auditLog.at;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(auditEntryColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(customers, eq(customers.id, auditLog.borrowerId))
      .where(where)
      .orderBy(order(column), order(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows: rows.map(toAuditEntry), total };
}
