import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { fileAnswer } from '../../http/fileAnswer';
import { idParams } from '../../http/pathParams';
import { exportPersonalInformation } from './privacyArchive';

/** A customer's access request (PIPEDA): everything held on the person, in one archive. */
export function privacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/customers/:id/personal-information',
    {
      schema: {
        tags: ['Customers'],
        params: idParams,
        description:
          "Everything Guichet holds on the person (ability export customer): personal-information.json (the profile with the whole SIN and banking, requests, loans with their ledger and schedule, documents, messages, portal sign-ins, audit entries), the same in two PDFs (French and English) and the documents' files. Every export is kept in the customer's History.",
        response: {
          200: fileAnswer(['application/zip'], 'The personal-information archive (ZIP).'),
        },
      },
      onRequest: [authenticated(ctx), requireAbility('view', 'customer'), requireAbility('export', 'customer')],
    },
    async (request, reply) => {
      const { zip, fileName } = await exportPersonalInformation(ctx, currentUser(request), request.params.id);
      return (
        reply
          .type('application/zip')
          // Personal information: kept by no cache between the server and the agent's browser.
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(zip)
      );
    },
  );
}
