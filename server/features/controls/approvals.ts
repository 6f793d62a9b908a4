import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ACTION_ABILITY,
  type ApprovalRequestDetail,
  type ApprovalRequestRecord,
  type ApprovalStatus,
  type ControlledAction,
} from '../../../domain/controls';
import { notificationMessageKey } from '../../../domain/notifications';
import { buildAbility } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { ListQuery } from '../../http/listQuery';
import { seal, unseal } from '../../auth/sealedSecrets';
import { AppError, forbidden, notFound, refuse } from '../../http/errors';
import { users } from '../../db/schema';
import { audit } from '../audit/audit';
import { raiseNotification } from '../notifications/raiseNotification';
import { shownUserNameOf, type UserRow } from '../users/userQueries';
import { CONTROLLED, type ApprovalRow } from './controlledActions';
import { approvalRequests } from './tables';

/** What a controlled action says of itself when it is made. */
export interface ControlledChange {
  action: ControlledAction;
  /** The record it changes ('loan', 'customer', 'user', 'configuration', 'api_key'). */
  entity: string;
  entityId: number | string | null;
  /** The amount it moves, for the actions with a threshold. */
  amountCents?: number | null;
  /** The maker's request as the action's service takes it (with the version they read). */
  payload: unknown;
}

const APPROVALS_PATH = '/apps/approvals';

const columns = {
  row: approvalRequests,
  makerName: shownUserNameOf(sql`${approvalRequests.makerId}`),
  checkerName: shownUserNameOf(sql`${approvalRequests.checkerId}`),
};

async function recordOf(
  ctx: AppContext,
  row: ApprovalRow,
  names: { makerName: string | null; checkerName: string | null },
): Promise<ApprovalRequestRecord> {
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    entityLabel: await CONTROLLED[row.action].label(ctx, row),
    amountCents: row.amountCents,
    status: row.status,
    makerId: row.makerId,
    makerName: names.makerName,
    checkerId: row.checkerId,
    checkerName: names.checkerName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * A controlled action the lender's controls make wait: a request for a checker — audited, the
 * checkers notified — and nothing else happens (controlGate.ts decides when).
 */
export async function fileForApproval(
  ctx: AppContext,
  maker: UserRow,
  change: ControlledChange,
): Promise<ApprovalRequestRecord> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const [filed] = await tx
      .insert(approvalRequests)
      .values({
        action: change.action,
        entity: change.entity,
        entityId: change.entityId === null ? null : String(change.entityId),
        entityVersion: (change.payload as { version?: number })?.version ?? null,
        payload: change.payload,
        amountCents: change.amountCents ?? null,
        makerId: maker.id,
      })
      .returning();
    const subject = (await CONTROLLED[filed.action].label(ctx, filed)) ?? '';
    await audit(tx, {
      actorId: maker.id,
      action: 'approval.requested',
      entity: change.entity,
      entityId: change.entityId ?? filed.id,
      after: { requestId: filed.id, action: change.action, amountCents: filed.amountCents },
    });
    await raiseNotification(tx, {
      type: 'APPROVAL_REQUESTED',
      messageKey: notificationMessageKey('APPROVAL_REQUESTED'),
      params: { makerName: maker.displayName || maker.email, subject },
      path: `${APPROVALS_PATH}/${filed.id}/show`,
      raisedBy: maker.id,
    });
    return filed;
  });
  return recordOf(ctx, row, { makerName: maker.displayName || maker.email, checkerName: null });
}

/** The requests, the latest first: all those the caller may decide or made (filters: status, action, mine). */
export async function listApprovals(
  ctx: AppContext,
  caller: UserRow,
  query: ListQuery<{ status?: ApprovalStatus; action?: ControlledAction; mine?: boolean }>,
) {
  const conditions: SQL[] = [];
  const { status, action, mine } = query.filter;
  if (status) conditions.push(eq(approvalRequests.status, status));
  if (action) conditions.push(eq(approvalRequests.action, action));
  if (mine || !buildAbility(caller.permissions).can('approve', 'controls'))
    conditions.push(eq(approvalRequests.makerId, caller.id));
  const where = and(...conditions);
  const { db } = ctx.database;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(approvalRequests)
      .where(where)
      .orderBy(
        query.sortOrder === 'ASC' ? approvalRequests.createdAt : desc(approvalRequests.createdAt),
        desc(approvalRequests.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(approvalRequests)
      .where(where),
  ]);
  return { rows: await Promise.all(rows.map(({ row, ...names }) => recordOf(ctx, row, names))), total };
}

/** How many wait for the caller: the menu's count (their own excluded: nobody approves their own). */
export async function pendingCount(ctx: AppContext, caller: UserRow): Promise<number> {
  const [{ count }] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.status, 'PENDING'), sql`${approvalRequests.makerId} <> ${caller.id}`));
  return count;
}

/** Whether the caller may decide: approve rights, the action's own ability, and not their own request. */
function mayDecide(caller: UserRow, row: ApprovalRow): boolean {
  const ability = buildAbility(caller.permissions);
  const needed = ACTION_ABILITY[row.action];
  return ability.can('approve', 'controls') && ability.can(needed.action, needed.subject) && row.makerId !== caller.id;
}

async function readRow(ctx: AppContext, id: number) {
  const [found] = await ctx.database.db.select(columns).from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!found) throw notFound();
  return found;
}

