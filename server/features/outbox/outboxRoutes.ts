import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListFilter, outboxRecord } from '../../../domain/outbox';
import type { AppContext } from '../../context';
import { authenticated, requireAbility } from '../../auth/guard';
import { listRoute } from '../../http/listRoute';
import { idParams } from '../../http/pathParams';
import { OUTBOX_SORTABLE, getOutboxMail, listOutbox } from './outbox';

const tags = ['Outbox'];

/** Administrators read here every email Guichet sent or could not send (resource outbox). */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'outbox')];

  listRoute(app, '/api/outbox', {
    resource: 'outbox',
    tags,
    row: outboxRecord,
    filter: outboxListFilter,
    sortable: OUTBOX_SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
    onRequest,
    read: (query) => listOutbox(ctx, query),
  });

  r.get(
    '/api/outbox/:id',
    { schema: { tags, params: idParams, response: { 200: outboxRecord } }, onRequest },
    async (request) => getOutboxMail(ctx, request.params.id),
  );
}
