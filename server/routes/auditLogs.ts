import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { auditLog, users } from '../db/schema';
import { contentRange, listQuerystring, parseListQuery } from '../http/listQuery';
import { authenticated, requireAbility } from '../auth/guard';

const auditFilter = z.strictObject({
  entity: z.enum(['user']).optional(),
  entityId: z.union([z.string().max(40), z.number().int()]).optional(),
});

/** The audit trail, read-only. Only user changes are listed here until other resources land. */
export function auditLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/audit-logs', {
    schema: { tags: ['Audit'], querystring: listQuerystring },
    preHandler: [authenticated(ctx), requireAbility('manage', 'user')],
  }, async (request, reply) => {
    const query = parseListQuery(request.query, { filter: auditFilter, sortable: ['at', 'id'], defaultSort: ['at', 'DESC'] });
    const conditions: SQL[] = [eq(auditLog.entity, query.filter.entity ?? 'user')];
    if (query.filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, String(query.filter.entityId)));
    const where = and(...conditions);
    const order = query.sortOrder === 'ASC' ? asc : desc;
    const column = query.sortField === 'id' ? auditLog.id : auditLog.at;
    const [rows, [{ total }]] = await Promise.all([
      ctx.database.db
        .select({
          id: auditLog.id, at: auditLog.at, actorId: auditLog.actorId, actorEmail: users.email, action: auditLog.action,
          entity: auditLog.entity, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(order(column), order(auditLog.id))
        .limit(query.limit)
        .offset(query.offset),
      ctx.database.db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
    ]);
    reply.header('Content-Range', contentRange('audit-logs', query.offset, rows.length, total));
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  });
}
