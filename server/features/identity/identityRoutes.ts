import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticateBody,
  changePasswordBody,
  emailSchema,
  refreshTokenBody,
  resetPasswordBody,
} from '../../../domain/identity';
import { isUnstorableText } from '../../../domain/fieldSchemas';
import { shortcutsBody } from '../../../domain/navigationSearch';
import { readSettings, userSettings, userSettingsPatch } from '../../../domain/userSettings';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/appUrl';
import { authenticated, currentUser } from '../../auth/guard';
import { REFRESH_FAMILY_HOURS, revokeFamilyOfToken } from '../../auth/refreshTokens';
import type { SessionFacts } from '../sessions/sessionLifecycle';
import * as identity from './identity';
import { photoUrlOf } from '../users/userProfile';
import { meRecord, pingAnswer, refreshedAnswer, statusAnswer } from '../../../domain/identity';
import { authenticatedAnswer } from '../../../domain/secondFactor';

const REFRESH_COOKIE = 'guichet_refresh';
const tags = ['Identity'];

/**
 * Browsers ask (with `X-Token-Transport: cookie`) for the refresh token in an HttpOnly cookie no
 * script can read; other clients keep getting it in the JSON, as the spec's shapes say.
 */
const wantsCookie = (request: FastifyRequest) => request.headers['x-token-transport'] === 'cookie';

function handOverRefreshToken(request: FastifyRequest, reply: FastifyReply, refreshToken: string): string | null {
  if (!wantsCookie(request)) return refreshToken;
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api/Identity',
    maxAge: REFRESH_FAMILY_HOURS * 3600,
  });
  return null;
}

const presentedRefreshToken = (request: FastifyRequest, body?: { refreshToken?: string | null }) =>
  body?.refreshToken || request.cookies[REFRESH_COOKIE];

/** The tokens as a sign-in answers them, the refresh token in its cookie for a browser. */
/** Where a sign-in or a rotation comes from, for the user's list of sessions. */
export const sessionFactsOf = (request: FastifyRequest): SessionFacts => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const tokensAnswer = (request: FastifyRequest, reply: FastifyReply, pair: identity.TokenPair) => ({
  token: pair.token,
  refreshToken: handOverRefreshToken(request, reply, pair.refreshToken),
  expiresIn: pair.expiresIn,
});

export function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticated(ctx);

  r.post(
    '/api/Identity/Authenticate',
    {
      schema: { tags, body: authenticateBody, response: { 200: authenticatedAnswer } },
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await identity.authenticate(
        ctx,
        request.body.UserName,
        request.body.Password,
        sessionFactsOf(request),
      );
      return { model: 'token' in outcome ? tokensAnswer(request, reply, outcome) : outcome };
    },
  );

  r.post(
    '/api/Identity/RefreshToken',
    {
      schema: { tags, body: refreshTokenBody.optional(), response: { 200: refreshedAnswer } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body ?? undefined);
      if (!presented) throw new AppError(401, 'errors.INVALID_REFRESH_TOKEN');
      try {
        const pair = await identity.refresh(ctx, presented, sessionFactsOf(request));
        return {
          data: {
            token: pair.token,
            refreshToken: handOverRefreshToken(request, reply, pair.refreshToken),
            expiresIn: pair.expiresIn,
          },
        };
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/Identity' });
        throw error;
      }
    },
  );

  r.post(
    '/api/Identity/ForgotPassword/:email',
    {
      schema: { tags, params: z.object({ email: emailSchema }), response: { 200: statusAnswer } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      identity.forgotPassword(ctx, request.params.email, ctx.config.publicUrl, requestLanguage(request)),
  );

  r.post(
    '/api/Identity/ResetPassword',
    {
      schema: { tags, body: resetPasswordBody, response: { 200: statusAnswer } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => identity.resetPassword(ctx, request.body.token, request.body.password),
  );

  r.post(
    '/api/Identity/ChangePasswordV2',
    {
      schema: { tags, body: changePasswordBody, response: { 200: statusAnswer } },
      onRequest: signedIn,
    },
    async (request) =>
      identity.changeOwnPassword(ctx, currentUser(request), request.body.password, request.cookies[REFRESH_COOKIE]),
  );

  r.put(
    '/api/Identity/Me/shortcuts',
    { schema: { tags, body: shortcutsBody, response: { 200: shortcutsBody } }, onRequest: signedIn },
    async (request) => identity.setOwnShortcuts(ctx, currentUser(request), request.body.shortcuts),
  );

  r.put(
    '/api/Identity/Me/settings',
    { schema: { tags, body: userSettingsPatch, response: { 200: userSettings } }, onRequest: signedIn },
    async (request) => identity.setOwnSettings(ctx, currentUser(request), request.body),
  );

  r.get('/api/Identity/Ping', { schema: { tags, response: { 200: pingAnswer } }, onRequest: signedIn }, async () => ({
    success: true,
  }));

  r.get('/api/Identity/Me', { schema: { tags, response: { 200: meRecord } }, onRequest: signedIn }, async (request) => {
    const user = currentUser(request);
    return {
      id: user.id,
      email: user.email,
      displayName: user.displayName || user.email,
      roles: user.roles,
      language: user.language,
      photoURL: await photoUrlOf(ctx.database.db, user.id),
      shortcuts: user.shortcuts,
      settings: readSettings(user.settings),
    };
  });

  // Signing out on a shared counter must end the session whatever the request looks like: no body,
  // an empty or broken JSON body, any content type. Its own scope reads any body leniently, and
  // nothing in it can be refused before the refresh family is revoked.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, refreshTokenIn(String(body))),
    );
    scope.post(
      '/api/Identity/Logout',
      {
        schema: {
          tags,
          response: { 200: statusAnswer },
          description:
            'Revokes the refresh family of the token in the body ({ "refreshToken": "…" }) or in the cookie, whatever else the body holds.',
        },
      },
      async (request, reply) => {
        const presented = presentedRefreshToken(request, request.body as { refreshToken?: string } | undefined);
        if (presented) await revokeFamilyOfToken(ctx.database.db, presented);
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/Identity' });
        return { status: 'Success' };
      },
    );
  });
}

/** `{ refreshToken }` when the text is JSON naming one as a plain string, else nothing. */
function refreshTokenIn(text: string): { refreshToken: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    const token =
      parsed && typeof parsed === 'object' ? (parsed as { refreshToken?: unknown }).refreshToken : undefined;
    return typeof token === 'string' && token && !isUnstorableText(token) ? { refreshToken: token } : undefined;
  } catch {
    return undefined;
  }
}
