import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate, type MessageKey } from '../../providers/translation';
import { StaleVersionAlert } from '../common/StaleVersionAlert';

interface Props {
  /** i18n keys. */
  title: MessageKey;
  submit: MessageKey;
  text: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  stale: boolean;
  updating: boolean;
  onUpdate: () => void;
  danger?: boolean;
}

/** A loan action that asks only a confirmation (start, delete), with spec §8's "press Update" when the loan changed meanwhile. */
export function LoanConfirmDialog({
  title,
  submit,
  text,
  onConfirm,
  onClose,
  pending,
  stale,
  updating,
  onUpdate,
  danger = false,
}: Props) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {stale && <StaleVersionAlert onUpdate={onUpdate} updating={updating} />}
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending || stale}
        >
          {translate(submit)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
