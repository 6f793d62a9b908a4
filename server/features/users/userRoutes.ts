import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdUser,
  createUserBody,
  setUserPasswordBody,
  statusAnswer,
  updateUserBody,
  userRecord,
} from '../../../domain/identity';
import { ROLES } from '../../../domain/permissions';
import { permissionKey } from '../../../domain/permissions';
import { awaitingApproval, underFourEyes } from '../controls/controlGate';
import { findLiveUserById } from './userQueries';
import type { AppContext } from '../../context';
import { listRoute } from '../../http/listRoute';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import * as usersService from './users';
import { idParams, pathId } from '../../http/pathParams';

const tags = ['Users'];
const userFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  enabled: z.boolean().optional(),
  id: z.array(pathId).max(500).optional(),
});

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [authenticated(ctx), requireAbility('manage', 'user')];

  listRoute(app, '/api/users', {
    resource: 'users',
    tags,
    row: userRecord,
    filter: userFilter,
    sortable: usersService.USER_SORTABLE,
    defaultSort: ['email', 'ASC'],
    onRequest,
    read: (query) => usersService.listUsers(ctx, query),
  });

  r.get(
    '/api/users/:id',
    { schema: { tags, params: idParams, response: { 200: userRecord } }, onRequest },
    async (request) => usersService.getUser(ctx, request.params.id),
  );

  r.post(
    '/api/users',
    { schema: { tags, body: createUserBody, response: { 201: createdUser } }, onRequest },
    async (request, reply) => {
      reply.status(201);
      return usersService.createUser(ctx, currentUser(request), request.body);
    },
  );

  r.put(
    '/api/users/:id',
    {
      schema: { tags, params: idParams, body: updateUserBody, response: { 200: userRecord, ...awaitingApproval } },
      onRequest,
    },
    async (request, reply) => {
      const { id } = request.params;
      const perform = () => usersService.updateUser(ctx, currentUser(request), id, request.body);
      // Who may do what (issue 35): a change of roles or permissions may wait for a second person.
      return underFourEyes(
        ctx,
        request,
        reply,
        'USER_ACCESS',
        async () => {
          const user = await findLiveUserById(ctx.database.db, id);
          const { roles, permissions } = request.body;
          const accessChanged =
            user &&
            ((roles !== undefined && !sameSet(roles, user.roles)) ||
              (permissions !== undefined &&
                !sameSet(permissions.map(permissionKey), user.permissions.map(permissionKey))));
          return accessChanged ? { entity: 'user', entityId: id, payload: request.body } : null;
        },
        perform,
      );
    },
  );

  r.delete(
    '/api/users/:id',
    { schema: { tags, params: idParams, response: { 200: userRecord } }, onRequest },
    async (request) => usersService.deleteUser(ctx, currentUser(request), request.params.id),
  );

  r.post(
    '/api/users/:id/password',
    { schema: { tags, params: idParams, body: setUserPasswordBody, response: { 200: statusAnswer } }, onRequest },
    async (request) =>
      usersService.setUserPassword(ctx, currentUser(request), request.params.id, request.body.password),
  );

  r.post(
    '/api/users/:id/send-new-password',
    { schema: { tags, params: idParams, response: { 200: statusAnswer } }, onRequest },
    async (request) => usersService.sendNewPassword(ctx, currentUser(request), request.params.id, ctx.config.publicUrl),
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
