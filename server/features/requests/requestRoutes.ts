import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeRequestStatusBody,
  createRequestBody,
  requestListFilter,
  updateRequestBody,
  requestCounts,
  requestRecord,
} from '../../../domain/requests';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { listRoute } from '../../http/listRoute';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { REQUEST_SORTABLE, countRequestsByQueue, getRequest, listRequests } from './requestQueries';
import * as requestsService from './requests';
import { idParams } from '../../http/pathParams';

const tags = ['Loan requests'];

/** The loan requests resource (ra-data-simple-rest), its sidebar counts and its status changes. */
export function requestRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'create' | 'update') => [authenticated(ctx), requireAbility(action, 'request')];

  listRoute(app, '/api/requests', {
    resource: 'requests',
    tags,
    row: requestRecord,
    filter: requestListFilter,
    sortable: REQUEST_SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
    onRequest: can('view'),
    read: (query) => listRequests(ctx, query),
  });

  r.get(
    '/api/requests/counts',
    { schema: { tags, response: { 200: requestCounts } }, onRequest: can('view') },
    async () => countRequestsByQueue(ctx),
  );

  r.get(
    '/api/requests/:id',
    { schema: { tags, params: idParams, response: { 200: requestRecord } }, onRequest: can('view') },
    async (request) => getRequest(ctx, request.params.id),
  );

  r.post(
    '/api/requests',
    { schema: { tags, body: createRequestBody, response: { 201: requestRecord } }, onRequest: can('create') },
    async (request, reply) => {
      // A request with an applicant's details also creates their customer profile.
      if (request.body.applicant && !request.ability?.can('create', 'customer')) throw forbidden();
      reply.status(201);
      return requestsService.createRequest(ctx, currentUser(request), request.body);
    },
  );

  r.put(
    '/api/requests/:id',
    {
      schema: { tags, params: idParams, body: updateRequestBody, response: { 200: requestRecord } },
      onRequest: can('update'),
    },
    async (request) => requestsService.updateRequest(ctx, currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/requests/:id/status',
    {
      schema: { tags, params: idParams, body: changeRequestStatusBody, response: { 200: requestRecord } },
      onRequest: can('update'),
    },
    async (request) => requestsService.changeRequestStatus(ctx, currentUser(request), request.params.id, request.body),
  );
}
