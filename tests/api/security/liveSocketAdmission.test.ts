import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE } from '../../../domain/notifications';
import { liveOrigin, openLive } from '../../support/liveClient';
import { createTestApp, type TestApp } from '../../support/testApp';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await liveOrigin(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Claims user 1, audience and issuer right, signed with a key that is not the server's. */
const FORGED =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjoxLCJhdWQiOiJndWljaGV0LWxpdmUiLCJpc3MiOiJndWljaGV0In0.c2lnbmF0dXJlLWRlLWZhdXNzYWlyZQ';

describe('the live socket', () => {
  it('never files a socket under the user a forged token claims', async () => {
    const register = vi.spyOn(t.ctx.live!, 'register');
    const client = openLive(origin, { domain: 'guichet.test', token: FORGED });
    expect((await client.closed).code).toBe(LIVE_CLOSE.unauthorized);
    expect(register).not.toHaveBeenCalled();
  });

  it('files a socket under its user once the token is verified', async () => {
    const { token } = await t.login('agent@demo.ca');
    const register = vi.spyOn(t.ctx.live!, 'register');
    const client = openLive(origin, { domain: 'guichet.test', token });
    await client.next('ready');
    expect(register).toHaveBeenCalledTimes(1);
    client.close();
  });
});
