import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Subject } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { sendListHeaders, listQuerystring, parseListQuery } from '../../http/listQuery';
import { authenticated } from '../../auth/guard';
import { AUDITED_ENTITIES, AUDIT_SORTABLE, listAuditEntries, type AuditedEntity } from './auditTrail';
import { auditEntry } from '../../../domain/audit';

const auditFilter = z.strictObject({
  entity: z.enum(AUDITED_ENTITIES).optional(),
  entityId: z.union([z.string().max(40), z.number().int()]).optional(),
});

/** Reading an entity's trail takes the ability to see that entity. */
const READ_ABILITY: Record<AuditedEntity, ['manage' | 'view', Subject]> = {
  user: ['manage', 'user'],
  customer: ['view', 'customer'],
  request: ['view', 'request'],
  loan: ['view', 'loan'],
};

/** The audit trail, read-only: users, customers (their History tab) and loan requests. */
export function auditLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/audit-logs',
    {
      schema: { tags: ['Audit'], querystring: listQuerystring, response: { 200: z.array(auditEntry) } },
      onRequest: [authenticated(ctx)],
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        filter: auditFilter,
        sortable: AUDIT_SORTABLE,
        defaultSort: ['at', 'DESC'],
      });
      const entity = query.filter.entity ?? 'user';
      const [action, subject] = READ_ABILITY[entity];
      if (!request.ability?.can(action, subject)) throw forbidden();
      const { rows, total } = await listAuditEntries(ctx, { ...query, filter: { ...query.filter, entity } });
      sendListHeaders(reply, 'audit-logs', query.offset, rows.length, { total, capped: false });
      return rows;
    },
  );
}
