import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creditCheckBody,
  customerCommentBody,
  customerReferenceBody,
  updateCustomerReferenceBody,
} from '../../../domain/customers';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { getCreditCheck, setCreditCheck } from './creditChecks';
import { addComment, listComments, removeComment } from './customerComments';
import { addReference, listReferences, removeReference, updateReference } from './customerReferences';
import { idParams, pathId } from '../../http/pathParams';
import { creditCheckTracker, customerComment, customerReference } from '../../../domain/customerRecords';

const referenceParams = idParams.extend({ referenceId: pathId });
const commentParams = idParams.extend({ commentId: pathId });

/** The customer detail tabs kept as lists of their own: references, comments, credit-check tracker. */
export function customerTabRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'customer')];

  r.get(
    '/api/customers/:id/references',
    {
      schema: { tags: ['Customer references'], params: idParams, response: { 200: z.array(customerReference) } },
      onRequest: can('view'),
    },
    async (request) => listReferences(ctx, request.params.id),
  );
  r.post(
    '/api/customers/:id/references',
    {
      schema: {
        tags: ['Customer references'],
        params: idParams,
        body: customerReferenceBody,
        response: { 201: customerReference },
      },
      onRequest: can('update'),
    },
    async (request, reply) => {
      reply.status(201);
      return addReference(ctx, currentUser(request), request.params.id, request.body);
    },
  );
  r.put(
    '/api/customers/:id/references/:referenceId',
    {
      schema: {
        tags: ['Customer references'],
        params: referenceParams,
        body: updateCustomerReferenceBody,
        response: { 200: customerReference },
      },
      onRequest: can('update'),
    },
    async (request) =>
      updateReference(ctx, currentUser(request), request.params.id, request.params.referenceId, request.body),
  );
  r.delete(
    '/api/customers/:id/references/:referenceId',
    {
      schema: { tags: ['Customer references'], params: referenceParams, response: { 200: customerReference } },
      onRequest: can('update'),
    },
    async (request) => removeReference(ctx, currentUser(request), request.params.id, request.params.referenceId),
  );

  r.get(
    '/api/customers/:id/comments',
    {
      schema: { tags: ['Customer comments'], params: idParams, response: { 200: z.array(customerComment) } },
      onRequest: can('view'),
    },
    async (request) => listComments(ctx, request.params.id),
  );
  r.post(
    '/api/customers/:id/comments',
    {
      schema: {
        tags: ['Customer comments'],
        params: idParams,
        body: customerCommentBody,
        response: { 201: customerComment },
      },
      onRequest: can('update'),
    },
    async (request, reply) => {
      reply.status(201);
      return addComment(ctx, currentUser(request), request.params.id, request.body.body);
    },
  );
  r.delete(
    '/api/customers/:id/comments/:commentId',
    {
      schema: { tags: ['Customer comments'], params: commentParams, response: { 200: customerComment } },
      onRequest: can('update'),
    },
    async (request) => removeComment(ctx, currentUser(request), request.params.id, request.params.commentId),
  );

  r.get(
    '/api/customers/:id/credit-check',
    {
      schema: { tags: ['Credit-check tracker'], params: idParams, response: { 200: creditCheckTracker } },
      onRequest: can('view'),
    },
    async (request) => getCreditCheck(ctx, request.params.id),
  );
  r.put(
    '/api/customers/:id/credit-check',
    {
      schema: {
        tags: ['Credit-check tracker'],
        params: idParams,
        body: creditCheckBody,
        response: { 200: creditCheckTracker },
      },
      onRequest: can('update'),
    },
    async (request) => setCreditCheck(ctx, currentUser(request), request.params.id, request.body),
  );
}
