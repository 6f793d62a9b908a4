import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { periodParams, periodRecord, reopenPeriodBody } from '../../../domain/accountingPeriods';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { closeMonth, listPeriods, reopenMonth } from './periods';

const tags = ['Accounting'];

/** The books' months (issue 34): read with `view accounting`, closed and reopened with `manage accounting`. */
export function periodRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'accounting')];
  const keeping = [authenticated(ctx), requireAbility('manage', 'accounting')];

  r.get(
    '/api/accounting/periods',
    { schema: { tags, response: { 200: z.array(periodRecord) } }, onRequest },
    async () => listPeriods(ctx),
  );

  r.post(
    '/api/accounting/periods/:month/close',
    { schema: { tags, params: periodParams, response: { 200: periodRecord } }, onRequest: keeping },
    async (request) => closeMonth(ctx, currentUser(request), request.params.month),
  );

  r.post(
    '/api/accounting/periods/:month/reopen',
    {
      schema: { tags, params: periodParams, body: reopenPeriodBody, response: { 200: periodRecord } },
      onRequest: keeping,
    },
    async (request) => reopenMonth(ctx, currentUser(request), request.params.month, request.body.reason),
  );
}
