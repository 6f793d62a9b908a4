import { Stack, TextField } from '@mui/material';
import { useTranslate, type MessageKey, messageKey } from '../../providers/translation';
import type { PasswordPairState } from './usePasswordPair';

interface Props {
  pair: PasswordPairState;
  passwordLabel?: MessageKey;
  confirmLabel?: MessageKey;
  autoFocus?: boolean;
}

/** New password + confirmation, each showing its translated error as the user types. */
export function PasswordPairFields({
  pair,
  passwordLabel = messageKey('changePassword.password'),
  confirmLabel = messageKey('changePassword.passwordConfirm'),
  autoFocus = false,
}: Props) {
  const translate = useTranslate();
  const passwordError = pair.errorOf('password');
  const confirmError = pair.errorOf('passwordConfirm');
  return (
    <Stack spacing={2}>
      <TextField
        type="password"
        name="password"
        label={translate(passwordLabel)}
        value={pair.values.password}
        onChange={(event) => pair.change('password', event.target.value)}
        error={Boolean(passwordError)}
        helperText={passwordError ? translate(passwordError) : ' '}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        fullWidth
      />
      <TextField
        type="password"
        name="passwordConfirm"
        label={translate(confirmLabel)}
        value={pair.values.passwordConfirm}
        onChange={(event) => pair.change('passwordConfirm', event.target.value)}
        error={Boolean(confirmError)}
        helperText={confirmError ? translate(confirmError) : ' '}
        autoComplete="new-password"
        required
        fullWidth
      />
    </Stack>
  );
}
