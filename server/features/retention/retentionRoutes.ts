import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmAnonymizationBody,
  keepCustomerBody,
  retentionReviewFilter,
  retentionReviewRecord,
  retentionRunRecord,
  retentionSettingsRecord,
  updateRetentionSettingsBody,
} from '../../../domain/retention';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { idParams } from '../../http/pathParams';
import { listRoute } from '../../http/listRoute';
import { anonymizeConfirmed, reviewThisMonth } from './retentionJob';
import { confirmAnonymization, keepCustomer, listRetentionReviews } from './retentionReview';
import { readRetentionSettings, updateRetentionSettings } from './retentionSettings';

const tags = ['Retention'];

/**
 * Issue 35's retention (PIPEDA): the period, the month's review of the customers past it, and an
 * administrator's decision on each (anonymize, carried out by the job; or keep, with a reason).
 */
export function retentionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const anonymizing = [authenticated(ctx), requireAbility('anonymize', 'customer')];

  r.get(
    '/api/retention/settings',
    { schema: { tags, response: { 200: retentionSettingsRecord } }, onRequest: anonymizing },
    async () => readRetentionSettings(ctx.database.db),
  );
  r.put(
    '/api/retention/settings',
    {
      schema: { tags, body: updateRetentionSettingsBody, response: { 200: retentionSettingsRecord } },
      onRequest: anonymizing,
    },
    async (request) => updateRetentionSettings(ctx, currentUser(request), request.body),
  );

  listRoute(app, '/api/retention/reviews', {
    resource: 'retention',
    tags,
    description: "The retention review's lines: the customers past the period, month by month, and what was decided.",
    row: retentionReviewRecord,
    filter: retentionReviewFilter,
    sortable: ['lastActivity'],
    defaultSort: ['lastActivity', 'ASC'],
    onRequest: anonymizing,
    read: (query) => listRetentionReviews(ctx, query),
  });

  r.post(
    '/api/retention/reviews/run',
    { schema: { tags, response: { 200: retentionRunRecord } }, onRequest: anonymizing },
    async () => reviewThisMonth(ctx),
  );

  r.post(
    '/api/retention/reviews/confirm',
    {
      schema: {
        tags,
        body: confirmAnonymizationBody,
        response: { 200: z.object({ confirmed: z.number().int() }) },
      },
      onRequest: anonymizing,
    },
    async (request) => {
      const confirmed = await confirmAnonymization(ctx, currentUser(request), request.body.ids);
      // Carried out at once rather than at the job's next minute (the job takes what this leaves).
      setImmediate(() =>
        anonymizeConfirmed(ctx).catch((error: unknown) => request.log.error({ err: error }, 'anonymization failed')),
      );
      return confirmed;
    },
  );

  r.post(
    '/api/retention/reviews/:id/keep',
    {
      schema: {
        tags,
        params: idParams,
        body: keepCustomerBody,
        response: { 200: z.object({ kept: z.number().int() }) },
      },
      onRequest: anonymizing,
    },
    async (request) => keepCustomer(ctx, currentUser(request), request.params.id, request.body.reason),
  );
}
