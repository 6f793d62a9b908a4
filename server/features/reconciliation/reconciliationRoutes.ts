import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  differenceRecord,
  providerDayListFilter,
  providerDayParams,
  providerDayRecord,
  resolveDifferenceBody,
  takeStatementBody,
} from '../../../domain/reconciliation';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { listRoute } from '../../http/listRoute';
import { idParams } from '../../http/pathParams';
import { resolveDifference } from './differenceResolving';
import { takeProviderDay } from './providerDayReconciling';
import { listDifferences, listProviderDays, PROVIDER_DAY_SORTABLE, readProviderDay } from './reconciliationQueries';

const tags = ['Accounting'];

/**
 * Reconciling the providers' days (issue 34): read with `view accounting`; taking a statement and
 * resolving a difference, which write the books, with `manage accounting`.
 */
export function reconciliationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'accounting')];
  const keeping = [authenticated(ctx), requireAbility('manage', 'accounting')];

  listRoute(app, '/api/accounting/provider-days', {
    resource: 'accounting/provider-days',
    tags,
    row: providerDayRecord,
    filter: providerDayListFilter,
    sortable: PROVIDER_DAY_SORTABLE,
    defaultSort: ['day', 'DESC'],
    onRequest,
    read: (query) => listProviderDays(ctx, query),
  });

  r.post(
    '/api/accounting/provider-days',
    { schema: { tags, body: takeStatementBody, response: { 200: providerDayRecord } }, onRequest: keeping },
    async (request) => takeProviderDay(ctx, currentUser(request).id, request.body.provider, request.body.day),
  );

  r.get(
    '/api/accounting/provider-days/:provider/:day',
    {
      schema: {
        tags,
        params: providerDayParams,
        response: { 200: providerDayRecord.extend({ differenceList: z.array(differenceRecord) }) },
      },
      onRequest,
    },
    async (request) => {
      const { provider, day } = request.params;
      const found = await readProviderDay(ctx.database.db, provider, day);
      if (!found) throw notFound();
      return { ...found, differenceList: await listDifferences(ctx.database.db, provider, day) };
    },
  );

  r.post(
    '/api/accounting/reconciliation-differences/:id/resolution',
    {
      schema: { tags, params: idParams, body: resolveDifferenceBody, response: { 200: differenceRecord } },
      onRequest: keeping,
    },
    async (request) => resolveDifference(ctx, currentUser(request), request.params.id, request.body),
  );
}
