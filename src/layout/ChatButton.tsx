import { lazy, Suspense, useEffect, useRef } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from '../../providers/translation';
import { loadShellPanels, OPEN_CHAT_EVENT, usePanelOpening } from './loadShellPanels';
import { useNotificationCentre } from '../../resources/notifications/NotificationCentreProvider';
import { CHAT_USER_KEY, useChatUser } from './chat/chatKeys';
import { useMe } from './useShell';

// The panel's code loads when it is first opened (issue 15: the shell stays light).
const ChatPanel = lazy(() => loadShellPanels().then((module) => ({ default: module.ChatPanel })));

/**
 * The toolbar's team chat (spec §2): its button shows what is unread in all the user's chats,
 * kept current by the live channel; the side panel opens on it.
 */
export function ChatButton() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { subscribeLive } = useNotificationCentre();
  const { open, loaded, show, hide } = usePanelOpening();
  // The chat on screen counts its own messages as read: the badge leaves them to it.
  const shownChat = useRef<number | null>(null);
  const meId = useMe().data?.id;
  const user = useChatUser();

  useEffect(
    () =>
      subscribeLive((event) => {
        if ((event.kind === 'chatMessage' && event.chatId !== shownChat.current) || event.kind === 'caughtUp')
          void queryClient.invalidateQueries({ queryKey: CHAT_USER_KEY });
      }),
    [subscribeLive, queryClient],
  );

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, [show]);

  // Summed here rather than with domain/chat's helper, whose schemas would come with the toolbar.
  const unread = user.data?.chatList.reduce((sum, chat) => sum + chat.unreadCount, 0) ?? 0;
  const label = translate('resources.shellToolbar.chat');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={unread ? `${label} (${unread})` : label} onClick={show}>
          {/* No badge text at zero: a hidden "0" was text the button's name did not say (WCAG 2.5.3). */}
          <Badge badgeContent={unread || undefined} max={99} color="secondary">
            <ForumIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel
            meId={meId}
            open={open}
            onClose={hide}
            onShowChat={(chatId) => {
              shownChat.current = chatId;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
