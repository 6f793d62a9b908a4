import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updatePortalConfigurationBody } from '../../../domain/portalConfiguration';
import type { AppContext } from '../../context';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { getPortalConfiguration, updatePortalConfiguration } from './portalConfiguration';
import { portalConfigurationRecord } from '../../../domain/portalConfiguration';

const tags = ['Configuration'];

/** Spec §3's portal configuration: read by whoever may view the configuration, changed by administrators. */
export function portalConfigurationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'update') => [authenticated(ctx), requireAbility(action, 'configuration')];

  r.get(
    '/api/configuration/portal',
    { schema: { tags, response: { 200: portalConfigurationRecord } }, onRequest: can('view') },
    async () => getPortalConfiguration(ctx),
  );

  r.put(
    '/api/configuration/portal',
    {
      schema: { tags, body: updatePortalConfigurationBody, response: { 200: portalConfigurationRecord } },
      onRequest: can('update'),
    },
    async (request) => updatePortalConfiguration(ctx, currentUser(request), request.body),
  );
}
