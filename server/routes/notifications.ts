import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Spec §7's Notification calls and the live channel. (To be built.) */
export function notificationRoutes(_app: FastifyInstance, _ctx: AppContext) {}
