import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Subject } from '../../../domain/permissions';
import type { AppContext } from '../../context';
import { forbidden, invalidInput } from '../../http/errors';
import { listRoute } from '../../http/listRoute';
import { authenticated, currentUser } from '../../auth/guard';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from './audit';
import { AUDITED_ENTITIES, AUDIT_SORTABLE, listAuditEntries, type AuditedEntity } from './auditTrail';
import { auditEntry, auditReportFilter, chainVerification } from '../../../domain/audit';
import { fileAnswer } from '../../http/fileAnswer';
import { requireAbility } from '../../auth/guard';
import { verifyAuditChain } from './auditChain';
import { auditReportCsv, listAuditReport } from './auditReport';

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

  // The administrator's audit report (issue 35): every action whatever the record, as CSV too, and
  // the trail's seals checked. Those who manage the controls read it.
  const auditing = [authenticated(ctx), requireAbility('manage', 'controls')];
  listRoute(app, '/api/audit', {
    resource: 'audit',
    tags: ['Audit'],
    description: 'Every recorded action: filter by action, record, person or period (days in the lender’s time zone).',
    row: auditEntry,
    filter: auditReportFilter,
    sortable: ['at'],
    defaultSort: ['at', 'DESC'],
    onRequest: auditing,
    read: (query) => listAuditReport(ctx, query),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit/export',
    {
      schema: {
        tags: ['Audit'],
        querystring: z.object({
          filter: z.string().max(4000).optional(),
          language: z.enum(['fr', 'en']).default('fr'),
        }),
        response: { 200: fileAnswer(['text/csv'], 'The audit report as CSV, oldest first (at most 100,000 entries).') },
      },
      onRequest: auditing,
    },
    async (request, reply) => {
      const parsed = auditReportFilter.safeParse(jsonOrNull(request.query.filter ?? '{}'));
      if (!parsed.success) throw invalidInput({ filter: 'validation.invalid' });
      const csv = await auditReportCsv(ctx, parsed.data, request.query.language);
      await audit(ctx.database.db, {
        actorId: currentUser(request).id,
        action: 'audit.exported',
        entity: 'audit',
        entityId: 'report',
        after: parsed.data,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="journal-audit.csv"')
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/audit/verify',
      { schema: { tags: ['Audit'], response: { 200: chainVerification } }, onRequest: auditing },
      async () => verifyAuditChain(ctx),
    );
}

/** A query's JSON, or null when it is not JSON (then refused as the filter's shape is). */
function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
