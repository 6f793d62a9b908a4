import { useId } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';
import { messageKey } from '../../providers/translation';

interface Props {
  open: boolean;
  /** The secret (an API key, a generated password): the server keeps only its hash. */
  value: string;
  /** Translated texts: the title, the "shown only once" warning, the field's label and the buttons. */
  title: string;
  warning: string;
  label: string;
  copyLabel: string;
  closeLabel: string;
  /** The message key notified once the value is in the clipboard. */
  copiedMessage: string;
  /** On the value's input, for end-to-end tests. */
  testId: string;
  maxWidth?: 'xs' | 'sm';
  onClose: () => void;
}

/**
 * A secret shown this once, read-only, with a copy button and a warning. Only the close button
 * closes the dialog: a click beside it must not lose a value nobody can show again.
 */
export function ShownOnceSecretDialog({
  open,
  value,
  title,
  warning,
  label,
  copyLabel,
  closeLabel,
  copiedMessage,
  testId,
  maxWidth = 'sm',
  onClose,
}: Props) {
  const notify = useNotify();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(copiedMessage, { type: 'info' });
    } catch {
      // Without clipboard access (an insecure origin), the field stays selectable by hand.
      notify(messageKey('errors.UNEXPECTED_ERROR'), { type: 'error' });
    }
  };

  return (
    <Dialog open={open} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <TextField
          value={value}
          label={label}
          fullWidth
          onFocus={(event) => event.target.select()}
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
            htmlInput: { 'data-testid': testId, spellCheck: false },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
