import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { GlobalNotice, GlobalNoticeInput } from '../../../domain/notifications';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { globalNotifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ListQuery, ListTotal } from '../../http/listQuery';
import { audit } from '../audit/audit';
import type { UserRow } from '../users/userQueries';
import { publishLive } from './liveBus';

type Row = typeof globalNotifications.$inferSelect;
export interface GlobalNoticeFilter {
  active?: boolean;
  id?: number[];
}

const SORTS = {
  startsAt: globalNotifications.startsAt,
  endsAt: globalNotifications.endsAt,
  createdAt: globalNotifications.createdAt,
  id: globalNotifications.id,
} as const;
export const GLOBAL_NOTICE_SORTABLE = Object.keys(SORTS);

export const toGlobalNotice = (row: Row): GlobalNotice => ({
  id: row.id,
  messageFr: row.messageFr,
  messageEn: row.messageEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Showing now: started, not ended, not withdrawn. */
const showingAt = (now: Date) =>
  and(
    isNull(globalNotifications.deletedAt),
    lte(globalNotifications.startsAt, now),
    gt(globalNotifications.endsAt, now),
  );

export async function listGlobalNotices(
  ctx: AppContext,
  query: ListQuery<GlobalNoticeFilter>,
): Promise<{ rows: GlobalNotice[]; total: ListTotal }> {
  const { db } = ctx.database;
  const conditions: (SQL | undefined)[] = [isNull(globalNotifications.deletedAt)];
  if (query.filter.active) conditions.push(showingAt(new Date()));
  if (query.filter.id)
    conditions.push(inArray(globalNotifications.id, query.filter.id.length ? query.filter.id : [-1]));
  const where = and(...conditions);
  const column = SORTS[query.sortField as keyof typeof SORTS];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(globalNotifications)
      .where(where)
      .orderBy(query.sortOrder === 'ASC' ? asc(column) : desc(column), desc(globalNotifications.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(globalNotifications)
      .where(where),
  ]);
  return { rows: rows.map(toGlobalNotice), total: { total, capped: false } };
}

/** The notices every signed-in user sees now (the banner). */
export async function activeGlobalNotices(ctx: AppContext): Promise<GlobalNotice[]> {
  const rows = await ctx.database.db
    .select()
    .from(globalNotifications)
    .where(showingAt(new Date()))
    .orderBy(desc(globalNotifications.startsAt))
    .limit(20);
  return rows.map(toGlobalNotice);
}

async function lockNotice(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(globalNotifications)
    .where(and(eq(globalNotifications.id, id), isNull(globalNotifications.deletedAt)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function getGlobalNotice(ctx: AppContext, id: number): Promise<GlobalNotice> {
  const [row] = await ctx.database.db
    .select()
    .from(globalNotifications)
    .where(and(eq(globalNotifications.id, id), isNull(globalNotifications.deletedAt)));
  if (!row) throw notFound();
  return toGlobalNotice(row);
}

const stored = (input: GlobalNoticeInput) => ({
  messageFr: input.messageFr,
  messageEn: input.messageEn,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

/** Publishing, changing or withdrawing a notice tells every open socket to read the active ones again. */
export async function createGlobalNotice(
  ctx: AppContext,
  actor: UserRow,
  input: GlobalNoticeInput,
): Promise<GlobalNotice> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(globalNotifications)
      .values({ ...stored(input), createdBy: actor.id })
      .returning();
    const notice = toGlobalNotice(row);
    await audit(tx, {
      actorId: actor.id,
      action: 'globalNotification.created',
      entity: 'global_notification',
      entityId: row.id,
      after: notice,
    });
    await publishLive(tx, { kind: 'globalNotice', id: row.id });
    return notice;
  });
}

export async function updateGlobalNotice(
  ctx: AppContext,
  actor: UserRow,
  id: number,
  input: GlobalNoticeInput,
): Promise<GlobalNotice> {
  return ctx.database.db.transaction(async (tx) => {
    const before = toGlobalNotice(await lockNotice(tx, id));
    const [row] = await tx
      .update(globalNotifications)
      .set(stored(input))
      .where(eq(globalNotifications.id, id))
      .returning();
    const notice = toGlobalNotice(row);
    await audit(tx, {
      actorId: actor.id,
      action: 'globalNotification.updated',
      entity: 'global_notification',
      entityId: id,
      before,
      after: notice,
    });
    await publishLive(tx, { kind: 'globalNotice', id });
    return notice;
  });
}

export async function deleteGlobalNotice(ctx: AppContext, actor: UserRow, id: number): Promise<GlobalNotice> {
  return ctx.database.db.transaction(async (tx) => {
    const before = toGlobalNotice(await lockNotice(tx, id));
    await tx.update(globalNotifications).set({ deletedAt: new Date() }).where(eq(globalNotifications.id, id));
    await audit(tx, {
      actorId: actor.id,
      action: 'globalNotification.deleted',
      entity: 'global_notification',
      entityId: id,
      before,
    });
    await publishLive(tx, { kind: 'globalNotice', id });
    return before;
  });
}
