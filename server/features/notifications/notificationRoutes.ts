import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LIVE_STAGE,
  markAllReadQuery,
  newNotificationBody,
  notificationCategoriesFor,
  notificationListQuery,
  notificationReadQuery,
  partialNotificationsQuery,
  type InitNotificationsData,
  type LiveTokenAnswer,
  type NotificationConfig,
} from '../../../domain/notifications';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { AppError } from '../../http/errors';
import { activeGlobalNotices } from './globalNotices';
import { LIVE_TOKEN_SECONDS, signLiveToken } from './liveTokens';
import { notificationCounts, notificationPage, partialNotifications, readerOf } from './notificationQueries';
import { createNotification, markAllRead, markNotificationRead } from './notificationWrites';
import { liveSocketRoute } from './liveSocketRoute';
import {
  initNotificationsData,
  liveTokenAnswer,
  notificationCategoryInfo,
  notificationConfig,
  notificationCounts as countsAnswer,
  notificationItem,
  notificationPageAnswer,
  notificationStatusAnswer,
  partialNotificationsAnswer,
} from '../../../domain/notifications';

const tags = ['Notifications'];
const BASE = '/api/Notification';

/**
 * The socket's address: the origin this API was called at, with ws or wss. PUBLIC_URL only fixes
 * the scheme when it names this same host (behind a TLS proxy without TRUST_PROXY); the API may
 * live on another host than the app (spec §7's origin rule).
 */
function serviceUrlOf(ctx: AppContext, request: FastifyRequest): string {
  const own = `${request.protocol}://${request.host}`;
  const configured = ctx.config.publicUrl;
  const base = new URL(configured).host === request.host ? configured : own;
  return base.replace(/^http/, 'ws');
}

const readerOfRequest = (request: FastifyRequest) => {
  if (!request.ability) throw new AppError(401, 'errors.USER_NOT_CONNECTED');
  return readerOf(currentUser(request).id, request.ability);
};

/** Spec §7's Notification calls (paths and query names as the spec gives them) and the live socket. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = [authenticated(ctx)];
  const can = (action: 'view' | 'create') => [authenticated(ctx), requireAbility(action, 'notification')];

  r.post(
    `${BASE}/NewNotification`,
    {
      schema: { tags, body: newNotificationBody, response: { 201: notificationStatusAnswer } },
      onRequest: can('create'),
    },
    async (request, reply) => {
      reply.status(201);
      return createNotification(ctx, currentUser(request).id, request.body);
    },
  );

  r.get(
    `${BASE}/InitNotificationsWebSocketData`,
    { schema: { tags, response: { 200: initNotificationsData } }, onRequest: signedIn },
    async (request): Promise<InitNotificationsData> => {
      const reader = readerOfRequest(request);
      const [counts, globalNotices] = await Promise.all([notificationCounts(ctx, reader), activeGlobalNotices(ctx)]);
      return {
        status: 'Success',
        userId: reader.userId,
        counts,
        categories: notificationCategoriesFor(reader.visible),
        globalNotices,
      };
    },
  );

  // Every signed-in user has a socket: lists refresh and forced logouts reach them even without the bell.
  r.get(
    `${BASE}/getToken`,
    { schema: { tags, response: { 200: liveTokenAnswer } }, onRequest: signedIn },
    async (request): Promise<LiveTokenAnswer> => ({
      token: await signLiveToken(ctx.jwtKey, currentUser(request), request.sessionId),
      expiresIn: LIVE_TOKEN_SECONDS,
    }),
  );

  r.get(
    `${BASE}/getNotificationConfig`,
    { schema: { tags, response: { 200: notificationConfig } }, onRequest: signedIn },
    async (request): Promise<NotificationConfig> => ({
      serviceUrl: serviceUrlOf(ctx, request),
      stage: LIVE_STAGE,
    }),
  );

  r.get(
    `${BASE}/getPartialNotifications`,
    {
      schema: { tags, querystring: partialNotificationsQuery, response: { 200: partialNotificationsAnswer } },
      onRequest: can('view'),
    },
    async (request) => partialNotifications(ctx, readerOfRequest(request), request.query.type),
  );

  r.get(
    `${BASE}/getNotificationCounts`,
    { schema: { tags, response: { 200: countsAnswer } }, onRequest: can('view') },
    async (request) => notificationCounts(ctx, readerOfRequest(request)),
  );

  r.get(
    `${BASE}/GetNotifications`,
    {
      schema: { tags, querystring: notificationListQuery, response: { 200: notificationPageAnswer } },
      onRequest: can('view'),
    },
    async (request) => notificationPage(ctx, readerOfRequest(request), request.query),
  );

  r.get(
    `${BASE}/getNotificationCategories`,
    { schema: { tags, response: { 200: z.array(notificationCategoryInfo) } }, onRequest: can('view') },
    async (request) => notificationCategoriesFor(readerOfRequest(request).visible),
  );

  // The spec does not show the method of the two read marks: GET, POST and PUT all do it.
  r.route({
    method: ['GET', 'POST', 'PUT'],
    url: `${BASE}/setNotificationRead`,
    schema: { tags, querystring: notificationReadQuery, response: { 200: notificationItem } },
    onRequest: can('view'),
    handler: async (request) => markNotificationRead(ctx, readerOfRequest(request), request.query.id),
  });

  r.route({
    method: ['GET', 'POST', 'PUT'],
    url: `${BASE}/markAllItemsAsReaded`,
    schema: { tags, querystring: markAllReadQuery, response: { 200: notificationStatusAnswer } },
    onRequest: can('view'),
    handler: async (request) => markAllRead(ctx, readerOfRequest(request), request.query.category),
  });

  liveSocketRoute(app, ctx);
}
