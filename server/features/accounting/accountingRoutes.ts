import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountRecord,
  journalLineRecord,
  journalListFilter,
  trialBalanceQuery,
  trialBalanceRecord,
} from '../../../domain/accounting';
import type { AppContext } from '../../context';
import { authenticated, requireAbility } from '../../auth/guard';
import { listRoute } from '../../http/listRoute';
import { JOURNAL_SORTABLE, listAccounts, listJournal, trialBalanceAt } from './books';

const tags = ['Accounting'];

/** The books (issue 34): the chart of accounts, the journal and the trial balance, for `view accounting`. */
export function accountingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'accounting')];

  r.get(
    '/api/accounting/accounts',
    { schema: { tags, response: { 200: z.array(accountRecord) } }, onRequest },
    async () => listAccounts(ctx),
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
