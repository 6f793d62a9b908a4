import { sql } from 'drizzle-orm';
import {
  CHAT_DIALOG_LIMIT,
  PRESENCE_FRESH_SECONDS,
  presenceOf,
  type ChatContact,
  type ChatMessage,
  type ChatUser,
  type ChosenStatus,
  type OpenedChat,
  type SendMessageBody,
} from '../../../domain/chat';
import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { publishLive } from '../notifications/liveBus';
import { photoUrl } from '../users/userProfile';

type Reader = Pick<Db | Tx, 'execute'>;

/** Has the user a live socket open on any instance that is still alive. */
const connected = (userColumn: ReturnType<typeof sql>) =>
  sql`exists (select 1 from live_presence p where p.user_id = ${userColumn}
                 and p.seen_at > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS}))`;
const displayName = sql`coalesce(nullif(u.display_name, ''), u.email)`;
/**
 * The chosen status and the live connection of user `u` (joined with `chat_statuses s`), which
 * presenceOf reads, and their photo's token (`user_photos ph`).
 */
const presenceColumns = sql`s.status as chosen, ${connected(sql`u.id`)} as connected, ph.token as photo_token`;
const withStatus = sql`users u left join chat_statuses s on s.user_id = u.id left join user_photos ph on ph.user_id = u.id`;

/** Reads up to the chat's latest message on the user's side (opening it also marks it opened). */
const readToLatest = (db: Reader, userId: number, chatId: number, opening = false) =>
  db.execute(
    sql`update chat_members set ${opening ? sql`opened_at = coalesce(opened_at, now()),` : sql``}
               read_through_id = greatest(read_through_id,
                 coalesce((select max(id) from chat_messages where chat_id = ${chatId}), 0))
         where user_id = ${userId} and chat_id = ${chatId}`,
  );
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? String(value) : null);

interface MessageRow extends Record<string, unknown> {
  id: string | number;
  sender_id: number;
  body: string;
  sent_at: Date | string;
}
const toMessage = (row: MessageRow): ChatMessage => ({
  id: Number(row.id),
  who: row.sender_id,
  message: row.body,
  time: iso(row.sent_at) ?? '',
});

/**
 * GET /api/chat/user: the user, their presence and their chats — those they opened or that hold a
 * message — the latest first, each with what the other wrote that they have not read.
 */
export async function chatUserData(db: Reader, userId: number): Promise<ChatUser> {
  const [me] = await db.execute<{
    id: number;
    name: string;
    chosen: string | null;
    connected: boolean;
    photo_token: string | null;
  }>(sql`select u.id, ${displayName} as name, ${presenceColumns} from ${withStatus} where u.id = ${userId}`);
  if (!me) throw notFound();
  const chats = await db.execute<{ chat_id: number; contact_id: number; last_message_at: Date | null; unread: number }>(
    sql`select m.chat_id, m.contact_id, c.last_message_at,
               (select count(*) from chat_messages x
                 where x.chat_id = m.chat_id and x.id > m.read_through_id and x.sender_id <> m.user_id)::int as unread
          from chat_members m join chats c on c.id = m.chat_id
         where m.user_id = ${userId} and (m.opened_at is not null or c.last_message_at is not null)
         order by greatest(c.last_message_at, m.opened_at) desc, m.chat_id desc`,
  );
  return {
    id: me.id,
    name: me.name,
    avatar: photoUrl(me.photo_token),
    status: presenceOf(me.chosen, me.connected),
    chatList: chats.map((row) => ({
      chatId: row.chat_id,
      contactId: row.contact_id,
      lastMessageTime: iso(row.last_message_at),
      unreadCount: row.unread,
    })),
  };
}

