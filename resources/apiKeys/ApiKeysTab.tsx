import { CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The configuration screen's the API keys tab. (To be built.) */
export function ApiKeysTab() {
  const translate = useTranslate();
  return (
    <CardContent>
      <Typography color="text.secondary">{translate('resources.configuration.comingSoon')}</Typography>
    </CardContent>
  );
}
