import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../support/customers';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
});
afterAll(() => t.close());

/** Records created by their first save (version 0): simultaneous first saves give one winner and stale versions, never 500. */
describe('simultaneous first writes', () => {
  it('lets one of four agents turn on a credit-check tracker and tells the others their version is stale', async () => {
    const customer = await createCustomer(t, agent);
    const url = `/api/customers/${customer.id}/credit-check`;
    const answers = await Promise.all(
      [true, false, true, false].map((enabled) =>
        t.call({ method: 'PUT', url, token: agent, payload: { enabled, version: 0 } }),
      ),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const winner = answers.find((response) => response.statusCode === 200)!.json();
    expect((await t.call({ method: 'GET', url, token: agent })).json()).toMatchObject({
      enabled: winner.enabled,
      version: 1,
    });
  });
});
