import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_CHANNELS, sendCustomerMessageBody } from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { sendListHeaders, listQuerystring, parseListQuery } from '../../http/listQuery';
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

  r.get(
    '/api/customers/:id/messages',
    {
      schema: {
        tags,
        params: idParams,
        querystring: listQuerystring,
        response: { 200: z.array(customerMessageRecord) },
      },
      onRequest: can('view'),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        filter: messageFilter,
        sortable: ['createdAt', 'id'],
        defaultSort: ['createdAt', 'DESC'],
      });
      const { rows, total } = await listCustomerMessages(ctx, request.params.id, query);
      sendListHeaders(reply, 'customer-messages', query.offset, rows.length, { total, capped: false });
      return rows;
    },
  );

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
