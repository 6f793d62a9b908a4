import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

interface Props {
  password: string | null;
  onClose: () => void;
}

/** The password the server generated for a new user: shown this once, with a copy button (spec §5). */
export function GeneratedPasswordDialog({ password, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    if (!password) return;
    await navigator.clipboard?.writeText(password);
    notify('messages.COPIED', { type: 'info' });
  };
  const copyLabel = translate('resources.users.generatedPassword.copy');

  return (
    <Dialog open={password !== null} fullWidth maxWidth="xs" aria-labelledby="generated-password-title">
      <DialogTitle id="generated-password-title">{translate('resources.users.generatedPassword.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.users.generatedPassword.onlyOnce')}
        </Alert>
        <TextField
          value={password ?? ''}
          label={translate('resources.users.fields.password')}
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'monospace' },
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={copyLabel}>
                    <IconButton aria-label={copyLabel} onClick={copy} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'generated-password' },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.users.generatedPassword.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
