import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateGeneralSettingsBody } from '../../../domain/generalSettings';
import { MAX_LOGO_BYTES, PNG_CONTENT_TYPE } from '../../../domain/pngImage';
import type { AppContext } from '../../context';
import { readSingleFileUpload } from '../../http/singleFileUpload';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { LOGO_PATH, logoContent, removeLogo, saveLogo } from './companyLogo';
import { getGeneralSettings, getPublicBranding, updateGeneralSettings } from './generalSettings';
import { generalSettingsRecord, publicBranding } from '../../../domain/generalSettings';
import { fileAnswer } from '../../http/fileAnswer';

const tags = ['Configuration'];

/** Spec §3's general settings (admin email, company name) and the company logo (spec §5). */
export function generalSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'configuration')];

  r.get(
    '/api/configuration/general',
    { schema: { tags, response: { 200: generalSettingsRecord } }, onRequest: can('view') },
    async () => getGeneralSettings(ctx),
  );

  r.put(
    '/api/configuration/general',
    {
      schema: { tags, body: updateGeneralSettingsBody, response: { 200: generalSettingsRecord } },
      onRequest: can('update'),
    },
    async (request) => updateGeneralSettings(ctx, currentUser(request), request.body),
  );

  r.post(
    LOGO_PATH,
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: generalSettingsRecord } },
      onRequest: can('update'),
    },
    async (request) => {
      await saveLogo(
        ctx,
        currentUser(request),
        await readSingleFileUpload(request, MAX_LOGO_BYTES, 'validation.logoOneFile'),
      );
      return getGeneralSettings(ctx);
    },
  );

  r.delete(
    LOGO_PATH,
    { schema: { tags, response: { 200: generalSettingsRecord } }, onRequest: can('update') },
    async (request) => {
      await removeLogo(ctx, currentUser(request));
      return getGeneralSettings(ctx);
    },
  );

  // Public, for <img>: the app bar and the login page show it. Revalidated on every use (its tag
  // answers 304); its URL in the settings and the branding names the bytes, so a new logo shows at once.
  r.get(
    LOGO_PATH,
    {
      schema: {
        tags,
        response: {
          200: fileAnswer([PNG_CONTENT_TYPE], 'The company logo (PNG), cached until it changes.'),
          304: z.null().describe("Not modified: the browser's copy is the current logo."),
        },
      },
    },
    async (request, reply) => {
      const logo = await logoContent(ctx);
      const etag = `"${logo.tag}"`;
      reply
        .header('ETag', etag)
        .header('Last-Modified', logo.updatedAt.toUTCString())
        .header('Cache-Control', 'public, no-cache')
        // The browser app may live on another origin (spec §7's API-origin rule).
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return reply.status(304).send(null);
      return reply.header('Content-Type', PNG_CONTENT_TYPE).send(logo.content);
    },
  );

  r.get('/api/branding', { schema: { tags, response: { 200: publicBranding } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return getPublicBranding(ctx);
  });
}
