import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalNotice, globalNoticeBody, globalNoticeListFilter } from '../../../domain/notifications';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { listRoute } from '../../http/listRoute';
import * as notices from './globalNotices';
import { idParams } from '../../http/pathParams';

const tags = ['Global notifications'];

/**
 * /apps/globalNotifications: administrators publish a notice in French and English to every user,
 * between a start and an end (resource `global-notifications`); every signed-in user reads the
 * ones showing now.
 */
export function globalNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = [authenticated(ctx), requireAbility('manage', 'global_notification')];

  r.get(
    '/api/global-notifications/active',
    { schema: { tags, response: { 200: z.array(globalNotice) } }, onRequest: authenticated(ctx) },
    async () => notices.activeGlobalNotices(ctx),
  );

  listRoute(app, '/api/global-notifications', {
    resource: 'global-notifications',
    tags,
    row: globalNotice,
    filter: globalNoticeListFilter,
    sortable: notices.GLOBAL_NOTICE_SORTABLE,
    defaultSort: ['startsAt', 'DESC'],
    onRequest: manage,
    read: (query) => notices.listGlobalNotices(ctx, query),
  });

  r.get(
    '/api/global-notifications/:id',
    { schema: { tags, params: idParams, response: { 200: globalNotice } }, onRequest: manage },
    async (request) => notices.getGlobalNotice(ctx, request.params.id),
  );

  r.post(
    '/api/global-notifications',
    { schema: { tags, body: globalNoticeBody, response: { 201: globalNotice } }, onRequest: manage },
    async (request, reply) => {
      reply.status(201);
      return notices.createGlobalNotice(ctx, currentUser(request), request.body);
    },
  );

  r.put(
    '/api/global-notifications/:id',
    { schema: { tags, params: idParams, body: globalNoticeBody, response: { 200: globalNotice } }, onRequest: manage },
    async (request) => notices.updateGlobalNotice(ctx, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/global-notifications/:id',
    { schema: { tags, params: idParams, response: { 200: globalNotice } }, onRequest: manage },
    async (request) => notices.deleteGlobalNotice(ctx, currentUser(request), request.params.id),
  );
}
