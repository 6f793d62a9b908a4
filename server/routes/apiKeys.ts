import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Spec §3's API keys (resource api-keys). (To be built.) */
export function apiKeyRoutes(_app: FastifyInstance, _ctx: AppContext) {}
