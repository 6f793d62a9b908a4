import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatContact, ChatUser, OpenedChat } from '../../../domain/chat';
import { useNotificationCentre } from '../../../resources/notifications/NotificationCentreProvider';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';
import { CHAT_CONTACTS_KEY, CHAT_USER_KEY, openChatKey } from './chatKeys';

/**
 * What the live channel does to an open chat panel: a message of the chat on screen is appended
 * (once, whether the send answer or the socket brings it first) and read at once; a message of
 * another chat counts as unread on its contact; a colleague's presence changes their dot.
 */
export function useChatLive(shown: { chatId: number; contactId: number } | null, open: boolean) {
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const { subscribeLive } = useNotificationCentre();
  const current = useRef(shown);
  current.current = open ? shown : null;

  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.kind === 'presence') {
          queryClient.setQueryData<ChatContact[]>(CHAT_CONTACTS_KEY, (contacts) =>
            contacts?.map((contact) => (contact.id === event.userId ? { ...contact, status: event.status } : contact)),
          );
          return;
        }
        if (event.kind === 'caughtUp') {
          // The toolbar's button refreshes the chat user itself: the rest of the chat only here.
          void queryClient.invalidateQueries({
            queryKey: ['chat'],
            predicate: (query) => query.queryKey[1] !== CHAT_USER_KEY[1],
          });
          return;
        }
        if (event.kind !== 'chatMessage') return;
        const chat = current.current;
        if (!chat || chat.chatId !== event.chatId) {
          void queryClient.invalidateQueries({ queryKey: CHAT_CONTACTS_KEY });
          return;
        }
        appendMessage(queryClient, chat.contactId, event.message);
        if (event.message.who === chat.contactId)
          void dataProvider
            .markChatRead(chat.chatId)
            .then((user) => queryClient.setQueryData<ChatUser>(CHAT_USER_KEY, user));
      }),
    [subscribeLive, queryClient, dataProvider],
  );
}

/** A message added to a chat's dialog once, in the order the server stored them. */
export function appendMessage(
  queryClient: ReturnType<typeof useQueryClient>,
  contactId: number,
  message: OpenedChat['chat']['dialog'][number],
) {
  queryClient.setQueryData<OpenedChat>(openChatKey(contactId), (opened) =>
    opened && !opened.chat.dialog.some((known) => known.id === message.id)
      ? {
          ...opened,
          chat: { ...opened.chat, dialog: [...opened.chat.dialog, message].sort((a, b) => a.id - b.id) },
        }
      : opened,
  );
}
