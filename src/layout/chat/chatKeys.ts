import { useQuery } from '@tanstack/react-query';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';

/** The team chat's server data in react-query (spec §7's calls). */
export const CHAT_USER_KEY = ['chat', 'user'] as const;
export const CHAT_CONTACTS_KEY = ['chat', 'contacts'] as const;
export const openChatKey = (contactId: number | null) => ['chat', 'open', contactId] as const;

/**
 * The user's chats and presence (GET /api/chat/user): the toolbar's count and the open panel read
 * the same query, which the live channel keeps current (the button invalidates it).
 */
export function useChatUser(enabled = true) {
  const dataProvider = useGuichetDataProvider();
  return useQuery({ queryKey: CHAT_USER_KEY, queryFn: () => dataProvider.chatUser(), staleTime: 60_000, enabled });
}
