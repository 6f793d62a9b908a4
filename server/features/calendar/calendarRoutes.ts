import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarEvent, calendarQuery, closureInput } from '../../../domain/calendarEvents';
import { calendarDate } from '../../../domain/fieldSchemas';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import type { AppContext } from '../../context';
import { calendarDays } from './calendarDays';
import { addClosure, removeClosure } from './lenderClosures';

const tags = ['Calendar'];
const closure = z.object({ day: calendarDate, note: z.string().nullable() });

/**
 * /apps/calendar: each day's work between two dates (the kinds the user may see), and the lender's
 * closures, which administrators (configuration update) add and remove and the payment calendar skips.
 */
export function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/calendar/events',
    {
      schema: { tags, querystring: calendarQuery, response: { 200: z.array(calendarEvent) } },
      onRequest: [authenticated(ctx), requireAbility('view', 'loan')],
    },
    async (request) => calendarDays(ctx.database.db, request.ability!, request.query),
  );

  const manage = [authenticated(ctx), requireAbility('update', 'configuration')];
  r.post(
    '/api/calendar/closures',
    { schema: { tags, body: closureInput, response: { 200: closure } }, onRequest: manage },
    async (request) => addClosure(ctx.database.db, currentUser(request), request.body, ctx.clock.today()),
  );
  r.delete(
    '/api/calendar/closures/:day',
    {
      schema: { tags, params: z.object({ day: calendarDate }), response: { 200: z.object({ day: calendarDate }) } },
      onRequest: manage,
    },
    async (request) => removeClosure(ctx.database.db, request.params.day, ctx.clock.today()),
  );
}
