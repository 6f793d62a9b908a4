import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
let paths: Record<string, Record<string, { 'x-guichet-access'?: unknown }>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

/** The security probe reads who may call what from the document: it must say what the guards check. */
describe('the access each operation requires, in the OpenAPI document', () => {
  it('names the session and every ability the guards ask for', () => {
    expect(paths['/api/users'].get['x-guichet-access']).toEqual({
      authenticated: true,
      abilities: [{ action: 'manage', subject: 'user' }],
    });
    expect(paths['/api/customers/{id}/sin-reveal'].post['x-guichet-access']).toEqual({
      authenticated: true,
      abilities: [
        { action: 'view', subject: 'customer' },
        { action: 'view', subject: 'customer_sin' },
      ],
    });
    expect(paths['/api/Identity/Me'].get['x-guichet-access']).toEqual({ authenticated: true, abilities: [] });
  });

  it('says nothing of operations open without a session', () => {
    expect(paths['/api/Identity/Authenticate'].post).not.toHaveProperty('x-guichet-access');
    expect(paths['/api/public/loan-requests'].post).not.toHaveProperty('x-guichet-access');
  });
});

describe('the answers each operation describes', () => {
  it('describes the API keys resource from the schema the route answers with', () => {
    const listed = paths['/api/api-keys'].get as unknown as {
      responses: Record<string, { content: Record<string, { schema: { items: { properties: object } } }> }>;
    };
    expect(Object.keys(listed.responses['200'].content['application/json'].schema.items.properties)).toEqual(
      expect.arrayContaining(['id', 'name', 'prefix', 'status', 'lastUsedAt']),
    );
    const created = paths['/api/api-keys'].post as unknown as {
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    expect(Object.keys(created.responses['201'].content['application/json'].schema.properties)).toContain('value');
  });
});
