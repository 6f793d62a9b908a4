import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxListFilter, outboxRecord } from '../../../domain/outbox';
import type { AppContext } from '../../context';
import { authenticated, requireAbility } from '../../auth/guard';
import { sendListHeaders, listQuerystring, parseListQuery } from '../../http/listQuery';
import { idParams } from '../../http/pathParams';
import { OUTBOX_SORTABLE, getOutboxMail, listOutbox } from './outbox';

const tags = ['Outbox'];

/** Administrators read here every email Guichet sent or could not send (resource outbox). */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'outbox')];

  r.get(
    '/api/outbox',
    { schema: { tags, querystring: listQuerystring, response: { 200: z.array(outboxRecord) } }, onRequest },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        filter: outboxListFilter,
        sortable: OUTBOX_SORTABLE,
        defaultSort: ['createdAt', 'DESC'],
      });
      const { rows, total } = await listOutbox(ctx, query);
      sendListHeaders(reply, 'outbox', query.offset, rows.length, { total, capped: false });
      return rows;
    },
  );

  r.get(
    '/api/outbox/:id',
    { schema: { tags, params: idParams, response: { 200: outboxRecord } }, onRequest },
    async (request) => getOutboxMail(ctx, request.params.id),
  );
}
