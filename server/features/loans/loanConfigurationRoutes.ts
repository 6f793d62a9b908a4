import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addLoanFeeBody, updateLoanConfigurationBody } from '../../../domain/loanConfigurationRules';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { addLoanFee, getLoanConfiguration, updateLoanConfiguration } from './loanConfiguration';
import { loanConfigurationScreen } from '../../../domain/loanRecords';

const tags = ['Configuration'];

/** Spec §3's loan configuration: read by whoever may view the configuration, changed by administrators. */
export function loanConfigurationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'configuration')];

  r.get(
    '/api/configuration/loan',
    { schema: { tags, response: { 200: loanConfigurationScreen } }, onRequest: can('view') },
    async () => getLoanConfiguration(ctx),
  );

  r.put(
    '/api/configuration/loan',
    {
      schema: { tags, body: updateLoanConfigurationBody, response: { 200: loanConfigurationScreen } },
      onRequest: can('update'),
    },
    async (request) => updateLoanConfiguration(ctx, currentUser(request), request.body),
  );

  r.post(
    '/api/configuration/loan/fees',
    { schema: { tags, body: addLoanFeeBody, response: { 201: loanConfigurationScreen } }, onRequest: can('update') },
    async (request, reply) => {
      reply.status(201);
      return addLoanFee(ctx, currentUser(request), request.body);
    },
  );
}
