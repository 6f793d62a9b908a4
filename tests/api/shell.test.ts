import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NOTES, type QuickPanelData } from '../../domain/quickPanel';
import { DEFAULT_SETTINGS, type UserSettings } from '../../domain/userSettings';
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

const N = '/api/quick-panel/notes';
const data = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/quick-panel/data', token })).json() as QuickPanelData;

describe('the quick panel', () => {
  it("keeps each user's own notes: add, edit, delete, and no one else's", async () => {
    const added = await t.call({
      method: 'POST',
      url: N,
      token: agent,
      payload: { title: ' Rappeler M. Roy ', detail: 'Après 14 h' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const note = added.json() as { id: number };
    expect(note).toMatchObject({ title: 'Rappeler M. Roy', detail: 'Après 14 h' });
    expect((await data(agent)).notes).toContainEqual(note);
    expect((await data(staff)).notes.map((each) => each.id)).not.toContain(note.id);

    const edited = await t.call({
      method: 'PUT',
      url: `${N}/${note.id}`,
      token: agent,
      payload: { title: 'Rappeler Mme Roy' },
    });
    expect(edited.json()).toEqual({ id: note.id, title: 'Rappeler Mme Roy', detail: '' });
    // Another user can neither change nor delete it.
    expect(
      (await t.call({ method: 'PUT', url: `${N}/${note.id}`, token: staff, payload: { title: 'x' } })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${N}/${note.id}`, token: staff })).statusCode).toBe(404);
    expect((await data(agent)).notes.find((each) => each.id === note.id)?.title).toBe('Rappeler Mme Roy');

    expect((await t.call({ method: 'DELETE', url: `${N}/${note.id}`, token: agent })).statusCode).toBe(200);
    expect((await data(agent)).notes.map((each) => each.id)).not.toContain(note.id);
  });

  it('refuses a note without a title, an unknown field, and more notes than the limit', async () => {
    const blank = await t.call({ method: 'POST', url: N, token: staff, payload: { title: '  ' } });
    expect([blank.statusCode, blank.json().errors]).toEqual([400, { title: 'validation.required' }]);
    const unknown = await t.call({ method: 'POST', url: N, token: staff, payload: { title: 'a', userId: 1 } });
    expect(unknown.json().errors).toEqual({ userId: 'validation.unknownField' });
    const [{ id }] = await t.ctx.database.sql<{ id: number }[]>`select id from users where email = 'staff@demo.ca'`;
    await t.ctx.database.sql`
      insert into quick_notes (user_id, title) select ${id}, 'note ' || n from generate_series(1, ${MAX_NOTES}) n`;
    const tooMany = await t.call({ method: 'POST', url: N, token: staff, payload: { title: 'une de trop' } });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([420, 'errors.TOO_MANY_NOTES']);
    expect((await data(staff)).notes).toHaveLength(MAX_NOTES);
  });

  it('has no events for a user with nothing assigned today', async () => {
    expect((await data(staff)).events).toEqual([]);
  });
});

describe("the user's shell settings", () => {
  const put = (payload: Record<string, unknown>, token = agent) =>
    t.call({ method: 'PUT', url: '/api/Identity/Me/settings', token, payload });
  const me = async (token = agent) =>
    (await t.call({ method: 'GET', url: '/api/Identity/Me', token })).json() as { settings: UserSettings };

  it("start at the spec's defaults and keep each change merged into the rest, per user", async () => {
    expect((await me(staff)).settings).toEqual(DEFAULT_SETTINGS);
    expect((await put({ layout: { style: 'layout2' }, theme: { main: 'dark' } })).statusCode).toBe(200);
    const saved = await put({ layout: { boxed: true } });
    expect(saved.json()).toMatchObject({ layout: { style: 'layout2', boxed: true }, theme: { main: 'dark' } });
    // Signed in again elsewhere, the same settings.
    const elsewhere = (await t.login('agent@demo.ca')).token;
    expect((await me(elsewhere)).settings).toEqual(saved.json());
    expect((await me(staff)).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('refuse an unknown setting or value and change nothing', async () => {
    const before = (await me()).settings;
    const bad = await put({ layout: { style: 'layout9' } });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { 'layout.style': 'validation.invalid' }]);
    expect((await put({ volume: 11 })).json().errors).toEqual({ volume: 'validation.unknownField' });
    expect((await me()).settings).toEqual(before);
    expect((await t.call({ method: 'PUT', url: '/api/Identity/Me/settings', payload: {} })).statusCode).toBe(401);
  });
});
