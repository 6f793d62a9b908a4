import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { periodParams } from '../../../domain/accountingPeriods';
import {
  accountingPolicyRecord,
  allowanceRunRecord,
  computeAllowanceBody,
  updateAccountingPolicyBody,
} from '../../../domain/allowance';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { readAccountingPolicy, updateAccountingPolicy } from './accountingPolicy';
import { computeAllowance } from './allowanceComputing';
import { latestAllowanceRun } from './allowanceQueries';

const tags = ['Accounting'];

/**
 * The allowance for credit losses (issue 34): its policy (the provision matrix, the write-off
 * threshold) and its month-end runs; read with `view accounting`, kept with `manage accounting`.
 */
export function allowanceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('view', 'accounting')];
  const keeping = [authenticated(ctx), requireAbility('manage', 'accounting')];

  r.get(
    '/api/accounting/policy',
    { schema: { tags, response: { 200: accountingPolicyRecord } }, onRequest },
    async () => readAccountingPolicy(ctx.database.db),
  );

  r.put(
    '/api/accounting/policy',
    {
      schema: { tags, body: updateAccountingPolicyBody, response: { 200: accountingPolicyRecord } },
      onRequest: keeping,
    },
    async (request) => updateAccountingPolicy(ctx, currentUser(request), request.body),
  );

  r.post(
    '/api/accounting/allowance',
    { schema: { tags, body: computeAllowanceBody, response: { 200: allowanceRunRecord } }, onRequest: keeping },
    async (request) => computeAllowance(ctx, currentUser(request), request.body.month),
  );

  r.get(
    '/api/accounting/allowance/:month',
    { schema: { tags, params: periodParams, response: { 200: allowanceRunRecord } }, onRequest },
    async (request) => {
      const run = await latestAllowanceRun(ctx.database.db, request.params.month);
      if (!run) throw notFound();
      return run;
    },
  );
}
