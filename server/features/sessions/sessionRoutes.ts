import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endedSessionsAnswer, sessionParams, sessionsAnswer } from '../../../domain/sessions';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { idParams } from '../../http/pathParams';
import { endAllSessions, endOwnSession, listSessions } from './userSessions';

const tags = ['Identity'];

/** Issue 35's sessions: the user's own (listed on their profile, each can be ended) and an administrator's view of a user's. */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticated(ctx);
  const managingUsers = [signedIn, requireAbility('manage', 'user')];

  r.get(
    '/api/Identity/Me/sessions',
    { schema: { tags, response: { 200: sessionsAnswer } }, onRequest: signedIn },
    async (request) => listSessions(ctx, currentUser(request).id, request.sessionId),
  );

  r.delete(
    '/api/Identity/Me/sessions/:sessionId',
    { schema: { tags, params: sessionParams, response: { 200: sessionsAnswer } }, onRequest: signedIn },
    async (request) => {
      const user = currentUser(request);
      await endOwnSession(ctx, user, request.params.sessionId);
      return listSessions(ctx, user.id, request.sessionId);
    },
  );

  r.get(
    '/api/users/:id/sessions',
    { schema: { tags, params: idParams, response: { 200: sessionsAnswer } }, onRequest: managingUsers },
    async (request) => listSessions(ctx, request.params.id, request.sessionId),
  );

  r.post(
    '/api/users/:id/sessions/end',
    { schema: { tags, params: idParams, response: { 200: endedSessionsAnswer } }, onRequest: managingUsers },
    async (request) => endAllSessions(ctx, currentUser(request), request.params.id),
  );
}
