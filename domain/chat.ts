/*
 * Team chat (spec §2's side panel, §3's chat entities, §7's calls; issue 15): staff write to one
 * another, one chat per pair of users, kept in PostgreSQL and delivered live.
 */
import { z } from 'zod';
import { FIELD_MSG, isUnstorableText } from './fieldSchemas';

/** Spec §4's presence of a contact. */
export const CHAT_STATUSES = ['online', 'away', 'do-not-disturb', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** What a user may choose; "offline" is what a user with no open connection is. */
export const CHOSEN_STATUSES = ['online', 'away', 'do-not-disturb'] as const;
export type ChosenStatus = (typeof CHOSEN_STATUSES)[number];

/** Spec §5 shows no limit; this one keeps a message a message rather than a document. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** The newest messages a chat opens with. */
export const CHAT_DIALOG_LIMIT = 200;

/**
 * A contact's presence: offline without a live connection anywhere, else what they chose (a
 * status saved before is kept while they are away from the app).
 */
export const presenceOf = (chosen: string | null | undefined, connected: boolean): ChatStatus =>
  !connected ? 'offline' : CHOSEN_STATUSES.includes(chosen as ChosenStatus) ? (chosen as ChosenStatus) : 'online';

export const chatMessage = z.object({
  id: z.number().int(),
  /** Spec §3: the sender's user id. */
  who: z.number().int(),
  message: z.string(),
  /** When the server stored it (ISO instant). */
  time: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatListItem = z.object({
  chatId: z.number().int(),
  contactId: z.number().int(),
  lastMessageTime: z.string().nullable(),
  unreadCount: z.number().int(),
});

/** GET /api/chat/user: the user and their chats, the latest message first. */
export const chatUser = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(CHAT_STATUSES),
  chatList: z.array(chatListItem),
});
export type ChatUser = z.infer<typeof chatUser>;

/** GET /api/chat/contacts: every other enabled user of the lender. */
export const chatContact = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(CHAT_STATUSES),
  unread: z.number().int(),
});
export type ChatContact = z.infer<typeof chatContact>;

/** GET /api/chat/get-chat: spec §7 names the user too; it must be the caller. */
export const getChatQuery = z.strictObject({
  contactId: z.coerce.number().int().positive().max(2_147_483_647),
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const getChatAnswer = z.object({
  chat: z.object({ id: z.number().int(), contactId: z.number().int(), dialog: z.array(chatMessage) }),
  userChatData: chatUser,
});
export type OpenedChat = z.infer<typeof getChatAnswer>;

const messageText = z
  .string({ error: FIELD_MSG.required })
  .trim()
  .min(1, FIELD_MSG.required)
  .max(MAX_CHAT_MESSAGE_LENGTH, FIELD_MSG.tooLong)
  .refine((text) => !isUnstorableText(text), FIELD_MSG.invalidCharacter);

/** POST /api/chat/send-message: spec §7's shape; `who` must be the caller, `time` is the server's. */
export const sendMessageBody = z.strictObject({
  chatId: z.number().int().positive().max(2_147_483_647),
  message: z.strictObject({
    who: z.number().int().positive().max(2_147_483_647),
    message: messageText,
    time: z.string().max(40).optional(),
  }),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const sendMessageAnswer = z.object({ message: chatMessage, userChatData: chatUser });

/** PUT /api/chat/status: the presence a user shows while connected. */
export const chatStatusBody = z.strictObject({ status: z.enum(CHOSEN_STATUSES) });

/** POST /api/chat/read: the chat open on screen has been read up to now. */
export const chatReadBody = z.strictObject({ chatId: z.number().int().positive().max(2_147_483_647) });

/** A live connection counts for presence while its instance touched it this recently (heartbeat 30 s). */
export const PRESENCE_FRESH_SECONDS = 90;
