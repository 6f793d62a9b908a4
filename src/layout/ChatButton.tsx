import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { totalUnread } from '../../domain/chat';
import { useTranslate } from '../../providers/translation';
import { useNotificationCentre } from '../../resources/notifications';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { CHAT_USER_KEY } from './chat/chatKeys';

// The panel's code loads when it is first opened (issue 15: the shell stays light).
const ChatPanel = lazy(() => import('./chat/ChatPanel'));

/**
 * The toolbar's team chat (spec §2): its button shows what is unread in all the user's chats,
 * kept current by the live channel; the side panel opens on it.
 */
export function ChatButton() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const { subscribeLive } = useNotificationCentre();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The chat on screen counts its own messages as read: the badge leaves them to it.
  const shownChat = useRef<number | null>(null);
  const user = useQuery({ queryKey: CHAT_USER_KEY, queryFn: () => dataProvider.chatUser(), staleTime: 60_000 });

  useEffect(
    () =>
      subscribeLive((event) => {
        if ((event.kind === 'chatMessage' && event.chatId !== shownChat.current) || event.kind === 'caughtUp')
          void queryClient.invalidateQueries({ queryKey: CHAT_USER_KEY });
      }),
    [subscribeLive, queryClient],
  );

  const unread = user.data ? totalUnread(user.data) : 0;
  const label = translate('resources.shellPanels.toolbar.chat');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={unread ? `${label} (${unread})` : label}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <Badge badgeContent={unread} max={99} color="secondary">
            <ForumIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel
            open={open}
            onClose={() => setOpen(false)}
            onShowChat={(chatId) => {
              shownChat.current = chatId;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
