import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The website's intake: POST /api/public/loan-requests with X-Api-Key. (To be built.) */
export function publicLoanRequestRoutes(_app: FastifyInstance, _ctx: AppContext) {}
