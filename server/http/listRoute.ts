import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseListQuery, sendListHeaders, type ListQuery, type ListTotal } from './listQuery';

/**
 * ra-data-simple-rest's query string for one list, with the list's own filter described in the
 * API document (`x-guichet-filter`, its JSON schema): a client learns which keys it may send, and
 * the security probe sends each of them its hostile values.
 */
export function listQuerystringOf(filter: z.ZodType) {
  return z.object({
    filter: z
      .string()
      .max(4000)
      .optional()
      .meta({
        description:
          "A JSON object of this list's filters (their schema: x-guichet-filter), as ra-data-simple-rest sends it.",
        'x-guichet-filter': z.toJSONSchema(filter, { io: 'input', unrepresentable: 'any' }),
      }),
    range: z.string().max(100).optional().meta({ description: 'JSON [first, last] rows, from 0.' }),
    sort: z.string().max(200).optional().meta({ description: 'JSON [field, "ASC" | "DESC"].' }),
  });
}

/** What a list says of itself; everything else (range, sort, filter, headers) is the same for all. */
export interface ListDeclaration<F extends z.ZodType, R extends z.ZodType, P extends z.ZodType> {
  /** The name in Content-Range (`customers 0-24/1234`). */
  resource: string;
  tags: string[];
  description?: string;
  /** One row of the answer. */
  row: R;
  filter: F;
  sortable: readonly string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  onRequest: onRequestAsyncHookHandler[];
  /** The path's parameters, for a list under a record (`/api/customers/:id/messages`). */
  params?: P;
  /** One page and its total (a plain number is an exact total). */
  read: (
    query: ListQuery<z.output<F>>,
    call: { params: z.output<P>; request: FastifyRequest },
  ) => Promise<{ rows: z.output<R>[]; total: ListTotal | number }>;
}

/**
 * A GET list route as react-admin's data provider reads it: the filter checked against the list's
 * schema, the range and sort bounded, `Content-Range` and `X-Total-Count` sent. A resource says
 * only what is its own, as `<List>` does for a screen.
 */
export function listRoute<F extends z.ZodType, R extends z.ZodType, P extends z.ZodType = z.ZodObject>(
  app: FastifyInstance,
  path: string,
  list: ListDeclaration<F, R, P>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      schema: {
        tags: list.tags,
        ...(list.description ? { description: list.description } : {}),
        ...(list.params ? { params: list.params } : {}),
        querystring: listQuerystringOf(list.filter),
        response: { 200: z.array(list.row) },
      },
      onRequest: list.onRequest,
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, list);
      const { rows, total } = await list.read(query, { params: request.params as z.output<P>, request });
      const counted = typeof total === 'number' ? { total, capped: false } : total;
      sendListHeaders(reply, list.resource, query.offset, rows.length, counted);
      return rows;
    },
  );
}
