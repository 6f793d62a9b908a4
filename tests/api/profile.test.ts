import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatContact, ChatUser } from '../../domain/chat';
import { PHOTO_SIDE } from '../../domain/userPhoto';
import { makeJpegHeader } from '../support/jpeg';
import { multipart } from '../support/multipart';
import { makePng } from '../support/png';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let agent: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  staff = (await t.login('staff@demo.ca')).token;
});
afterAll(async () => t.close());

const PHOTO = '/api/Identity/Me/photo';
const upload = (token: string, bytes: Uint8Array, name = 'moi.png', type = 'image/png', fields = {}) => {
  const { payload, headers } = multipart(fields, { name, type, bytes });
  return t.call({ method: 'PUT', url: PHOTO, token, payload, headers });
};
const me = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/Identity/Me', token })).json() as {
    photoURL: string | null;
    language: string;
  };

describe('the profile photo', () => {
  it('is stored for the user alone, served at its unguessable address to an image, and shown in the chat', async () => {
    const png = makePng(PHOTO_SIDE, PHOTO_SIDE);
    const saved = await upload(agent, png);
    expect(saved.statusCode, saved.body).toBe(200);
    const { photoURL } = saved.json() as { photoURL: string };
    expect(photoURL).toMatch(/^\/api\/Identity\/photos\/[0-9a-f-]{36}$/);
    expect((await me(agent)).photoURL).toBe(photoURL);
    expect((await me(staff)).photoURL).toBeNull();

    // No token: an <img> asks for it as is.
    const served = await t.call({ method: 'GET', url: photoURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);

    const agentId = (await t.call({ method: 'GET', url: '/api/chat/user', token: agent })).json() as ChatUser;
    expect(agentId.avatar).toBe(photoURL);
    const contacts = (await t.call({ method: 'GET', url: '/api/chat/contacts', token: staff })).json() as ChatContact[];
    expect(contacts.find((contact) => contact.id === agentId.id)?.avatar).toBe(photoURL);
  });

  it('gets a new address when replaced (the old one stops answering), and goes when removed', async () => {
    const first = ((await upload(staff, makePng(40, 40))).json() as { photoURL: string }).photoURL;
    const jpeg = makeJpegHeader(120, 120);
    const second = await upload(staff, jpeg, 'photo.bin', 'application/octet-stream');
    expect(second.statusCode, second.body).toBe(200);
    const { photoURL } = second.json() as { photoURL: string };
    expect(photoURL).not.toBe(first);
    expect((await t.call({ method: 'GET', url: first })).statusCode).toBe(404);
    // The type is the bytes', whatever the upload declared.
    expect((await t.call({ method: 'GET', url: photoURL })).headers['content-type']).toBe('image/jpeg');

    expect((await t.call({ method: 'DELETE', url: PHOTO, token: staff })).statusCode).toBe(200);
    expect((await me(staff)).photoURL).toBeNull();
    expect((await t.call({ method: 'GET', url: photoURL })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: PHOTO, token: staff })).statusCode).toBe(404);
    const audited = await t.ctx.database.sql<{ action: string }[]>`
      select action from audit_log where entity = 'user' and action like 'user.photo-%' order by id`;
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['user.photo-changed', 'user.photo-removed']),
    );
  });

  it('refuses what is not a resized PNG or JPEG, and changes nothing', async () => {
    const before = (await me(agent)).photoURL;
    const refusal = async (response: Awaited<ReturnType<typeof upload>>) => [
      response.statusCode,
      (response.json() as { errors?: Record<string, string> }).errors,
    ];
    expect(await refusal(await upload(agent, Buffer.from('%PDF-1.4 pas une image'), 'moi.png'))).toEqual([
      400,
      { file: 'validation.photoNotImage' },
    ]);
    expect(await refusal(await upload(agent, makePng(PHOTO_SIDE + 1, 10)))).toEqual([
      400,
      { file: 'validation.photoTooLarge' },
    ]);
    expect(await refusal(await upload(agent, Buffer.alloc(600 * 1024, 1)))).toEqual([
      400,
      { file: 'validation.photoFileTooLarge' },
    ]);
    expect(await refusal(await upload(agent, makePng(8, 8), 'moi.png', 'image/png', { userId: '2' }))).toEqual([
      400,
      { userId: 'validation.unknownField' },
    ]);
    const json = await t.call({ method: 'PUT', url: PHOTO, token: agent, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await me(agent)).photoURL).toBe(before);
  });

  it('answers only the signed-in, and only a well-formed address', async () => {
    expect((await upload('', makePng(8, 8))).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: PHOTO })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/Identity/photos/1' })).statusCode).toBe(400);
    const unknown = await t.call({ method: 'GET', url: '/api/Identity/photos/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the user's own language", () => {
  it('is kept on file for them alone, and anything but fr or en is refused', async () => {
    const set = (token: string, payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/api/Identity/Me/language', token, payload });
    const changed = await set(agent, { language: 'en' });
    expect([changed.statusCode, changed.json()]).toEqual([200, { language: 'en' }]);
    expect((await me(agent)).language).toBe('en');
    expect((await me(staff)).language).toBe('fr');

    const wrong = await set(agent, { language: 'de' });
    expect([wrong.statusCode, Object.keys(wrong.json().errors)]).toEqual([400, ['language']]);
    expect((await set(agent, { language: 'fr', userId: 3 })).json().errors).toEqual({
      userId: 'validation.unknownField',
    });
    expect((await set('', { language: 'fr' })).statusCode).toBe(401);
    expect((await me(agent)).language).toBe('en');
    expect((await set(agent, { language: 'fr' })).statusCode).toBe(200);
  });
});
