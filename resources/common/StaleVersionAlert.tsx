import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  /** Reloads the record; what the agent typed stays. */
  onUpdate: () => void;
  updating?: boolean;
}

/** Spec §8: "modified since last update, press Update", with the Update button it names. */
export function StaleVersionAlert({ onUpdate, updating = false }: Props) {
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
      {translate('errors.STALE_VERSION')}
    </Alert>
  );
}
