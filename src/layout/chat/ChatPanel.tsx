import { useEffect, useMemo, useState } from 'react';
import {
  Badge,
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHOSEN_STATUSES, type ChatContact, type ChatUser, type ChosenStatus } from '../../../domain/chat';
import { useTranslate } from '../../../providers/translation';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';
import { ChatAvatar } from './ChatAvatar';
import { ChatConversation } from './ChatConversation';
import { CHAT_CONTACTS_KEY, CHAT_USER_KEY, openChatKey, useChatUser } from './chatKeys';
import { useChatLive } from './useChatLive';

/** Spec §9: the chat panel's width. */
const PANEL_WIDTH = 360;

interface Props {
  open: boolean;
  onClose: () => void;
  /** The chat on screen (null when none or the panel is closed), for the toolbar's count. */
  onShowChat: (chatId: number | null) => void;
  /** The signed-in user's id (spec §7's get-chat names it). */
  meId: number | undefined;
}

/** The user's chats first, the latest on top, then everyone else by name. */
function ordered(contacts: ChatContact[], user: ChatUser | undefined): ChatContact[] {
  const rank = new Map(user?.chatList.map((chat, index) => [chat.contactId, index]));
  return [...contacts].sort(
    (a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.name.localeCompare(b.name),
  );
}

/**
 * Spec §2's Team Chat side panel (right, 360): the contacts down the side with their presence and
 * unread counts, the chat with the one chosen; the close button, Escape or a click outside closes it.
 */
export default function ChatPanel({ open, onClose, onShowChat, meId }: Props) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const [contactId, setContactId] = useState<number | null>(null);
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);

  const user = useChatUser(open);
  const contacts = useQuery({ queryKey: CHAT_CONTACTS_KEY, queryFn: () => dataProvider.chatContacts(), enabled: open });
  const chat = useQuery({
    queryKey: openChatKey(contactId),
    queryFn: () => dataProvider.openChat(contactId!, meId!),
    enabled: open && contactId !== null && meId !== undefined,
  });
  const opened = chat.data?.chat;

  // Opening a chat reads it: the user's chats and the contact's count say so.
  useEffect(() => {
    if (!chat.data) return;
    // A count read before the chat was opened must not land after it and show it unread again.
    void queryClient.cancelQueries({ queryKey: CHAT_USER_KEY });
    queryClient.setQueryData<ChatUser>(CHAT_USER_KEY, chat.data.userChatData);
    queryClient.setQueryData<ChatContact[]>(CHAT_CONTACTS_KEY, (known) =>
      known?.map((contact) => (contact.id === chat.data.chat.contactId ? { ...contact, unread: 0 } : contact)),
    );
  }, [chat.data, queryClient]);
  useEffect(() => {
    onShowChat(open && opened ? opened.id : null);
  }, [open, opened, onShowChat]);
  useChatLive(opened ? { chatId: opened.id, contactId: opened.contactId } : null, open);

  const list = useMemo(() => ordered(contacts.data ?? [], user.data), [contacts.data, user.data]);
  const selected = list.find((contact) => contact.id === contactId);
  const choosing = contactId === null;
  const setStatus = async (status: ChosenStatus) => {
    setStatusMenu(null);
    queryClient.setQueryData(CHAT_USER_KEY, await dataProvider.setChatStatus(status));
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: PANEL_WIDTH, maxWidth: '100vw' },
          'aria-label': translate('resources.shellPanels.chat.title'),
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {user.data && (
          // Not on focus: the panel opens with focus here, and the tooltip covered the first contact.
          <Tooltip title={translate('resources.shellPanels.chat.myStatus')} disableFocusListener>
            <IconButton
              size="small"
              onClick={(event) => setStatusMenu(event.currentTarget)}
              aria-label={translate('resources.shellPanels.chat.myStatus')}
            >
              <ChatAvatar name={user.data.name} avatar={user.data.avatar} status={user.data.status} size={32} />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap>
            {selected?.name ?? translate('resources.shellPanels.chat.title')}
          </Typography>
          {selected && (
            <Typography variant="caption" noWrap>
              {translate(`resources.shellPanels.chat.statuses.${selected.status}`)}
            </Typography>
          )}
        </Box>
        <IconButton color="inherit" onClick={onClose} aria-label={translate('resources.shellPanels.chat.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Menu anchorEl={statusMenu} open={statusMenu !== null} onClose={() => setStatusMenu(null)}>
        {CHOSEN_STATUSES.map((status) => (
          <MenuItem key={status} selected={user.data?.status === status} onClick={() => void setStatus(status)}>
            {translate(`resources.shellPanels.chat.statuses.${status}`)}
          </MenuItem>
        ))}
      </Menu>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {/* Before a conversation is opened the contacts take the panel, by name and status; then a column of faces. */}
        <List
          dense
          aria-label={translate('resources.shellPanels.chat.contacts')}
          sx={{
            width: choosing ? '100%' : 72,
            flexShrink: 0,
            overflowY: 'auto',
            borderRight: choosing ? 0 : 1,
            borderColor: 'divider',
            py: 0.5,
          }}
        >
          {list.map((contact) => {
            const status = translate(`resources.shellPanels.chat.statuses.${contact.status}`);
            const unread = contact.unread
              ? `, ${translate('resources.shellPanels.chat.unread', { smart_count: contact.unread })}`
              : '';
            const item = (
              <ListItemButton
                key={contact.id}
                selected={contact.id === contactId}
                onClick={() => setContactId(contact.id)}
                // The column of faces shows no words: the name, presence and unread count are said.
                // With the names written, those words name it.
                aria-label={choosing ? undefined : `${contact.name} — ${status}${unread}`}
                sx={{ justifyContent: choosing ? 'flex-start' : 'center', gap: 1.5, py: 1 }}
              >
                <Badge badgeContent={contact.unread} color="secondary" max={99} aria-hidden>
                  <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} />
                </Badge>
                {choosing && <ListItemText primary={contact.name} secondary={`${status}${unread}`} />}
              </ListItemButton>
            );
            // Each contact an item of the list (a list's children are items, for screen readers).
            return (
              <ListItem key={contact.id} disablePadding>
                {choosing ? (
                  item
                ) : (
                  <Tooltip title={`${contact.name} — ${status}`} placement="left">
                    {item}
                  </Tooltip>
                )}
              </ListItem>
            );
          })}
        </List>
        {!choosing && (
          <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
            {opened && meId !== undefined ? (
              <ChatConversation key={opened.id} chat={opened} meId={meId} />
            ) : (
              <Typography color="text.secondary" sx={{ m: 'auto', p: 2, textAlign: 'center' }}>
                {translate('resources.shellPanels.chat.selectContact')}
              </Typography>
            )}
          </Box>
        )}
        {choosing && list.length === 0 && (
          <Typography color="text.secondary" sx={{ m: 'auto', p: 2, textAlign: 'center' }}>
            {contacts.data?.length === 0
              ? translate('resources.shellPanels.chat.noContacts')
              : translate('resources.shellPanels.chat.selectContact')}
          </Typography>
        )}
      </Box>
    </Drawer>
  );
}
