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

  it('says a file comes back as a file, of its type', () => {
    const statement = paths['/api/loans/{id}/statement'].get as unknown as {
      responses: Record<string, { content: Record<string, { schema: object }> }>;
    };
    expect(statement.responses['200'].content['application/pdf'].schema).toEqual(
      expect.objectContaining({ type: 'string', format: 'binary' }),
    );
  });
});

/** Every success answer an operation declares, as `METHOD /path`, with or without a JSON schema. */
function undescribedAnswers(): string[] {
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation as { responses?: Record<string, { content?: object }> }).responses ?? {};
      const described = Object.entries(responses).some(([status, answer]) => status.startsWith('2') && answer.content);
      if (!described) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing.sort();
}

/** A new route without `response:` fails here: /api/docs describes what every operation answers. */
it('describes the answer of every operation', () => {
  expect(undescribedAnswers()).toEqual([]);
});
