import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A caller who may not use a route learns nothing about its payload: the session and ability come first. */
describe('the order of the checks', () => {
  it('answers an anonymous caller 401 before reading a malformed body', async () => {
    const response = await t.call({ method: 'POST', url: '/api/users', payload: { email: 42 } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('errors');
  });

  it('answers an anonymous caller 401 before parsing broken JSON', async () => {
    const response = await t.call({
      method: 'PUT',
      url: '/api/customers/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers an anonymous caller 401 before checking path parameters', async () => {
    const response = await t.call({ method: 'GET', url: '/api/loans/not-a-number' });
    expect(response.statusCode).toBe(401);
  });

  it('answers a signed-in caller without the ability 420 before validating the body', async () => {
    const { token } = await t.login('agent@demo.ca');
    const response = await t.call({ method: 'POST', url: '/api/users', token, payload: { email: 42 } });
    expect(response.statusCode).toBe(420);
    expect(response.json().message).toBe('errors.FORBIDDEN');
  });

  it('still validates the body of a caller who may use the route', async () => {
    const { token } = await t.login('admin@demo.ca');
    const response = await t.call({ method: 'POST', url: '/api/users', token, payload: { email: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('email');
  });
});
