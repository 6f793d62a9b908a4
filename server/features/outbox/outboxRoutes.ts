import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { outbox } from '../../db/schema';
import { notFound } from '../../http/errors';
import { contentRange, listQuerystring, parseListQuery } from '../../http/listQuery';
import { authenticated, requireAbility } from '../../auth/guard';
import { idParams } from '../../http/pathParams';

const tags = ['Outbox'];
const outboxFilter = z.strictObject({ to: z.string().trim().max(254).optional() });

const toRecord = (row: typeof outbox.$inferSelect) => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
});

/** Administrators read here the emails that had no SMTP server to go through. */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'outbox')];

  r.get('/api/outbox', { schema: { tags, querystring: listQuerystring }, onRequest }, async (request, reply) => {
    const query = parseListQuery(request.query, {
      filter: outboxFilter,
      sortable: ['createdAt', 'id'],
      defaultSort: ['createdAt', 'DESC'],
    });
    const where = query.filter.to ? ilike(outbox.toAddress, query.filter.to.replace(/[\\%_]/g, '\\$&')) : undefined;
    const order = query.sortOrder === 'ASC' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      ctx.database.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(order(outbox.createdAt), order(outbox.id))
        .limit(query.limit)
        .offset(query.offset),
      ctx.database.db
        .select({ total: sql<number>`count(*)::int` })
        .from(outbox)
        .where(where),
    ]);
    reply.header('Content-Range', contentRange('outbox', query.offset, rows.length, total));
    return rows.map(toRecord);
  });

  r.get('/api/outbox/:id', { schema: { tags, params: idParams }, onRequest }, async (request) => {
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, request.params.id));
    if (!row) throw notFound();
    return toRecord(row);
  });
}
