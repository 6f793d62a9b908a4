import type { FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import { PasswordPairFields } from '../../resources/common/PasswordPairFields';
import { usePasswordPair } from '../../resources/common/usePasswordPair';
import { useGuichetDataProvider } from '../../resources/common/useGuichetDataProvider';
import { GuestCard } from './GuestCard';

/** The page the forgot-password email links to: /pages/auth/reset-password?token=… */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useGuichetDataProvider();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const pair = usePasswordPair();
  const { mutate, isPending } = useMutation({
    mutationFn: (password: string) => dataProvider.resetPassword(token, password),
    onSuccess: (answer) => {
      if (answer?.status !== 'Success')
        return notify(answer?.message ?? messageKey('errors.RESET_TOKEN_INVALID'), { type: 'error' });
      notify(messageKey('messages.RESET_PASSWORD_SUCCESS'), { type: 'success' });
      navigate('/login', { replace: true });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pair.isValid) mutate(pair.values.password);
  };

  return (
    <GuestCard title={messageKey('pages.resetPassword.title')} subtitle={messageKey('pages.resetPassword.subtitle')}>
      {token ? (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={1}>
            <PasswordPairFields pair={pair} autoFocus />
            <Button type="submit" variant="contained" size="large" disabled={!pair.isValid || isPending}>
              {translate('pages.resetPassword.submit')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Alert severity="error">{translate('pages.resetPassword.missingToken')}</Alert>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'block', textAlign: 'center', mt: 2 }}>
        {translate('pages.resetPassword.backToLogin')}
      </Link>
    </GuestCard>
  );
}
