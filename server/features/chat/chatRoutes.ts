import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatContact,
  chatReadBody,
  chatStatusBody,
  chatUser,
  getChatAnswer,
  getChatQuery,
  sendMessageAnswer,
  sendMessageBody,
} from '../../../domain/chat';
import { authenticated, currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as chat from './chatService';

const tags = ['Chat'];

/**
 * Spec §7's team-chat calls, for any signed-in user: each sees only their own chats (another's
 * is refused or not found), and every message is written as the caller, at the server's time.
 */
export function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx)];
  const { db } = ctx.database;

  r.get('/api/chat/user', { schema: { tags, response: { 200: chatUser } }, onRequest }, async (request) =>
    chat.chatUserData(db, currentUser(request).id),
  );
  r.get(
    '/api/chat/contacts',
    { schema: { tags, response: { 200: z.array(chatContact) } }, onRequest },
    async (request) => chat.chatContacts(db, currentUser(request).id),
  );
  r.get(
    '/api/chat/get-chat',
    { schema: { tags, querystring: getChatQuery, response: { 200: getChatAnswer } }, onRequest },
    async (request) => chat.openChat(db, currentUser(request).id, request.query.contactId, request.query.userId),
  );
  r.post(
    '/api/chat/send-message',
    {
      schema: { tags, body: sendMessageBody, response: { 200: sendMessageAnswer } },
      // Its own array: the rate limiter adds its hook to the one it is given.
      onRequest: [...onRequest],
      // Per user, after the token is checked: an office behind one address is many writers.
      config: {
        rateLimit: {
          max: 120,
          timeWindow: '1 minute',
          keyGenerator: (request) => `chat:${request.currentUser?.id ?? request.ip}`,
        },
      },
    },
    async (request) => chat.sendMessage(db, currentUser(request).id, request.body),
  );
  r.post(
    '/api/chat/read',
    { schema: { tags, body: chatReadBody, response: { 200: chatUser } }, onRequest },
    async (request) => chat.markChatRead(db, currentUser(request).id, request.body.chatId),
  );
  r.put(
    '/api/chat/status',
    { schema: { tags, body: chatStatusBody, response: { 200: chatUser } }, onRequest },
    async (request) => chat.setChatStatus(db, currentUser(request).id, request.body.status),
  );
}
