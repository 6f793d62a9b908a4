import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Spec §3's portal configuration. (To be built.) */
export function portalConfigurationRoutes(_app: FastifyInstance, _ctx: AppContext) {}
