import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mergeCustomersBody, unmergeCustomersBody } from '../../../domain/customers';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { listMerges, mergeCustomers, unmergeCustomers } from './customerMerges';
import { acquireMergeLock, releaseMergeLock } from './mergeLocks';
import { idParams } from '../../http/pathParams';
import { customerMerge, mergeLock, mergeResult, releasedLock } from '../../../domain/customerRecords';

const tags = ['Customer merges'];

/**
 * Merging duplicate profiles (spec §2) and undoing it. An agent takes the lock first so the others
 * see "X is working on it" (spec §8) until the merge is done, the lock released, or ten minutes pass.
 */
export function customerMergeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'customer')];

  r.post(
    '/api/customers/:id/lock',
    { schema: { tags, params: idParams, response: { 200: mergeLock } }, onRequest: can('update') },
    async (request) => acquireMergeLock(ctx, currentUser(request), request.params.id),
  );
  r.delete(
    '/api/customers/:id/lock',
    { schema: { tags, params: idParams, response: { 200: releasedLock } }, onRequest: can('update') },
    async (request) => releaseMergeLock(ctx, currentUser(request), request.params.id),
  );

  r.post(
    '/api/customers/:id/merge',
    {
      schema: { tags, params: idParams, body: mergeCustomersBody, response: { 200: mergeResult } },
      onRequest: can('update'),
    },
    async (request) => mergeCustomers(ctx, currentUser(request), request.params.id, request.body),
  );
  r.post(
    '/api/customers/:id/unmerge',
    {
      schema: { tags, params: idParams, body: unmergeCustomersBody, response: { 200: mergeResult } },
      onRequest: can('update'),
    },
    async (request) => unmergeCustomers(ctx, currentUser(request), request.params.id, request.body),
  );
  r.get(
    '/api/customers/:id/merges',
    { schema: { tags, params: idParams, response: { 200: z.array(customerMerge) } }, onRequest: can('view') },
    async (request) => listMerges(ctx, request.params.id),
  );
}
