import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendContractBody } from '../../../domain/contracts';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import type { AppContext } from '../../context';
import { listContracts, readContractPdf, readContractReadiness, sendContract } from './contractSending';
import { idParams } from '../../http/pathParams';
import { contractSigningRoutes } from './contractSigningRoutes';
import { contractEnvelopeView, contractReadinessAnswer } from '../../../domain/contracts';
import { fileAnswer } from '../../http/fileAnswer';

const tags = ['Contracts'];
const envelopeParams = idParams.extend({ envelopeId: z.uuid() });

/**
 * Spec §2's send contract (email, fax, e-signature) on a loan, the contracts it was sent, each
 * one's PDF, and — public, in ./contractSigning.ts — the customer's signing page.
 */
export function contractRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = [authenticated(ctx), requireAbility('view', 'loan')];
  const canUpdate = [authenticated(ctx), requireAbility('update', 'loan')];

  r.get(
    '/api/loans/:id/contracts',
    { schema: { tags, params: idParams, response: { 200: z.array(contractEnvelopeView) } }, onRequest: canView },
    async (request) => listContracts(ctx, request.params.id),
  );

  r.get(
    '/api/loans/:id/contracts/readiness',
    { schema: { tags, params: idParams, response: { 200: contractReadinessAnswer } }, onRequest: canUpdate },
    async (request) => readContractReadiness(ctx, request.params.id),
  );

  r.post(
    '/api/loans/:id/contracts',
    {
      schema: { tags, params: idParams, body: sendContractBody, response: { 201: contractEnvelopeView } },
      onRequest: canUpdate,
    },
    async (request, reply) => {
      const envelope = await sendContract(
        ctx,
        currentUser(request),
        request.params.id,
        request.body.channel,
        ctx.config.publicUrl,
      );
      return reply.status(201).send(envelope);
    },
  );

  r.get(
    '/api/loans/:id/contracts/:envelopeId/pdf',
    {
      schema: {
        tags,
        params: envelopeParams,
        response: { 200: fileAnswer(['application/pdf'], 'The contract as it was sent (PDF).') },
      },
      onRequest: canView,
    },
    async (request, reply) => {
      const { pdf, fileName } = await readContractPdf(ctx, request.params.id, request.params.envelopeId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  contractSigningRoutes(app, ctx);
}
