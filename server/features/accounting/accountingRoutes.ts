import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountRecord,
  createAccountBody,
  journalLineRecord,
  journalListFilter,
  mappingRecord,
  trialBalanceQuery,
  trialBalanceRecord,
  updateAccountBody,
  updateMappingsBody,
} from '../../../domain/accounting';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { idParams } from '../../http/pathParams';
import { listRoute } from '../../http/listRoute';
import { JOURNAL_SORTABLE, listAccounts, listJournal, trialBalanceAt } from './books';
import { addAccount, listMappings, updateAccount, updateMappings } from './chartOfAccounts';

const tags = ['Accounting'];

/**
 * The books (issue 34): the chart of accounts, its mapping, the journal and the trial balance, read
 * with `view accounting`; the chart and the mapping kept with `manage accounting`.
 */
export function accountingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'accounting')];
  const keeping = [authenticated(ctx), requireAbility('manage', 'accounting')];

  r.get(
    '/api/accounting/accounts',
    { schema: { tags, response: { 200: z.array(accountRecord) } }, onRequest },
    async () => listAccounts(ctx),
  );

  r.post(
    '/api/accounting/accounts',
    { schema: { tags, body: createAccountBody, response: { 201: accountRecord } }, onRequest: keeping },
    async (request, reply) => reply.status(201).send(await addAccount(ctx, currentUser(request), request.body)),
  );

  r.put(
    '/api/accounting/accounts/:id',
    {
      schema: { tags, params: idParams, body: updateAccountBody, response: { 200: accountRecord } },
      onRequest: keeping,
    },
    async (request) => updateAccount(ctx, currentUser(request), request.params.id, request.body),
  );

  r.get(
    '/api/accounting/mappings',
    { schema: { tags, response: { 200: z.array(mappingRecord) } }, onRequest },
    async () => listMappings(ctx),
  );

  r.put(
    '/api/accounting/mappings',
    { schema: { tags, body: updateMappingsBody, response: { 200: z.array(mappingRecord) } }, onRequest: keeping },
    async (request) => updateMappings(ctx, currentUser(request), request.body),
  );

  r.get(
    '/api/accounting/trial-balance',
    { schema: { tags, querystring: trialBalanceQuery, response: { 200: trialBalanceRecord } }, onRequest },
    async (request) => trialBalanceAt(ctx, request.query.date ?? ctx.clock.today()),
  );

  listRoute(app, '/api/accounting/journal', {
    resource: 'journal',
    tags,
    row: journalLineRecord,
    filter: journalListFilter,
    sortable: JOURNAL_SORTABLE,
    defaultSort: ['date', 'DESC'],
    onRequest,
    read: (query) => listJournal(ctx, query),
  });
}
