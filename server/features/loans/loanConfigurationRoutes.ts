import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addLoanFeeBody, updateLoanConfigurationBody } from '../../../domain/loanConfigurationRules';
import { TERMS_FIELDS } from '../controls/controlledActions';
import { awaitingApproval, underFourEyes } from '../controls/controlGate';
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
      schema: {
        tags,
        body: updateLoanConfigurationBody,
        response: { 200: loanConfigurationScreen, ...awaitingApproval },
      },
      onRequest: can('update'),
    },
    async (request, reply) => {
      // The rates and fees (issue 35) may wait for a second person; the rest of the terms do not.
      return underFourEyes(
        ctx,
        request,
        reply,
        'LOAN_CONFIGURATION',
        async () => {
          const now = await getLoanConfiguration(ctx);
          const ratesOrFeesChanged =
            TERMS_FIELDS.some((field) => request.body[field] !== now[field]) ||
            capsOf(request.body.nsfFeeCaps) !== capsOf(now.nsfFeeCaps);
          return ratesOrFeesChanged
            ? { entity: 'configuration', entityId: 'loan', payload: { kind: 'terms', input: request.body } }
            : null;
        },
        () => updateLoanConfiguration(ctx, currentUser(request), request.body),
      );
    },
  );

  r.post(
    '/api/configuration/loan/fees',
    {
      schema: { tags, body: addLoanFeeBody, response: { 201: loanConfigurationScreen, ...awaitingApproval } },
      onRequest: can('update'),
    },
    async (request, reply) =>
      underFourEyes(
        ctx,
        request,
        reply,
        'LOAN_CONFIGURATION',
        () => ({ entity: 'configuration', entityId: 'loan', payload: { kind: 'fee', input: request.body } }),
        () => {
          reply.status(201);
          return addLoanFee(ctx, currentUser(request), request.body);
        },
      ),
  );
}

/** The provinces' NSF caps compared by value (stored JSON keeps its keys in its own order). */
const capsOf = (caps: { province: string; amount: number }[]) =>
  caps
    .map((cap) => `${cap.province}:${cap.amount}`)
    .sort()
    .join(',');
