import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate, type MessageKey } from '../../providers/translation';
import { PasswordPairFields } from './PasswordPairFields';
import { usePasswordPair } from './usePasswordPair';

interface Props {
  open: boolean;
  title: MessageKey;
  /** Said above the fields, e.g. whose password this is. */
  intro?: ReactNode;
  submitLabel: MessageKey;
  isPending: boolean;
  onClose: () => void;
  /** Only the new password goes to the server (spec §5). */
  onSubmit: (password: string) => void;
}

/**
 * A dialog asking a new password twice, validated as typed; submit stays disabled while the pair is
 * invalid or the call runs. Used for the user's own password and for an administrator setting one.
 */
export function PasswordDialog({ open, onClose, ...rest }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="password-dialog-title">
      {/* Inside the dialog, so every opening starts from empty fields. */}
      <PasswordDialogForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function PasswordDialogForm({ title, intro, submitLabel, isPending, onClose, onSubmit }: Omit<Props, 'open'>) {
  const translate = useTranslate();
  const pair = usePasswordPair();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (pair.isValid && !isPending) onSubmit(pair.values.password);
      }}
    >
      <DialogTitle id="password-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        {intro}
        <PasswordPairFields pair={pair} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('changePassword.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!pair.isValid || isPending}>
          {translate(submitLabel)}
        </Button>
      </DialogActions>
    </form>
  );
}
