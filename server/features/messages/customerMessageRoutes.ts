import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_CHANNELS, sendCustomerMessageBody } from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { listRoute } from '../../http/listRoute';
import { listCustomerMessages } from './customerMessageRecords';
import { sendCustomerMessage } from './sendCustomerMessage';
import { idParams, pathId } from '../../http/pathParams';
import { customerMessageRecord, sentCustomerMessages } from '../../../domain/messageTemplates';

const tags = ['Customer messages'];
const messageFilter = z.strictObject({
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  loanId: pathId.optional(),
});

/** Sending a message to a customer from a template (email, SMS), and the messages they were sent. */
export function customerMessageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'customer')];

  listRoute(app, '/api/customers/:id/messages', {
    resource: 'customer-messages',
    tags,
    params: idParams,
    row: customerMessageRecord,
    filter: messageFilter,
    sortable: ['createdAt', 'id'],
    defaultSort: ['createdAt', 'DESC'],
    onRequest: can('view'),
    read: (query, { params }) => listCustomerMessages(ctx, params.id, query),
  });

  r.post(
    '/api/customers/:id/messages',
    {
      schema: { tags, params: idParams, body: sendCustomerMessageBody, response: { 201: sentCustomerMessages } },
      onRequest: can('update'),
    },
    async (request, reply) => {
      const messages = await sendCustomerMessage(ctx, currentUser(request), {
        ...request.body,
        customerId: request.params.id,
      });
      reply.status(201);
      return { messages };
    },
  );
}
