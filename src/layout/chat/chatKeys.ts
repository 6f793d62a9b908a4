/** The team chat's server data in react-query (spec §7's calls). */
export const CHAT_USER_KEY = ['chat', 'user'] as const;
export const CHAT_CONTACTS_KEY = ['chat', 'contacts'] as const;
export const openChatKey = (contactId: number | null) => ['chat', 'open', contactId] as const;
