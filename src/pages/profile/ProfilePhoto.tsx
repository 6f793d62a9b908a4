import { useId, useState } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { PHOTO_CONTENT_TYPES } from '../../../domain/userPhoto';
import { messageKey, runtimeKey, useTranslate, type MessageKey } from '../../../providers/translation';
import { useApiErrorText, fieldErrorsOf } from '../../../resources/common/apiErrors';
import { useGuichetDataProvider } from '../../../resources/common/useGuichetDataProvider';
import { UserAvatar } from '../../layout/UserAvatar';
import { ME_QUERY_KEY } from '../../layout/useShell';
import { CHAT_USER_KEY } from '../../layout/chat/chatKeys';
import { PhotoRefused, resizePhoto } from './resizePhoto';

const ADD = messageKey('pages.profile.addPhoto');
const CHANGE = messageKey('pages.profile.changePhoto');

/**
 * The profile's photo (issue 15): chosen, resized here (resizePhoto) and sent at once; or removed.
 * The avatars that show it — the sidebar, the user menu, colleagues' chat — follow.
 */
export function ProfilePhoto({ hasPhoto }: { hasPhoto: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const changed = (message: MessageKey) => {
    setProblem(null);
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: CHAT_USER_KEY });
  };
  const failed = (error: unknown) => {
    if (error instanceof PhotoRefused) return setProblem(error.reason);
    const fieldError = fieldErrorsOf(error)?.file;
    if (fieldError) setProblem(runtimeKey(fieldError));
    else notify(errorText(error), { type: 'error' });
  };
  const upload = useMutation({
    mutationFn: async (file: File) => dataProvider.setOwnPhoto(await resizePhoto(file)),
    onSuccess: () => changed(messageKey('pages.profile.photoSaved')),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.removeOwnPhoto(),
    onSuccess: () => changed(messageKey('pages.profile.photoRemoved')),
    onError: failed,
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      component="section"
      aria-label={translate('pages.profile.photo')}
    >
      <UserAvatar size={88} />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraIcon />}
            disabled={busy}
          >
            {translate(hasPhoto ? CHANGE : ADD)}
          </Button>
          <input
            id={inputId}
            type="file"
            accept={PHOTO_CONTENT_TYPES.join(',')}
            aria-label={translate(hasPhoto ? CHANGE : ADD)}
            hidden
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again after a refusal is a change.
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
          {hasPhoto && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={busy}
              onClick={() => remove.mutate()}
            >
              {translate('pages.profile.removePhoto')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('pages.profile.photoHint')}
        </Typography>
        {problem && (
          <FormHelperText error role="alert">
            {translate(problem)}
          </FormHelperText>
        )}
      </Box>
    </Stack>
  );
}
