import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Send contract (email, fax, e-signature) and the customer's signing page. (To be built.) */
export function contractRoutes(_app: FastifyInstance, _ctx: AppContext) {}
