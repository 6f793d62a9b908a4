import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quickNote, quickNoteInput, quickPanelData } from '../../../domain/quickPanel';
import { authenticated, currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { idParams } from '../../http/pathParams';
import * as quickPanel from './quickPanelService';

const tags = ['Quick panel'];

/** Spec §7's quick-panel data, and the notes a user keeps in it (each user's own). */
export function quickPanelRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx)];

  r.get('/api/quick-panel/data', { schema: { tags, response: { 200: quickPanelData } }, onRequest }, async (request) =>
    quickPanel.quickPanelData(ctx, currentUser(request).id, request.ability!),
  );
  r.post(
    '/api/quick-panel/notes',
    { schema: { tags, body: quickNoteInput, response: { 200: quickNote } }, onRequest },
    async (request) => quickPanel.addNote(ctx, currentUser(request).id, request.body),
  );
  r.put(
    '/api/quick-panel/notes/:id',
    { schema: { tags, params: idParams, body: quickNoteInput, response: { 200: quickNote } }, onRequest },
    async (request) => quickPanel.editNote(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.delete(
    '/api/quick-panel/notes/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ id: z.number().int() }) } }, onRequest },
    async (request) => quickPanel.deleteNote(ctx, currentUser(request).id, request.params.id),
  );
}
