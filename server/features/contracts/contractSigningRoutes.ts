import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../i18n/types';
import type { AppContext } from '../../context';
import { readSigningView, signContract } from './contractSigning';
import { contractFileName } from './contractDelivery';
import { renderClosedPage, renderSigningPage } from './signingPage';

const tokenParams = z.object({ token: z.string().max(200) });
/** `lang` switches the page's language; anything else is ignored rather than refused (a hand-typed link still opens). */
const pageQuery = z.object({ lang: z.string().max(10).optional() });
const signBody = z.strictObject({
  fullName: z.string().max(200).default(''),
  agree: z.string().max(10).optional(),
  lang: z.string().max(10).optional(),
});

const chosenLanguage = (lang: string | undefined, fallback: Language): Language =>
  lang === 'fr' || lang === 'en' ? lang : fallback;
/** A signing link is a secret: never cached, never indexed. */
const privately = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
const html = (reply: FastifyReply, status: number, body: string) =>
  privately(reply).status(status).type('text/html; charset=utf-8').send(body);
const closed = (reply: FastifyReply, state: 'NOT_FOUND' | 'GONE') =>
  html(reply, state === 'NOT_FOUND' ? 404 : 410, renderClosedPage(state === 'NOT_FOUND' ? 'notFound' : 'gone'));

/**
 * The customer's signing page (public, no sign-in: the link's random token is the key). It follows
 * the customer's language, works without any script, and is registered before the browser app's
 * fallback, so /contracts/... is never the single-page app.
 */
export function contractSigningRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    // The form posts as browsers do; only this scope reads that content type.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };
    const schema = { hide: true, params: tokenParams, querystring: pageQuery };

    r.get('/contracts/sign/:token', { schema, config }, async (request, reply) => {
      const view = await readSigningView(ctx, request.params.token);
      if (view.state === 'NOT_FOUND' || view.state === 'GONE') return closed(reply, view.state);
      const language = chosenLanguage(request.query.lang, view.language);
      return html(
        reply,
        200,
        renderSigningPage({
          language,
          token: request.params.token,
          companyName: view.companyName,
          loan: view.loan,
          envelope: view.envelope,
        }),
      );
    });

    r.get('/contracts/sign/:token/pdf', { schema, config }, async (request, reply) => {
      const view = await readSigningView(ctx, request.params.token);
      if (view.state === 'NOT_FOUND' || view.state === 'GONE') return closed(reply, view.state);
      const fileName = contractFileName(chosenLanguage(request.query.lang, view.language), view.loan.loanNumber);
      return privately(reply)
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .send(view.envelope.pdf);
    });

    r.post(
      '/contracts/sign/:token',
      {
        schema: { hide: true, params: tokenParams, body: signBody },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { token } = request.params;
        const outcome = await signContract(
          ctx,
          token,
          { fullName: request.body.fullName, agree: request.body.agree !== undefined },
          request.ip,
        );
        if (outcome.state === 'NOT_FOUND' || outcome.state === 'GONE') return closed(reply, outcome.state);
        if (outcome.state === 'SIGNED') {
          // Post/redirect/get: reloading the page after signing does not post again.
          const lang = request.body.lang === 'fr' || request.body.lang === 'en' ? `?lang=${request.body.lang}` : '';
          return privately(reply).redirect(`/contracts/sign/${encodeURIComponent(token)}${lang}`, 303);
        }
        const view = await readSigningView(ctx, token);
        if (view.state === 'NOT_FOUND' || view.state === 'GONE') return closed(reply, view.state);
        const page = renderSigningPage({
          language: chosenLanguage(request.body.lang, view.language),
          token,
          companyName: view.companyName,
          loan: view.loan,
          envelope: view.envelope,
          problem: outcome.problem,
          typedName: request.body.fullName,
        });
        return html(reply, 422, page);
      },
    );
  });
}
