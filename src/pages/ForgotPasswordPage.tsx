import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useTranslate, type MessageKey, runtimeKey, messageKey } from '../../providers/translation';
import type { StatusAnswer } from '../../providers/dataProvider';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import type { ApiError } from '../../providers/httpClient';
import { GuestCard } from './GuestCard';

/** Spec §2/§8: one field; a toast per answer (sent, not allowed, unknown email). */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGuichetDataProvider();
  const [username, setUsername] = useState('');
  const [fieldError, setApiError] = useState<MessageKey | undefined>();
  const { mutate, isPending } = useMutation<StatusAnswer, ApiError, string>({
    mutationFn: (email) => dataProvider.forgotPassword(email),
    onSuccess: (answer) => {
      if (answer?.status === 'Success') notify(messageKey('messages.FORGOT_PASSWORD_SUCCESS'), { type: 'success' });
      else
        notify(answer?.message ?? messageKey('errors.UNEXPECTED_ERROR'), {
          type: answer?.status === 'Not Allowed' ? 'warning' : 'error',
        });
    },
    onError: (error) => {
      const firstApiError = Object.values(error?.body?.errors ?? {})[0];
      setApiError(firstApiError === undefined ? undefined : runtimeKey(firstApiError));
      notify(firstApiError ?? error?.message ?? messageKey('errors.UNEXPECTED_ERROR'), { type: 'error' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApiError(undefined);
    mutate(username.trim());
  };

  return (
    <GuestCard title={messageKey('pages.forgotPassword.title')} subtitle={messageKey('pages.forgotPassword.subtitle')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            name="username"
            type="email"
            label={translate('pages.forgotPassword.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ? translate(fieldError) : undefined}
            autoComplete="username"
            autoFocus
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={!username.trim() || isPending}>
            {translate('pages.forgotPassword.submit')}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
            {translate('pages.forgotPassword.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </GuestCard>
  );
}
