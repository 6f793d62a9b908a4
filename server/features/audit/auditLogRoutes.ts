import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Subject } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { listRoute } from '../../http/listRoute';
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
  listRoute(app, '/api/audit-logs', {
    resource: 'audit-logs',
    tags: ['Audit'],
    row: auditEntry,
    filter: auditFilter,
    sortable: AUDIT_SORTABLE,
    defaultSort: ['at', 'DESC'],
    onRequest: [authenticated(ctx)],
    read: (query, { request }) => {
      const entity = query.filter.entity ?? 'user';
      const [action, subject] = READ_ABILITY[entity];
      if (!request.ability?.can(action, subject)) throw forbidden();
      return listAuditEntries(ctx, { ...query, filter: { ...query.filter, entity } });
    },
  });
}
