import { Button, DialogActions } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate, type MessageKey } from '../../providers/translation';

interface Props {
  onCancel: () => void;
  /** Message keys of the two buttons. */
  cancelLabel?: MessageKey;
  submitLabel?: MessageKey;
}

/**
 * The cancel and submit buttons at the foot of a dialog holding a react-admin Form (it must sit
 * inside the Form): submit is disabled while the form is being sent, so it cannot be sent twice.
 */
export function FormDialogActions({
  onCancel,
  cancelLabel = 'ra.action.cancel',
  submitLabel = 'ra.action.save',
}: Props) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{translate(cancelLabel)}</Button>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {translate(submitLabel)}
      </Button>
    </DialogActions>
  );
}
