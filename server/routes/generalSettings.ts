import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Spec §3's general settings and the company logo. (To be built.) */
export function generalSettingsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
