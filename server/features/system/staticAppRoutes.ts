import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '../../../domain/language';
import { PORTAL_API } from '../../../domain/portalConstants';
import { acceptedEncoding } from '../../http/compressLists';
import { appPages, pageLanguage } from './appPage';
import type { AppContext } from '../../context';

/** /portal and its pages (/portal/banking…), with or without a query. */
const isPortalPage = (url: string) => /^\/portal(\/|\?|$)/.test(url);

/**
 * Serves the built browser app. Hashed assets are cached for good; the page never is, so a new
 * deployment reaches the browser at the next load. The back office's page comes in the language the
 * app will choose, its words preloaded (appPage.ts). Any other non-API GET is a client-side route.
 * The build writes a brotli and a gzip copy of each file (scripts/precompress.ts): the one the
 * browser accepts is sent as is, with Content-Encoding and Vary. Source maps stay private unless
 * SERVE_SOURCE_MAPS is set.
 */
export async function staticAppRoutes(app: FastifyInstance, ctx: AppContext) {
  const indexFile = path.join(ctx.config.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const pages = hasBuild ? appPages(ctx.config.distDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: ctx.config.distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // versionRoutes.ts serves version.json (never cached); a second route for the same file stops
      // the start. The compressed copies are only ever sent in place of their original.
      globIgnore: ['version.json', '**/*.br', '**/*.gz', ...(ctx.config.serveSourceMaps ? [] : ['**/*.map'])],
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // /ibv/ and /contracts/ pages are the server's own (notifications/ibvRoutes.ts, contracts/contractSigningRoutes.ts): a wrong one is a 404, not the browser app.
    const serverPage = request.url.startsWith('/ibv/') || request.url.startsWith('/contracts/');
    const isApi = request.url.startsWith('/api/') || request.url.startsWith(`${PORTAL_API}/`);
    const isPage =
      request.method === 'GET' && !isApi && !serverPage && (request.headers.accept ?? '').includes('text/html');
    if (pages && isPage) {
      reply.header('Cache-Control', 'no-cache');
      // The borrower portal is its own page (portal.html), with its own small bundle.
      if (isPortalPage(request.url)) return reply.sendFile('portal.html');
      const language = pageLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
      const page = pages[language];
      // Compressed at start (@fastify/compress only hooks routes, and this is the not-found handler).
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie').type('text/html; charset=utf-8');
      if (!encoding) return reply.send(page.text);
      return reply.header('Content-Encoding', encoding).send(page[encoding]);
    }
    return reply.status(404).send({ message: 'errors.NOT_FOUND' });
  });
}
