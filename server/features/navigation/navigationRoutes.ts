import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordSearchQuery, recordSuggestions } from '../../../domain/navigationSearch';
import { authenticated } from '../../auth/guard';
import type { AppContext } from '../../context';
import { searchRecords } from './recordSearch';

const tags = ['Navigation'];

/**
 * The toolbar search's records (issue 15): any signed-in user may ask; each group answers only
 * what the user's abilities let them open (customers, loans), an empty group otherwise.
 */
export function navigationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/navigation/records',
    {
      schema: { tags, querystring: recordSearchQuery, response: { 200: recordSuggestions } },
      onRequest: [authenticated(ctx)],
    },
    async (request) => searchRecords(ctx.database.db, request.ability!, request.query.q),
  );
}
