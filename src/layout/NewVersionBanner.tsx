import { Alert, Button } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import { versionWatcher } from '../../providers/versionWatcher';
import { useNewVersion } from './useNewVersion';

/** Shown in the toolbar when a newer build is served; Refresh reloads this tab and the others. */
export function NewVersionBanner() {
  const translate = useTranslate();
  const newVersion = useNewVersion();
  if (!newVersion) return null;
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      sx={{ py: 0, mx: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => versionWatcher.refreshAll()}>
          {translate('shell.refresh')}
        </Button>
      }
    >
      {translate('shell.newVersion')}
    </Alert>
  );
}
