import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardFigures as figuresAnswer, dashboardPeriod, dashboardQuery } from '../../../domain/dashboards';
import { authenticated, requireAbility } from '../../auth/guard';
import type { AppContext } from '../../context';
import { invalidInput } from '../../http/errors';
import { dashboardFigures } from './dashboardFigures';

/**
 * The dashboards' figures (/apps/dashboards/analytics and /project): the portfolio's money, which is
 * the year-end report's (spec §6 report_eoy), over a period of whole months.
 */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboards/figures',
    {
      schema: { tags: ['Dashboards'], querystring: dashboardQuery, response: { 200: figuresAnswer } },
      onRequest: [authenticated(ctx), requireAbility('execute', 'report_eoy')],
    },
    async (request) => {
      const period = dashboardPeriod(request.query, ctx.clock.today());
      if (!period) throw invalidInput({ to: 'validation.periodTooLong' });
      return dashboardFigures(ctx.database.db, period);
    },
  );
}
