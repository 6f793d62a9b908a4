import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPOSIT_SORTABLE, depositListFilter, depositListRecord, depositRecord } from '../../../domain/depositRecords';
import { depositVersionBody, sendDepositBody } from '../../../domain/deposits';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { fileAnswer } from '../../http/fileAnswer';
import { listRoute } from '../../http/listRoute';
import { idParams } from '../../http/pathParams';
import { eftFileContent, getDepositDetail, listDeposits } from './depositQueries';
import { cancelDeposit, sendDeposit } from './depositSending';
import { runMoneyBatches } from './moneyJob';

const tags = ['Deposits'];

const moneyRunAnswer = z.object({
  resent: z.number().int(),
  presented: z.number().int(),
  files: z.number().int(),
  items: z.number().int(),
  providerSteps: z.number().int(),
});

/** The deposits resource (spec §2's deposits screens): the list, a deposit, its actions and its EFT file. */
export function depositRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'create' | 'update') => [authenticated(ctx), requireAbility(action, 'deposit')];

  listRoute(app, '/api/deposits', {
    resource: 'deposits',
    tags,
    row: depositListRecord,
    filter: depositListFilter,
    sortable: DEPOSIT_SORTABLE,
    defaultSort: ['createdAt', 'DESC'],
    onRequest: can('view'),
    read: (query) => listDeposits(ctx, query),
  });

  r.get(
    '/api/deposits/:id',
    { schema: { tags, params: idParams, response: { 200: depositRecord } }, onRequest: can('view') },
    async (request) => getDepositDetail(ctx, request.params.id),
  );

  for (const [path, retry] of [
    ['send', false],
    ['retry', true],
  ] as const)
    r.post(
      `/api/deposits/:id/${path}`,
      {
        schema: { tags, params: idParams, body: sendDepositBody, response: { 200: depositRecord } },
        onRequest: can('update'),
      },
      async (request) => sendDeposit(ctx, currentUser(request), request.params.id, request.body, retry),
    );

  r.post(
    '/api/deposits/:id/cancel',
    {
      schema: { tags, params: idParams, body: depositVersionBody, response: { 200: depositRecord } },
      onRequest: can('update'),
    },
    async (request) => cancelDeposit(ctx, currentUser(request), request.params.id, request.body.version),
  );

  // "Send now": every queued EFT goes in a file without waiting for its cut-off, and the providers' news comes in.
  r.post(
    '/api/deposits/batches/run',
    { schema: { tags, response: { 200: moneyRunAnswer } }, onRequest: can('create') },
    async () => runMoneyBatches(ctx, { sendNow: true }),
  );

  r.get(
    '/api/deposits/eft-files/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: fileAnswer(['text/plain'], 'The CPA-005 file as it was submitted to the provider.') },
      },
      onRequest: can('view'),
    },
    async (request, reply) => {
      const file = await eftFileContent(ctx, request.params.id);
      return reply
        .type('text/plain; charset=us-ascii')
        .header('Content-Disposition', `attachment; filename="${file.name}"`)
        .send(Buffer.from(file.content, 'ascii'));
    },
  );
}