/** GET /api/chat/contacts: every other enabled user, by name, with their presence and what is unread from them. */
export async function chatContacts(db: Reader, userId: number): Promise<ChatContact[]> {
  const rows = await db.execute<{
    id: number;
    name: string;
    chosen: string | null;
    connected: boolean;
    photo_token: string | null;
    unread: number;
  }>(
    sql`select u.id, ${displayName} as name, ${presenceColumns},
               coalesce((select count(*) from chat_members m join chat_messages x
                          on x.chat_id = m.chat_id and x.id > m.read_through_id and x.sender_id = u.id
                         where m.user_id = ${userId} and m.contact_id = u.id), 0)::int as unread
          from ${withStatus}
         where u.deleted_at is null and u.enabled and u.id <> ${userId}
         order by lower(${displayName}), u.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar: photoUrl(row.photo_token),
    status: presenceOf(row.chosen, row.connected),
    unread: row.unread,
  }));
}

/**
 * GET /api/chat/get-chat: the chat with a contact, created empty if there is none (spec §4) and
 * put at the head of the user's list; its newest messages; everything in it read.
 */
export async function openChat(db: Db, userId: number, contactId: number, askedFor: number): Promise<OpenedChat> {
  if (askedFor !== userId) throw forbidden();
  if (contactId === userId) throw notFound();
  return db.transaction(async (tx) => {
    const [contact] = await tx.execute<{ id: number }>(
      sql`select id from users where id = ${contactId} and deleted_at is null and enabled`,
    );
    if (!contact) throw notFound();
    const [low, high] = userId < contactId ? [userId, contactId] : [contactId, userId];
    await tx.execute(sql`insert into chats (user_low, user_high) values (${low}, ${high}) on conflict do nothing`);
    const [chat] = await tx.execute<{ id: number }>(
      sql`select id from chats where user_low = ${low} and user_high = ${high}`,
    );
    await tx.execute(
      sql`insert into chat_members (user_id, chat_id, contact_id) values
            (${userId}, ${chat.id}, ${contactId}), (${contactId}, ${chat.id}, ${userId})
          on conflict do nothing`,
    );
    await readToLatest(tx, userId, chat.id, true);
    const newest = await tx.execute<MessageRow>(
      sql`select id, sender_id, body, sent_at from chat_messages where chat_id = ${chat.id}
           order by id desc limit ${CHAT_DIALOG_LIMIT}`,
    );
    return {
      chat: { id: chat.id, contactId, dialog: newest.reverse().map(toMessage) },
      userChatData: await chatUserData(tx, userId),
    };
  });
}

/** The user's side of a chat, or 404: no one reads or writes in a chat that is not theirs. */
async function memberOf(db: Reader, userId: number, chatId: number) {
  const [member] = await db.execute<{ contact_id: number }>(
    sql`select contact_id from chat_members where user_id = ${userId} and chat_id = ${chatId}`,
  );
  if (!member) throw notFound();
  return member;
}

/**
 * POST /api/chat/send-message: stored with the server's time, the chat moved to the head of both
 * lists, and announced (ids only) to every instance, which hands it to both users' sockets.
 */
export async function sendMessage(db: Db, userId: number, body: SendMessageBody) {
  if (body.message.who !== userId) throw forbidden();
  return db.transaction(async (tx) => {
    await memberOf(tx, userId, body.chatId);
    const [row] = await tx.execute<MessageRow>(
      sql`insert into chat_messages (chat_id, sender_id, body) values (${body.chatId}, ${userId}, ${body.message.message})
          returning id, sender_id, body, sent_at`,
    );
    await tx.execute(sql`update chats set last_message_at = ${row.sent_at} where id = ${body.chatId}`);
    await tx.execute(
      sql`update chat_members set read_through_id = ${row.id} where user_id = ${userId} and chat_id = ${body.chatId}`,
    );
    await publishLive(tx, { kind: 'chatMessage', id: Number(row.id) });
    return { message: toMessage(row), userChatData: await chatUserData(tx, userId) };
  });
}

/** POST /api/chat/read: the chat on screen is read up to its latest message. */
export async function markChatRead(db: Db, userId: number, chatId: number) {
  await memberOf(db, userId, chatId);
  await readToLatest(db, userId, chatId);
  return chatUserData(db, userId);
}

/** PUT /api/chat/status: the presence shown while connected, told to everyone's contact list. */
export async function setChatStatus(db: Db, userId: number, status: ChosenStatus) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into chat_statuses (user_id, status) values (${userId}, ${status})
          on conflict (user_id) do update set status = excluded.status`,
    );
    await publishLive(tx, { kind: 'presence', userId });
    return chatUserData(tx, userId);
  });
}

/** What the live hub hands to the two users of a chat when a message is stored. */
export async function chatMessageDelivery(db: Reader, messageId: number) {
  const [row] = await db.execute<MessageRow & { chat_id: number; user_low: number; user_high: number }>(
    sql`select x.id, x.sender_id, x.body, x.sent_at, x.chat_id, c.user_low, c.user_high
          from chat_messages x join chats c on c.id = x.chat_id where x.id = ${messageId}`,
  );
  if (!row) return undefined;
  return { chatId: row.chat_id, members: [row.user_low, row.user_high], message: toMessage(row) };
}

/** A user's presence as their contacts see it now. */
export async function presenceStatus(db: Reader, userId: number) {
  const [row] = await db.execute<{ chosen: string | null; connected: boolean }>(
    sql`select ${presenceColumns} from ${withStatus} where u.id = ${userId}`,
  );
  return presenceOf(row?.chosen, row?.connected ?? false);
}
