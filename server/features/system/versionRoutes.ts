import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The running build's version; browsers poll it to offer a reload when a new one is deployed. */
export function versionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/version.json',
    { schema: { tags: ['System'], response: { 200: z.object({ version: z.string() }) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache, no-store, must-revalidate');
      return { version: ctx.version };
    },
  );
}
