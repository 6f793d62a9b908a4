import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loanPreviewAnswer, loanPreviewBody, previewLoan } from '../../../domain/loanPreview';
import type { AppContext } from '../../context';
import { authenticated, requireAbility } from '../../auth/guard';

/** Computes a schedule and its APR without saving anything: the same domain code as the dialog's live preview. */
export function loanPreviewRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/loans/preview',
    {
      schema: { tags: ['Loans'], body: loanPreviewBody, response: { 200: loanPreviewAnswer } },
      onRequest: [authenticated(ctx), requireAbility('view', 'loan')],
    },
    async (request) => previewLoan(request.body),
  );
}
