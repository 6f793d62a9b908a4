import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownLanguageBody, ownPhotoAnswer, statusAnswer } from '../../../domain/identity';
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '../../../domain/userPhoto';
import type { AppContext } from '../../context';
import { authenticated, currentUser } from '../../auth/guard';
import { fileAnswer } from '../../http/fileAnswer';
import { readSingleFileUpload } from '../../http/singleFileUpload';
import { PHOTO_PATH, photoByToken, removeOwnPhoto, setOwnLanguage, setOwnPhoto } from '../users/userProfile';

const tags = ['Identity'];

/**
 * The profile page's own changes (issue 15): the signed-in user's photo and language. Every user
 * may change their own, whatever their abilities; nobody another's.
 */
export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticated(ctx);

  r.put(
    '/api/Identity/Me/photo',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ownPhotoAnswer } },
      onRequest: signedIn,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      setOwnPhoto(
        ctx,
        currentUser(request),
        await readSingleFileUpload(request, MAX_PHOTO_BYTES, 'validation.photoOneFile'),
      ),
  );

  r.delete(
    '/api/Identity/Me/photo',
    { schema: { tags, response: { 200: statusAnswer } }, onRequest: signedIn },
    async (request) => {
      await removeOwnPhoto(ctx, currentUser(request));
      return { status: 'Success' };
    },
  );

  r.put(
    '/api/Identity/Me/language',
    { schema: { tags, body: ownLanguageBody, response: { 200: ownLanguageBody } }, onRequest: signedIn },
    async (request) => setOwnLanguage(ctx, currentUser(request), request.body.language),
  );

  // For <img>, which cannot send the bearer token: the address's random token is the secret. A
  // photo's bytes never change under its token (a new photo gets a new one), so browsers keep it.
  r.get(
    `${PHOTO_PATH}/:token`,
    {
      schema: {
        tags,
        params: z.object({ token: z.uuid() }),
        response: { 200: fileAnswer(PHOTO_CONTENT_TYPES, "A user's profile photo (PNG or JPEG, at most 256 × 256).") },
      },
    },
    async (request, reply) => {
      const photo = await photoByToken(ctx, request.params.token);
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(photo.content);
    },
  );
}