/** One request, opened: the change beside the record's current state. Its maker or a checker may read it. */
export async function approvalDetail(ctx: AppContext, caller: UserRow, id: number): Promise<ApprovalRequestDetail> {
  const { row, ...names } = await readRow(ctx, id);
  if (row.makerId !== caller.id && !buildAbility(caller.permissions).can('approve', 'controls')) throw forbidden();
  return {
    ...(await recordOf(ctx, row, names)),
    changes: await CONTROLLED[row.action].changes(ctx, row),
    canDecide: row.status === 'PENDING' && mayDecide(caller, row),
    mine: row.makerId === caller.id,
  };
}

/** The request locked for a decision: still pending, and the caller's to decide. */
async function lockForDecision(tx: Tx, caller: UserRow, id: number): Promise<ApprovalRow> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'PENDING') throw refuse('APPROVAL_ALREADY_DECIDED');
  if (row.makerId === caller.id) throw refuse('APPROVAL_OWN_REQUEST');
  if (!mayDecide(caller, row)) throw forbidden();
  return row;
}

/** The maker hears of the decision, on their own bell only. */
async function tellMaker(
  ctx: AppContext,
  tx: Tx,
  row: ApprovalRow,
  outcome: 'APPROVED' | 'REJECTED' | 'STALE',
  checkerId: number,
) {
  await raiseNotification(tx, {
    type: 'APPROVAL_DECIDED',
    messageKey: notificationMessageKey('APPROVAL_DECIDED', outcome),
    params: { subject: (await CONTROLLED[row.action].label(ctx, row)) ?? '' },
    path: `${APPROVALS_PATH}/${row.id}/show`,
    raisedBy: checkerId,
    recipientId: row.makerId,
  });
}

async function decided(
  ctx: AppContext,
  tx: Tx,
  row: ApprovalRow,
  checker: UserRow,
  status: ApprovalStatus,
  reason: string | null,
  resultSealed: string | null = null,
) {
  await tx
    .update(approvalRequests)
    .set({ status, checkerId: checker.id, reason, decidedAt: new Date(), resultSealed })
    .where(eq(approvalRequests.id, row.id));
  await audit(tx, {
    actorId: checker.id,
    action: `approval.${status.toLowerCase()}`,
    entity: row.entity,
    entityId: row.entityId ?? row.id,
    after: { requestId: row.id, action: row.action, makerId: row.makerId, checkerId: checker.id, reason },
  });
  if (status === 'APPROVED' || status === 'REJECTED' || status === 'STALE')
    await tellMaker(ctx, tx, row, status, checker.id);
}

/** A stale version met while applying: the request goes back to its maker. */
const isStale = (error: unknown) => error instanceof AppError && error.statusCode === 409;

/**
 * A checker approves: the maker's action is applied now, as the maker, in the same transaction as
 * the decision, at the record's version the maker read. The record changed meanwhile: nothing is
 * applied, the request is STALE and its maker told, and the checker gets 409.
 */
export async function approve(ctx: AppContext, checker: UserRow, id: number, reason: string | undefined) {
  try {
    await ctx.database.db.transaction(async (tx) => {
      const row = await lockForDecision(tx, checker, id);
      const [maker] = await tx.select().from(users).where(eq(users.id, row.makerId));
      const inTransaction: AppContext = { ...ctx, database: { ...ctx.database, db: tx as never } };
      const result = await CONTROLLED[row.action].perform(inTransaction, maker, row);
      // A new API key's secret is for its maker alone, once: kept sealed until they read it.
      const secret = (result as { value?: unknown })?.value;
      await decided(
        ctx,
        tx,
        row,
        checker,
        'APPROVED',
        reason || null,
        typeof secret === 'string' ? await seal(ctx, secret) : null,
      );
    });
  } catch (error) {
    if (!isStale(error)) throw error;
    await ctx.database.db.transaction(async (tx) => {
      const row = await lockForDecision(tx, checker, id);
      await decided(ctx, tx, row, checker, 'STALE', null);
    });
    throw new AppError(409, 'errors.APPROVAL_STALE');
  }
  return approvalDetail(ctx, checker, id);
}

/** A checker rejects, saying why: nothing is applied, the maker is told. */
export async function reject(ctx: AppContext, checker: UserRow, id: number, reason: string) {
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockForDecision(tx, checker, id);
    await decided(ctx, tx, row, checker, 'REJECTED', reason);
  });
  return approvalDetail(ctx, checker, id);
}

/** The maker takes their request back while it waits. */
export async function withdraw(ctx: AppContext, maker: UserRow, id: number) {
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
    if (!row) throw notFound();
    if (row.makerId !== maker.id) throw forbidden();
    if (row.status !== 'PENDING') throw refuse('APPROVAL_ALREADY_DECIDED');
    await tx
      .update(approvalRequests)
      .set({ status: 'WITHDRAWN', decidedAt: new Date() })
      .where(eq(approvalRequests.id, id));
    await audit(tx, {
      actorId: maker.id,
      action: 'approval.withdrawn',
      entity: row.entity,
      entityId: row.entityId ?? row.id,
      after: { requestId: row.id, action: row.action },
    });
  });
  return approvalDetail(ctx, maker, id);
}

/** The maker reads what the approval produced for them alone (a new API key's secret): once. */
export async function takeResult(ctx: AppContext, maker: UserRow, id: number): Promise<{ value: string }> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
    if (!row) throw notFound();
    if (row.makerId !== maker.id) throw forbidden();
    if (!row.resultSealed) throw refuse('APPROVAL_RESULT_TAKEN');
    await tx.update(approvalRequests).set({ resultSealed: null }).where(eq(approvalRequests.id, id));
    await audit(tx, {
      actorId: maker.id,
      action: 'approval.result-read',
      entity: row.entity,
      entityId: row.entityId ?? row.id,
    });
    return { value: await unseal(ctx, row.resultSealed) };
  });
}
