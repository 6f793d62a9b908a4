import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList } from '../../../domain/fieldSchemas';
import {
  createMessageTemplateBody,
  previewMessageBody,
  updateMessageFrameBody,
  updateMessageTemplateBody,
} from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { forbidden } from '../../http/errors';
import { listRoute } from '../../http/listRoute';
import { getMessageFrame, updateMessageFrame } from './messageFrameStore';
import { previewMessage } from './messagePreview';
import {
  TEMPLATE_SORTABLE,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './messageTemplateStore';
import { idParams } from '../../http/pathParams';
import { messageFrameRecord, messagePreview, messageTemplateRecord } from '../../../domain/messageTemplates';

const tags = ['Message templates'];
const templateFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  code: z.string().trim().max(50).optional(),
  id: idList.optional(),
});

/** The configuration's readers preview templates; so do agents who may write to customers (the send dialog). */
const canPreview: onRequestAsyncHookHandler = async (request) => {
  if (!(request.ability?.can('view', 'configuration') || request.ability?.can('update', 'customer'))) throw forbidden();
};

/**
 * Spec §3's message templates (resource message-templates), their preview for a real customer, and
 * the header and footer around every email. Read with configuration view, written with update.
 */
export function messageTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'configuration')];

  listRoute(app, '/api/message-templates', {
    resource: 'message-templates',
    tags,
    row: messageTemplateRecord,
    filter: templateFilter,
    sortable: TEMPLATE_SORTABLE,
    defaultSort: ['title', 'ASC'],
    onRequest: can('view'),
    read: (query) => listTemplates(ctx, query),
  });

  r.get(
    '/api/message-templates/:id',
    { schema: { tags, params: idParams, response: { 200: messageTemplateRecord } }, onRequest: can('view') },
    async (request) => getTemplate(ctx, request.params.id),
  );

  r.post(
    '/api/message-templates',
    {
      schema: { tags, body: createMessageTemplateBody, response: { 201: messageTemplateRecord } },
      onRequest: can('update'),
    },
    async (request, reply) => {
      reply.status(201);
      return createTemplate(ctx, currentUser(request), request.body);
    },
  );

  r.put(
    '/api/message-templates/:id',
    {
      schema: { tags, params: idParams, body: updateMessageTemplateBody, response: { 200: messageTemplateRecord } },
      onRequest: can('update'),
    },
    async (request) => updateTemplate(ctx, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/message-templates/:id',
    { schema: { tags, params: idParams, response: { 200: messageTemplateRecord } }, onRequest: can('update') },
    async (request) => deleteTemplate(ctx, currentUser(request), request.params.id),
  );

  r.post(
    '/api/message-templates/preview',
    {
      schema: { tags, body: previewMessageBody, response: { 200: messagePreview } },
      onRequest: [authenticated(ctx), canPreview],
    },
    async (request) => previewMessage(ctx, request.body),
  );

  r.get(
    '/api/configuration/messages/frame',
    { schema: { tags, response: { 200: messageFrameRecord } }, onRequest: can('view') },
    async () => getMessageFrame(ctx),
  );

  r.put(
    '/api/configuration/messages/frame',
    { schema: { tags, body: updateMessageFrameBody, response: { 200: messageFrameRecord } }, onRequest: can('update') },
    async (request) => updateMessageFrame(ctx, currentUser(request), request.body),
  );
}
