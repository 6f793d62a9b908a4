import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatContact, ChatUser, OpenedChat } from '../../domain/chat';
import { liveOrigin, openLive, type LiveClient } from '../support/liveClient';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let origin: string;
let second: SecondInstance;
let secondOrigin: string;
const users: Record<'admin' | 'staff' | 'agent', { token: string; id: number }> = {} as never;
const opened: LiveClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  origin = await liveOrigin(t);
  second = await startSecondInstance(t);
  secondOrigin = await liveOrigin(second);
  for (const name of ['admin', 'staff', 'agent'] as const) {
    const { token } = await t.login(`${name}@demo.ca`);
    const me = (await t.call({ method: 'GET', url: '/api/Identity/Me', token })).json() as { id: number };
    users[name] = { token, id: me.id };
  }
});
afterAll(async () => {
  for (const client of opened) client.close();
  await second.stop();
  await t.close();
});

const get = <T>(url: string, token: string) => t.call({ method: 'GET', url, token }).then((r) => r.json() as T);
const openChat = (from: { token: string; id: number }, contactId: number) =>
  get<OpenedChat>(`/api/chat/get-chat?contactId=${contactId}&userId=${from.id}`, from.token);
const send = (from: { token: string; id: number }, chatId: number, message: string, who = from.id) =>
  t.call({
    method: 'POST',
    url: '/api/chat/send-message',
    token: from.token,
    payload: { chatId, message: { who, message, time: new Date().toISOString() } },
  });
const ready = async (token: string, at = origin) => {
  const client = openLive(at, { domain: 'guichet.test', token });
  opened.push(client);
  await client.next('ready');
  return client;
};

describe('the team chat', () => {
  it('lists the other users with their presence, and shows who is connected', async () => {
    const { admin, agent } = users;
    const before = await get<ChatContact[]>('/api/chat/contacts', admin.token);
    expect(before.map((contact) => contact.id)).not.toContain(admin.id);
    expect(before.find((contact) => contact.id === agent.id)).toMatchObject({ status: 'offline', unread: 0 });

    const adminSocket = await ready(admin.token);
    await ready(agent.token, secondOrigin);
    // The agent connected to the other instance: the admin hears it, and the contacts say so.
    await adminSocket.next('presence', (e) => e.userId === agent.id && e.status === 'online', 2000);
    const status = await t.call({
      method: 'PUT',
      url: '/api/chat/status',
      token: agent.token,
      payload: { status: 'away' },
    });
    expect(status.statusCode, status.body).toBe(200);
    await adminSocket.next('presence', (e) => e.userId === agent.id && e.status === 'away', 2000);
    const after = await get<ChatContact[]>('/api/chat/contacts', admin.token);
    expect(after.find((contact) => contact.id === agent.id)?.status).toBe('away');
  });

  it('opens a chat empty at the head of the list, delivers a message live across instances, and counts it unread', async () => {
    const { admin, agent } = users;
    const agentSocket = await ready(agent.token, secondOrigin);
    const chat = await openChat(admin, agent.id);
    expect(chat.chat).toMatchObject({ contactId: agent.id, dialog: [] });
    expect(chat.userChatData.chatList[0]).toMatchObject({
      chatId: chat.chat.id,
      contactId: agent.id,
      lastMessageTime: null,
    });
    // Opened by the admin only: not yet in the agent's list.
    expect((await get<ChatUser>('/api/chat/user', agent.token)).chatList.map((c) => c.chatId)).not.toContain(
      chat.chat.id,
    );

    const sent = await send(admin, chat.chat.id, '  Bonjour, le dossier 42 ?  ');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatchObject({ who: admin.id, message: 'Bonjour, le dossier 42 ?' });
    const heard = await agentSocket.next('chatMessage', (e) => e.chatId === chat.chat.id, 1000);
    expect(heard.message).toEqual(sent.json().message);

    const agentView = await get<ChatUser>('/api/chat/user', agent.token);
    expect(agentView.chatList[0]).toMatchObject({ chatId: chat.chat.id, contactId: admin.id, unreadCount: 1 });
    const contacts = await get<ChatContact[]>('/api/chat/contacts', agent.token);
    expect(contacts.find((contact) => contact.id === admin.id)?.unread).toBe(1);
    // Opening it reads it; the same chat, from the other side.
    const agentChat = await openChat(agent, admin.id);
    expect(agentChat.chat.id).toBe(chat.chat.id);
    expect(agentChat.chat.dialog.map((m) => m.message)).toEqual(['Bonjour, le dossier 42 ?']);
    expect(agentChat.userChatData.chatList[0]?.unreadCount).toBe(0);
  });

  it('orders the chat list by the latest message', async () => {
    const { admin, agent, staff } = users;
    const withStaff = await openChat(admin, staff.id);
    const withAgent = await openChat(admin, agent.id);
    expect((await send(staff, withStaff.chat.id, 'Plus récent')).statusCode).toBe(200);
    const list = (await get<ChatUser>('/api/chat/user', admin.token)).chatList.map((c) => c.chatId);
    expect(list.indexOf(withStaff.chat.id)).toBeLessThan(list.indexOf(withAgent.chat.id));
  });

  it("never lets one user read or write another's chat", async () => {
    const { admin, agent, staff } = users;
    const chat = await openChat(admin, agent.id);
    // The staff user asks for the admin's chat with the agent by naming the admin.
    const asAdmin = await t.call({
      method: 'GET',
      url: `/api/chat/get-chat?contactId=${agent.id}&userId=${admin.id}`,
      token: staff.token,
    });
    expect(asAdmin.statusCode).toBe(420);
    expect(asAdmin.json().message).toBe('errors.FORBIDDEN');
    // Writing into it, as themself or as the admin.
    expect((await send(staff, chat.chat.id, 'intrus')).statusCode).toBe(404);
    expect((await send(staff, chat.chat.id, 'intrus', admin.id)).statusCode).toBe(420);
    const read = await t.call({
      method: 'POST',
      url: '/api/chat/read',
      token: staff.token,
      payload: { chatId: chat.chat.id },
    });
    expect(read.statusCode).toBe(404);
    const [{ count }] = await t.ctx.database.sql<{ count: number }[]>`
      select count(*)::int as count from chat_messages where body = 'intrus'`;
    expect(count).toBe(0);
  });

  it('refuses an empty message, a chat with oneself and anonymous callers', async () => {
    const { admin, agent } = users;
    const chat = await openChat(admin, agent.id);
    const empty = await send(admin, chat.chat.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ 'message.message': 'validation.required' });
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/chat/get-chat?contactId=${admin.id}&userId=${admin.id}`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(404);
    for (const url of ['/api/chat/user', '/api/chat/contacts', '/api/quick-panel/data'])
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });
});
