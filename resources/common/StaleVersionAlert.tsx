import { Alert, Button } from '@mui/material';
import { useTranslate, type MessageKey, messageKey } from '../../providers/translation';

interface Props {
  /** Reloads the record; what the agent typed stays. */
  onUpdate: () => void;
  updating?: boolean;
  /** What to say instead of the 409's text (a change announced by the live channel). */
  message?: MessageKey;
}

/** Spec §8: "modified since last update, press Update", with the Update button it names. */
export function StaleVersionAlert({ onUpdate, updating = false, message = messageKey('errors.STALE_VERSION') }: Props) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onUpdate} disabled={updating}>
          {translate('concurrency.update')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}
