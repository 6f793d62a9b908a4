import { useState } from 'react';
import { Alert, Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCanAccess, useRefresh } from 'react-admin';
import { useTranslate } from '../../providers/translation';
import type { CreatedApiKey } from '../../domain/apiKeys';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { ApiKeyList } from './ApiKeyList';
import { ApiKeyValueDialog } from './ApiKeyValueDialog';

/** The configuration screen's API keys tab (spec §2): administrators only (api_key manage). */
export function ApiKeysTab() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'api-keys', action: 'manage' });

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('resources.api-keys.loading')} />
      </Box>
    );
  }
  if (!canAccess) {
    return (
      <CardContent>
        <Alert severity="info">{translate('resources.api-keys.noAccess')}</Alert>
      </CardContent>
    );
  }
  return <ApiKeysManager />;
}

function ApiKeysManager() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {translate('resources.api-keys.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate('resources.api-keys.create.button')}
        </Button>
      </Box>
      <ApiKeyList />
      {creating && (
        <ApiKeyCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
            refresh();
          }}
        />
      )}
      {created && <ApiKeyValueDialog created={created} onClose={() => setCreated(null)} />}
    </CardContent>
  );
}
