// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import { session } from './session';

function client(respond: (call: number) => Response) {
  let calls = 0;
  const fetch = vi.fn(async () => respond(++calls)) as unknown as typeof globalThis.fetch;
  const leaveTo = vi.fn();
  const http = createHttpClient({
    fetch,
    baseUrl: '',
    session,
    translate: (key) => `T(${key})`,
    language: () => 'en',
    leaveTo,
    currentPath: () => '/apps/customers/1',
  });
  return { http, leaveTo, fetch };
}

beforeEach(() => {
  localStorage.clear();
  session.setAccess({ token: 'tok', expiresIn: 900 });
});

describe('httpClient with responseType blob (downloads)', () => {
  it('keeps the bytes of a successful answer untouched', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const { http, fetch } = client(
      () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const answer = await http('/api/customers/1/documents/2/content', { responseType: 'blob' });
    expect(new Uint8Array(await answer.blob!.arrayBuffer())).toEqual(bytes);
    expect(answer.json).toBeUndefined();
    // The option is ours, not fetch's.
    expect((vi.mocked(fetch).mock.calls[0] as unknown[])[1]).not.toHaveProperty('responseType');
  });

  it('still reads a refusal as the translated JSON message', async () => {
    const { http } = client(() => new Response(JSON.stringify({ message: 'errors.NOT_FOUND' }), { status: 404 }));
    await expect(http('/api/customers/1/documents/9/content', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      message: 'errors.NOT_FOUND',
    });
  });

  it('still ends the session on 203', async () => {
    const { http, leaveTo } = client(
      () => new Response(JSON.stringify({ message: 'errors.INFORMATION_CHANGED' }), { status: 203 }),
    );
    await expect(http('/api/customers/1/documents/2/content', { responseType: 'blob' })).rejects.toMatchObject({
      status: 203,
    });
    expect(leaveTo).toHaveBeenCalledWith('/forcelogout');
  });
});
