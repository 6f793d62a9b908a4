import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalListFilter,
  approvalRequestDetail,
  approvalRequestRecord,
  approveBody,
  controlsRecord,
  rejectBody,
  updateControlsBody,
} from '../../../domain/controls';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { idParams } from '../../http/pathParams';
import { listRoute } from '../../http/listRoute';
import { approvalDetail, approve, listApprovals, pendingCount, reject, takeResult, withdraw } from './approvals';
import { readControls, updateControls } from './controlsSettings';

const tags = ['Approvals'];

/**
 * Four eyes (issue 35): Configuration → Controls, and the approvals queue — its requests listed
 * (a maker sees their own), opened beside the record's state, approved or rejected by a checker,
 * withdrawn by their maker.
 */
export function approvalRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticated(ctx);
  const approving = [signedIn, requireAbility('approve', 'controls')];
  const managing = [signedIn, requireAbility('manage', 'controls')];

  r.get('/api/controls', { schema: { tags, response: { 200: controlsRecord } }, onRequest: managing }, async () =>
    readControls(ctx, ctx.database.db),
  );
  r.put(
    '/api/controls',
    { schema: { tags, body: updateControlsBody, response: { 200: controlsRecord } }, onRequest: managing },
    async (request) => updateControls(ctx, currentUser(request), request.body),
  );

  listRoute(app, '/api/approvals', {
    resource: 'approvals',
    tags,
    description:
      'The requests waiting for (or past) a second person: all of them for a checker, their own for a maker.',
    row: approvalRequestRecord,
    filter: approvalListFilter,
    sortable: ['createdAt'],
    defaultSort: ['createdAt', 'DESC'],
    onRequest: [signedIn],
    read: (query, { request }) => listApprovals(ctx, currentUser(request), query),
  });

  r.get(
    '/api/approvals/pending-count',
    { schema: { tags, response: { 200: z.object({ pending: z.number().int() }) } }, onRequest: approving },
    async (request) => ({ pending: await pendingCount(ctx, currentUser(request)) }),
  );

  r.get(
    '/api/approvals/:id',
    { schema: { tags, params: idParams, response: { 200: approvalRequestDetail } }, onRequest: [signedIn] },
    async (request) => approvalDetail(ctx, currentUser(request), request.params.id),
  );

  r.post(
    '/api/approvals/:id/approve',
    {
      schema: { tags, params: idParams, body: approveBody, response: { 200: approvalRequestDetail } },
      onRequest: approving,
    },
    async (request) => approve(ctx, currentUser(request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/approvals/:id/reject',
    {
      schema: { tags, params: idParams, body: rejectBody, response: { 200: approvalRequestDetail } },
      onRequest: approving,
    },
    async (request) => reject(ctx, currentUser(request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/approvals/:id/withdraw',
    { schema: { tags, params: idParams, response: { 200: approvalRequestDetail } }, onRequest: [signedIn] },
    async (request) => withdraw(ctx, currentUser(request), request.params.id),
  );

  r.post(
    '/api/approvals/:id/result',
    {
      schema: {
        tags,
        params: idParams,
        description: 'What the approval produced for its maker alone (a new API key), once.',
        response: { 200: z.object({ value: z.string() }) },
      },
      onRequest: [signedIn],
    },
    async (request) => takeResult(ctx, currentUser(request), request.params.id),
  );
}
