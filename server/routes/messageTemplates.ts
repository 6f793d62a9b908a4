import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Spec §3's message templates (resource message-templates) and the header and footer. (To be built.) */
export function messageTemplateRoutes(_app: FastifyInstance, _ctx: AppContext) {}
