import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCustomerBody, customerListFilter, updateCustomerBody } from '../../../domain/customers';
import { BANK_FIELDS } from '../controls/controlledActions';
import { awaitingApproval, underFourEyes } from '../controls/controlGate';
import { findCustomer } from './customerRecords';
import type { AppContext } from '../../context';
import { listRoute } from '../../http/listRoute';
import { authenticated, currentUser, requireAbility } from '../../auth/guard';
import { AUDIT_SORTABLE, listAuditEntries } from '../audit/auditTrail';
import { CUSTOMER_SORTABLE, getCustomer, listCustomers } from './customerQueries';
import * as customersService from './customers';
import { idParams } from '../../http/pathParams';
import { customerRecord, duplicateCandidate, revealedSin } from '../../../domain/customerRecords';
import { auditEntry } from '../../../domain/audit';

const tags = ['Customers'];

/** The customers resource (ra-data-simple-rest), its duplicates and its History tab. */
export function customerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const can = (action: 'view' | 'create' | 'update' | 'delete') => [
    authenticated(ctx),
    requireAbility(action, 'customer'),
  ];

  listRoute(app, '/api/customers', {
    resource: 'customers',
    tags,
    row: customerRecord,
    filter: customerListFilter,
    sortable: CUSTOMER_SORTABLE,
    defaultSort: ['id', 'DESC'],
    onRequest: can('view'),
    read: (query) => listCustomers(ctx, query),
  });

  r.get(
    '/api/customers/:id',
    { schema: { tags, params: idParams, response: { 200: customerRecord } }, onRequest: can('view') },
    async (request) => getCustomer(ctx, request.params.id),
  );

  r.post(
    '/api/customers',
    { schema: { tags, body: createCustomerBody, response: { 201: customerRecord } }, onRequest: can('create') },
    async (request, reply) => {
      reply.status(201);
      return customersService.createCustomer(ctx, currentUser(request), request.body);
    },
  );

  r.put(
    '/api/customers/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateCustomerBody,
        response: { 200: customerRecord, ...awaitingApproval },
      },
      onRequest: can('update'),
    },
    async (request, reply) => {
      const { id } = request.params;
      const perform = () => customersService.updateCustomer(ctx, currentUser(request), id, request.body);
      // Where a borrower's money goes (issue 35): a change of banking made by staff may wait for a second person.
      return underFourEyes(
        ctx,
        request,
        reply,
        'BANKING_CHANGE',
        async () => {
          const current = await findCustomer(ctx.database.db, id);
          const bankingChanged =
            current && BANK_FIELDS.some((field) => field in request.body && request.body[field] !== current[field]);
          return bankingChanged ? { entity: 'customer', entityId: id, payload: request.body } : null;
        },
        perform,
      );
    },
  );

  r.delete(
    '/api/customers/:id',
    { schema: { tags, params: idParams, response: { 200: customerRecord } }, onRequest: can('delete') },
    async (request) => customersService.deleteCustomer(ctx, currentUser(request), request.params.id),
  );

  r.post(
    '/api/customers/:id/sin-reveal',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: revealedSin },
        description:
          "The whole social insurance number (ability view customer_sin); every reveal is kept in the customer's History.",
      },
      onRequest: [...can('view'), requireAbility('view', 'customer_sin')],
    },
    async (request) => customersService.revealCustomerSin(ctx, currentUser(request), request.params.id),
  );

  r.get(
    '/api/customers/:id/duplicates',
    { schema: { tags, params: idParams, response: { 200: z.array(duplicateCandidate) } }, onRequest: can('view') },
    async (request) => customersService.listDuplicatesOf(ctx, request.params.id),
  );

  listRoute(app, '/api/customers/:id/history', {
    resource: 'history',
    tags,
    params: idParams,
    row: auditEntry,
    filter: z.strictObject({}),
    sortable: AUDIT_SORTABLE,
    defaultSort: ['at', 'DESC'],
    onRequest: can('view'),
    read: async (query, { params }) => {
      await getCustomer(ctx, params.id);
      return listAuditEntries(ctx, { ...query, filter: { entity: 'customer', entityId: params.id } });
    },
  });
}
