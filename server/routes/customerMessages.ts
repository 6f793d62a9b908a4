import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Sending a message to a customer from a template (email, SMS). (To be built.) */
export function customerMessageRoutes(_app: FastifyInstance, _ctx: AppContext) {}
