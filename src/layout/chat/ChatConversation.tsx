import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, IconButton, InputBase, Paper, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ChatUser, OpenedChat } from '../../../domain/chat';
import { formatMessageTime } from '../../../providers/formatters';
import { useTranslate } from '../../../providers/translation';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';
import { CHAT_USER_KEY } from './chatKeys';
import { appendMessage } from './useChatLive';

/**
 * One chat: its messages (the user's own on the right), newest at the bottom and kept in view, and
 * the field to write in (spec §2's placeholder; spec §5: an empty message is not sent, the field
 * is cleared once it is).
 */
export function ChatConversation({ chat, meId }: { chat: OpenedChat['chat']; meId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // Braces: a browser's scrollIntoView may answer a promise, which React would take for a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [chat.dialog.length]);

  const send = useMutation({
    mutationFn: (message: string) =>
      dataProvider.sendChatMessage(chat.id, { who: meId, message, time: new Date().toISOString() }),
    onSuccess: (answer) => {
      appendMessage(queryClient, chat.contactId, answer.message);
      queryClient.setQueryData<ChatUser>(CHAT_USER_KEY, answer.userChatData);
      setText('');
      // Sent with the button, which the empty field then disables: focus back in the field, or it
      // fell to the page (the next message typed nowhere, Escape no longer closing the panel).
      field.current?.focus();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !send.isPending) send.mutate(text.trim());
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 1.5 }} role="log" aria-live="polite">
        {chat.dialog.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4, px: 1 }}>
            {translate('resources.shellPanels.chat.emptyChat')}
          </Typography>
        )}
        {chat.dialog.map((message) => {
          const mine = message.who === meId;
          return (
            <Box
              key={message.id}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1 }}
            >
              <Paper
                elevation={0}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  maxWidth: '85%',
                  bgcolor: mine ? 'primary.main' : 'action.hover',
                  color: mine ? 'primary.contrastText' : 'text.primary',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {message.message}
              </Paper>
              <Typography variant="caption" color="text.secondary">
                {formatMessageTime(message.time)}
              </Typography>
            </Box>
          );
        })}
        <div ref={bottom} />
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 0.5, p: 1, borderTop: 1, borderColor: 'divider' }}
      >
        <InputBase
          autoFocus
          fullWidth
          inputRef={field}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={translate('resources.shellPanels.chat.placeholder')}
          inputProps={{ 'aria-label': translate('resources.shellPanels.chat.placeholder'), maxLength: 2000 }}
          sx={{ px: 1 }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={!text.trim() || send.isPending}
          aria-label={translate('resources.shellPanels.chat.send')}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
