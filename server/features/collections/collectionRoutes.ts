import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import {
  COLLECTION_SORTABLE,
  assignCollectionFilesBody,
  collectionChoices,
  collectionContactBody,
  collectionCounts,
  collectionFileListRecord,
  collectionFileRecord,
  collectionListFilter,
  collectionNoteBody,
  collectionPromiseBody,
  collectionTransferBody,
  openCollectionFileBody,
  updateCollectionFileBody,
} from '../../../domain/collectionRecords';
import { sendCustomerMessageBody, sentCustomerMessages } from '../../../domain/messageTemplates';
import type { AppContext } from '../../context';
import { collectionFiles, users } from '../../db/schema';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { listRoute } from '../../http/listRoute';
import { idParams } from '../../http/pathParams';
import { sendCustomerMessage } from '../messages/sendCustomerMessage';
import {
  addCollectionNote,
  assignCollectionFiles,
  logCollectionContact,
  openCollectionFile,
  promiseTransfer,
  receiveTransfer,
  recordFileMessage,
  updateCollectionFile,
} from './collectionActions';
import { readCollectionDegrees } from './collectionArrears';
import { sweepCollectionFiles } from './collectionSweep';
import { countCollectionQueues, getCollectionFile, listCollectionFiles } from './collectionQueries';

const tags = ['Collections'];

/** The collection files (spec §2's collections screen): its lists and counts, a file, and the agents' actions on it. */
export function collectionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'collection')];

  listRoute(app, '/api/collection-files', {
    resource: 'collection-files',
    tags,
    row: collectionFileListRecord,
    filter: collectionListFilter,
    sortable: COLLECTION_SORTABLE,
    defaultSort: ['daysPastDue', 'DESC'],
    onRequest: can('view'),
    read: (query) => listCollectionFiles(ctx, query),
  });

  r.get(
    '/api/collection-files/counts',
    { schema: { tags, response: { 200: collectionCounts } }, onRequest: can('view') },
    async () => countCollectionQueues(ctx),
  );

  // The agents a file can be given to (the lender's enabled users), and the degrees files move through.
  r.get(
    '/api/collection-files/choices',
    { schema: { tags, response: { 200: collectionChoices } }, onRequest: can('view') },
    async () => {
      const [agents, degrees] = await Promise.all([
        ctx.database.db
          .select({ id: users.id, name: users.displayName })
          .from(users)
          .where(eq(users.enabled, true))
          .orderBy(asc(users.displayName)),
        readCollectionDegrees(ctx.database.db),
      ]);
      return {
        agents,
        degrees: degrees.map((degree, index) => ({ index, nameFr: degree.nameFr, nameEn: degree.nameEn })),
      };
    },
  );

  r.get(
    '/api/collection-files/:id',
    { schema: { tags, params: idParams, response: { 200: collectionFileRecord } }, onRequest: can('view') },
    async (request) => getCollectionFile(ctx, request.params.id),
  );

  r.post(
    '/api/collection-files',
    {
      schema: { tags, body: openCollectionFileBody, response: { 201: collectionFileRecord } },
      onRequest: can('update'),
    },
    async (request, reply) => {
      reply.status(201);
      return openCollectionFile(ctx, currentUser(request), request.body);
    },
  );

  r.put(
    '/api/collection-files/:id',
    {
      schema: { tags, params: idParams, body: updateCollectionFileBody, response: { 200: collectionFileRecord } },
      onRequest: can('update'),
    },
    async (request) => updateCollectionFile(ctx, currentUser(request), request.params.id, request.body),
  );

  // What the hourly sweep does, now: after the degrees changed, or to see the day's moves at once.
  r.post(
    '/api/collection-files/sweep',
    {
      schema: {
        tags,
        response: {
          200: z.object({
            files: z.number().int(),
            degreeMoves: z.number().int(),
            settled: z.number().int(),
            kept: z.number().int(),
            broken: z.number().int(),
          }),
        },
      },
      onRequest: can('update'),
    },
    async () => sweepCollectionFiles(ctx),
  );

  r.post(
    '/api/collection-files/assign',
    {
      schema: { tags, body: assignCollectionFilesBody, response: { 200: z.object({ assigned: z.number().int() }) } },
      onRequest: can('update'),
    },
    async (request) => assignCollectionFiles(ctx, currentUser(request), request.body),
  );

  const action = <B extends z.ZodType>(
    path: string,
    body: B,
    run: (user: ReturnType<typeof currentUser>, id: number, input: z.output<B>) => Promise<unknown>,
  ) =>
    r.post(
      `/api/collection-files/:id/${path}`,
      {
        schema: { tags, params: idParams, body, response: { 200: collectionFileRecord } },
        onRequest: can('update'),
      },
      async (request) =>
        run(currentUser(request), request.params.id, request.body as z.output<B>) as Promise<
          z.infer<typeof collectionFileRecord>
        >,
    );

  action('notes', collectionNoteBody, (user, id, input) => addCollectionNote(ctx, user, id, input.text));
  action('contacts', collectionContactBody, (user, id, input) => logCollectionContact(ctx, user, id, input));
  action('promise', collectionPromiseBody, (user, id, input) => promiseTransfer(ctx, user, id, input));
  action('transfers', collectionTransferBody, (user, id, input) => receiveTransfer(ctx, user, id, input));

  // A message from a template to the file's borrower, about its loan; it goes in the file's history.
  r.post(
    '/api/collection-files/:id/messages',
    {
      schema: {
        tags,
        params: idParams,
        body: sendCustomerMessageBody.omit({ loanId: true }),
        response: { 200: sentCustomerMessages },
      },
      onRequest: can('update'),
    },
    async (request) => {
      const user = currentUser(request);
      const [file] = await ctx.database.db
        .select({ customerId: collectionFiles.customerId, loanId: collectionFiles.loanId })
        .from(collectionFiles)
        .where(eq(collectionFiles.id, request.params.id));
      if (!file) throw notFound();
      const messages = await sendCustomerMessage(ctx, user, { ...request.body, ...file });
      await recordFileMessage(ctx, user, request.params.id, {
        templateTitle: messages[0]?.templateTitle ?? null,
        channels: messages.map((message) => ({ channel: message.channel, status: message.status })),
      });
      return { messages };
    },
  );
}
