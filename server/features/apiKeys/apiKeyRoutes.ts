import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyListFilter, apiKeyRecord, createApiKeyBody, createdApiKey } from '../../../domain/apiKeys';
import { awaitingApproval, underFourEyes } from '../controls/controlGate';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { listRoute } from '../../http/listRoute';
import { API_KEY_SORTABLE, createApiKey, deactivateApiKey, getApiKey, listApiKeys } from './apiKeys';
import { idParams } from '../../http/pathParams';

const tags = ['API keys'];

/**
 * Spec §3's API keys (resource api-keys), for administrators (api_key manage). No PUT and no
 * DELETE: a key is made, then at most deactivated, for good (spec §4).
 */
export function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('manage', 'api_key')];

  listRoute(app, '/api/api-keys', {
    resource: 'api-keys',
    tags,
    row: apiKeyRecord,
    filter: apiKeyListFilter,
    sortable: API_KEY_SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
    onRequest,
    read: (query) => listApiKeys(ctx, query),
  });

  r.get(
    '/api/api-keys/:id',
    { schema: { tags, params: idParams, response: { 200: apiKeyRecord } }, onRequest },
    async (request) => getApiKey(ctx, request.params.id),
  );

  r.post(
    '/api/api-keys',
    {
      schema: {
        tags,
        body: createApiKeyBody,
        response: { 201: createdApiKey, ...awaitingApproval },
        description: 'Creates an active key. The answer carries its value, the only time it is given.',
      },
      onRequest,
    },
    async (request, reply) =>
      underFourEyes(
        ctx,
        request,
        reply,
        'API_KEY_CREATION',
        () => ({ entity: 'api_key', entityId: null, payload: request.body }),
        () => {
          reply.status(201);
          return createApiKey(ctx, currentUser(request), request.body);
        },
      ),
  );

  r.post(
    '/api/api-keys/:id/deactivate',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: apiKeyRecord },
        description: 'Deactivates a key for good: calls made with it get 401.',
      },
      onRequest,
    },
    async (request) => deactivateApiKey(ctx, currentUser(request), request.params.id),
  );
}
