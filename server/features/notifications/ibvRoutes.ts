import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendIbvRequestBody } from '../../../domain/notifications';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { completeIbv, readIbvPage, type IbvPage } from './ibvCompletion';
import { IBV_PAGE_CSP, ibvPageStatus, renderIbvPage } from './ibvPageHtml';
import { sendIbvRequest } from './ibvRequests';
import { idParams } from '../../http/pathParams';
import { ibvRequestAnswer } from '../../../domain/requests';

const tokenParams = z.object({ token: z.string().max(200) });
/** A customer's page is opened and submitted a few times; anything faster is someone guessing links. */
const pageRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

function sendPage(reply: FastifyReply, page: IbvPage) {
  return reply
    .status(ibvPageStatus(page))
    .header('Content-Security-Policy', IBV_PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderIbvPage(page));
}

/**
 * Bank verification: the agent's "Send IBV request" on a request, and the customer's link page
 * (the sandbox provider's page, /ibv/:token, outside /api and outside the browser app).
 */
export function ibvRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/requests/:id/ibv-requests',
    {
      schema: {
        tags: ['Loan requests'],
        params: idParams,
        body: sendIbvRequestBody,
        response: { 201: ibvRequestAnswer },
      },
      onRequest: [authenticated(ctx), requireAbility('update', 'request')],
    },
    async (request, reply) => {
      reply.status(201);
      return sendIbvRequest(ctx, currentUser(request), request.params.id, request.body, ctx.config.publicUrl);
    },
  );

  // The page's form posts application/x-www-form-urlencoded, which only these routes read.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, text, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(text))));
      },
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.get(
      '/ibv/:token',
      { schema: { hide: true, params: tokenParams }, config: pageRateLimit },
      async (request, reply) => sendPage(reply, await readIbvPage(ctx, request.params.token)),
    );
    s.post(
      '/ibv/:token',
      {
        schema: { hide: true, params: tokenParams, body: z.object({ bank: z.string().max(50) }) },
        config: pageRateLimit,
      },
      async (request, reply) => sendPage(reply, await completeIbv(ctx, request.params.token, request.body.bank)),
    );
  });
}
