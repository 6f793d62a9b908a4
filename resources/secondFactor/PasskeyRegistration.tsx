import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { PASSKEY_NAME_MAX } from '../../domain/secondFactor';
import { useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { createPasskey } from './passkeys';

/** The server's two calls of a registration: its options for a name, then the device's answer checked. */
export interface PasskeyCeremony {
  start(name: string): Promise<{ factorId: number; options: Record<string, unknown> }>;
  confirm(factorId: number, response: Record<string, unknown>): Promise<{ recoveryCodes: string[] }>;
}

/**
 * Registers a passkey — from the profile, or at the enrolment a role requires (`ceremony`): the user
 * names it, their device creates it (and asks them to confirm), the server checks what it signed.
 * `onRegistered` gets the recovery codes a first factor comes with (none otherwise).
 */
export function PasskeyRegistration({
  open,
  onClose,
  onRegistered,
  ceremony,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: (recoveryCodes: string[]) => void;
  ceremony?: PasskeyCeremony;
}) {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const dataProvider = useGuichetDataProvider();
  const [name, setName] = useState(() => translate('pages.secondFactor.passkeyDefaultName'));
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const register = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const calls = ceremony ?? { start: dataProvider.startOwnPasskey, confirm: dataProvider.confirmOwnPasskey };
      const { factorId, options } = await calls.start(name.trim());
      const { recoveryCodes } = await calls.confirm(factorId, await createPasskey(options));
      onRegistered(recoveryCodes);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="passkey-dialog-title">
      <form noValidate onSubmit={(event) => void register(event)}>
        <DialogTitle id="passkey-dialog-title">{translate('pages.secondFactor.addPasskey')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{translate('pages.secondFactor.passkeyExplain')}</Typography>
            <TextField
              autoFocus
              required
              name="passkeyName"
              label={translate('pages.secondFactor.passkeyName')}
              helperText={translate('pages.secondFactor.passkeyNameHelp')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('pages.secondFactor.close')}</Button>
          <Button type="submit" variant="contained" disabled={pending || name.trim() === ''}>
            {translate('pages.secondFactor.register')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
