import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isAllowedBrowserOrigin } from '../domain/apiOrigin';
import { MAX_DOCUMENT_BYTES } from '../domain/customerDocuments';
import type { AppContext } from './context';
import { compressItemRanges } from './http/compressLists';
import { installErrorHandler } from './http/errors';
import { installUnstorableTextGuard } from './http/unstorableText';
import { routeAccessOf } from './auth/guard';
import { FEATURE_ROUTES } from './features';

/** JSON bodies stay small; uploads get their own limits through multipart. */
const BODY_LIMIT = 256 * 1024;

export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installUnstorableTextGuard(app);
  app.addHook('onRoute', (route) => {
    const access = routeAccessOf(route.onRequest);
    // An OpenAPI extension: @fastify/swagger copies `x-` keys of a route's schema into its operation.
    if (access) route.schema = { ...route.schema, ['x-guichet-access' as string]: access };
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    // Spec §7's API-origin rule read backwards: a browser origin may call this API when the rule,
    // applied to that origin, names the host this request came to.
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const apiHostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
      callback(null, {
        origin: !origin || isAllowedBrowserOrigin(origin, apiHostname),
        credentials: true,
        // X-Total-Count: a list's total; X-Total-Capped: it is a lower bound (http/listQuery.ts).
        exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Total-Capped'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Language', 'X-Token-Transport', 'X-Api-Key'],
      });
    },
  });
  // Answers travel compressed when the browser accepts it: a page of 25 customers is about 40 kB of
  // JSON, 6 kB in brotli. Quality 4 costs well under a millisecond; the built app is compressed once,
  // at build time, and served as is (features/system/staticAppRoutes.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  compressItemRanges(app);
  await app.register(cookie);
  // Customer documents: one file per request, checked by content in the service.
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1000 },
  });
  await app.register(rateLimit, { global: false });
  // The live channel (features/notifications/liveSocketRoute.ts): clients only listen, so what they may send stays tiny.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Guichet API', version: ctx.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of FEATURE_ROUTES) await routes(app, ctx);
  return app;
}
