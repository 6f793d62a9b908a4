import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AGREEMENT_PAYMENT_SORTABLE,
  agreementOffer as agreementOfferAnswer,
  agreementPaymentListFilter,
  agreementPaymentListRecord,
  agreementRecord,
  changeAgreementBody,
  confirmDepositBody,
  createAgreementBody,
} from '../../../domain/agreementRecords';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { listRoute } from '../../http/listRoute';
import { idParams, pathId } from '../../http/pathParams';
import { getAgreement, listAgreementPayments } from './agreementQueries';
import { confirmDeposit } from './agreementFollowing';
import { agreementOffer, changeAgreement, createAgreement } from './agreementService';

const tags = ['Payment agreements'];

/** Payment agreements: made from a collection file, listed by their payments, each deposit confirmed. */
export function agreementRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'agreement')];

  r.get(
    '/api/collection-files/:id/agreement-offer',
    { schema: { tags, params: idParams, response: { 200: agreementOfferAnswer } }, onRequest: can('update') },
    async (request) => agreementOffer(ctx, request.params.id),
  );

  r.post(
    '/api/collection-files/:id/agreement',
    {
      schema: { tags, params: idParams, body: createAgreementBody, response: { 201: agreementRecord } },
      onRequest: can('update'),
    },
    async (request, reply) => {
      reply.status(201);
      return createAgreement(ctx, currentUser(request), request.params.id, request.body);
    },
  );

  listRoute(app, '/api/agreement-payments', {
    resource: 'agreement-payments',
    tags,
    row: agreementPaymentListRecord,
    filter: agreementPaymentListFilter,
    sortable: AGREEMENT_PAYMENT_SORTABLE,
    defaultSort: ['date', 'ASC'],
    onRequest: can('view'),
    read: async (query) => {
      const { rows, total } = await listAgreementPayments(ctx, query);
      return { rows: rows as z.infer<typeof agreementPaymentListRecord>[], total };
    },
  });

  r.get(
    '/api/agreements/:id',
    { schema: { tags, params: idParams, response: { 200: agreementRecord } }, onRequest: can('view') },
    async (request) => getAgreement(ctx, request.params.id),
  );

  r.put(
    '/api/agreements/:id',
    {
      schema: { tags, params: idParams, body: changeAgreementBody, response: { 200: agreementRecord } },
      onRequest: can('update'),
    },
    async (request) => changeAgreement(ctx, currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/agreements/:id/payments/:paymentId/deposit',
    {
      schema: {
        tags,
        params: z.object({ id: pathId, paymentId: pathId }),
        body: confirmDepositBody,
        response: { 200: agreementRecord },
      },
      onRequest: can('update'),
    },
    async (request) =>
      confirmDeposit(ctx, currentUser(request), request.params.id, request.params.paymentId, request.body),
  );
}
