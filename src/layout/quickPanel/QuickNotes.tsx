import { useState, type FormEvent } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { MAX_NOTE_DETAIL, MAX_NOTE_TITLE, type QuickNote, type QuickNoteInput } from '../../../domain/quickPanel';
import { useTranslate } from '../../../providers/translation';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';
import { QUICK_PANEL_KEY } from './quickPanelKeys';

/** A note being written: a new one (`id` null) or one being changed. */
type Draft = { id: number | null } & QuickNoteInput;

function NoteForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(draft.title);
  const [detail, setDetail] = useState(draft.detail ?? '');
  const save = useMutation({
    mutationFn: (input: QuickNoteInput) =>
      draft.id === null ? dataProvider.addQuickNote(input) : dataProvider.editQuickNote(draft.id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: QUICK_PANEL_KEY });
      onDone();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) save.mutate({ title: title.trim(), detail: detail.trim() || null });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} sx={{ px: 2, py: 1 }}>
      <TextField
        autoFocus
        size="small"
        label={translate('resources.shellPanels.quick.noteTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_TITLE } }}
      />
      <TextField
        size="small"
        multiline
        minRows={2}
        label={translate('resources.shellPanels.quick.noteDetail')}
        value={detail}
        onChange={(event) => setDetail(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_DETAIL } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onDone}>
          {translate('resources.shellPanels.quick.cancel')}
        </Button>
        <Button size="small" variant="contained" type="submit" disabled={!title.trim() || save.isPending}>
          {translate('resources.shellPanels.quick.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The quick panel's notes (spec §3): the user's own, added, changed and deleted here, kept on the server. */
export function QuickNotes({ notes }: { notes: QuickNote[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteQuickNote(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUICK_PANEL_KEY }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      {notes.length === 0 && draft === null && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('resources.shellPanels.quick.noNotes')}
        </Typography>
      )}
      <List dense disablePadding>
        {notes.map((note) =>
          draft?.id === note.id ? (
            <NoteForm key={note.id} draft={draft} onDone={() => setDraft(null)} />
          ) : (
            <ListItem
              key={note.id}
              secondaryAction={
                <Box>
                  <IconButton
                    size="small"
                    aria-label={`${translate('resources.shellPanels.quick.editNote')} — ${note.title}`}
                    onClick={() => setDraft({ id: note.id, title: note.title, detail: note.detail })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${translate('resources.shellPanels.quick.deleteNote')} — ${note.title}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(note.id)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={note.title}
                secondary={note.detail || undefined}
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } },
                }}
              />
            </ListItem>
          ),
        )}
      </List>
      {draft?.id === null ? (
        <NoteForm draft={draft} onDone={() => setDraft(null)} />
      ) : (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ mx: 2 }}
          onClick={() => setDraft({ id: null, title: '', detail: '' })}
        >
          {translate('resources.shellPanels.quick.addNote')}
        </Button>
      )}
    </>
  );
}
