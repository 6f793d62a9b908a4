import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Global notices administrators publish to every user. (To be built.) */
export function globalNotificationRoutes(_app: FastifyInstance, _ctx: AppContext) {}
