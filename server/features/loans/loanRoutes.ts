import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLoanBody, updateLoanBody } from '../../../domain/loanActions';
import { LOAN_SORTABLE, loanListFilter } from '../../../domain/loanQueries';
import { version } from '../../../domain/fieldSchemas';
import type { AppContext } from '../../context';
import { listRoute } from '../../http/listRoute';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { awaitingApproval, underFourEyes } from '../controls/controlGate';
import { createLoan, deleteLoan, getLoanDetail, updateLoan } from './loanLifecycle';
import { listLoans, loanAgents, loanOffer, pendingRequestsForLoan } from './loanQueries';
import { idParams, pathId } from '../../http/pathParams';
import {
  loanAgent,
  loanListRecord,
  loanOffer as offeredLoan,
  loanRecord,
  pendingLoanRequest,
} from '../../../domain/loanRecords';

const tags = ['Loans'];
const customerQuery = z.strictObject({ customerId: pathId });

/** The loans resource (ra-data-simple-rest) and what the new-loan dialog reads. */
export function loanRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'create' | 'update' | 'delete') => [authenticated(ctx), requireAbility(action, 'loan')];

  listRoute(app, '/api/loans', {
    resource: 'loans',
    tags,
    row: loanListRecord,
    filter: loanListFilter,
    sortable: LOAN_SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
    onRequest: can('view'),
    read: (query) => listLoans(ctx, query),
  });

  // The amount matrix, rate, fees and suggested first payment date the new-loan dialog offers.
  r.get(
    '/api/loans/offer',
    { schema: { tags, querystring: customerQuery.partial(), response: { 200: offeredLoan } }, onRequest: can('view') },
    async (request) => loanOffer(ctx, request.query.customerId),
  );

  // Who made loans: the loans list's agent filter (GET /api/users is for user managers only).
  r.get(
    '/api/loans/agents',
    {
      schema: { tags, response: { 200: z.array(loanAgent) } },
      onRequest: can('view'),
    },
    async () => loanAgents(ctx),
  );

  r.get(
    '/api/loans/pending-requests',
    {
      schema: { tags, querystring: customerQuery, response: { 200: z.array(pendingLoanRequest) } },
      onRequest: can('view'),
    },
    async (request) => pendingRequestsForLoan(ctx, request.query.customerId),
  );

  r.get(
    '/api/loans/:id',
    { schema: { tags, params: idParams, response: { 200: loanRecord } }, onRequest: can('view') },
    async (request) => getLoanDetail(ctx, request.params.id),
  );

  r.post(
    '/api/loans',
    { schema: { tags, body: createLoanBody, response: { 201: loanRecord } }, onRequest: can('create') },
    async (request, reply) => {
      reply.status(201);
      return createLoan(ctx, currentUser(request), request.body);
    },
  );

  r.put(
    '/api/loans/:id',
    {
      schema: { tags, params: idParams, body: updateLoanBody, response: { 200: loanRecord } },
      onRequest: can('update'),
    },
    async (request) => updateLoan(ctx, currentUser(request), request.params.id, request.body),
  );

  // ra-data-simple-rest's delete sends no body: the version the agent read comes in the query.
  r.delete(
    '/api/loans/:id',
    {
      schema: {
        tags,
        params: idParams,
        querystring: z.strictObject({ version: z.coerce.number().pipe(version) }),
        response: { 200: loanRecord, ...awaitingApproval },
      },
      onRequest: can('delete'),
    },
    async (request, reply) => {
      const input = { version: request.query.version };
      return underFourEyes(
        ctx,
        request,
        reply,
        'LOAN_DELETION',
        () => ({ entity: 'loan', entityId: request.params.id, payload: input }),
        () => deleteLoan(ctx, currentUser(request), request.params.id, input),
      );
    },
  );
}
