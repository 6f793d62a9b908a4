import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { OutboxListFilter, OutboxRecord } from '../../../domain/outbox';
import type { AppContext } from '../../context';
import { outbox } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ListQuery } from '../../http/listQuery';

export const OUTBOX_SORTABLE = ['createdAt', 'id'];

const toOutboxRecord = (row: typeof outbox.$inferSelect): OutboxRecord => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
});

/** A page of the outbox, newest first by default; the recipient filter is an exact, case-blind address. */
export async function listOutbox(ctx: AppContext, query: ListQuery<OutboxListFilter>) {
  const { db } = ctx.database;
  const where = query.filter.to ? ilike(outbox.toAddress, query.filter.to.replace(/[\\%_]/g, '\\$&')) : undefined;
  const order = query.sortOrder === 'ASC' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(order(outbox.createdAt), order(outbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { rows: rows.map(toOutboxRecord), total };
}

export async function getOutboxMail(ctx: AppContext, id: number): Promise<OutboxRecord> {
  const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound();
  return toOutboxRecord(row);
}
