import { CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The configuration screen's the portal tab. (To be built.) */
export function PortalConfigurationTab() {
  const translate = useTranslate();
  return (
    <CardContent>
      <Typography color="text.secondary">{translate('resources.configuration.comingSoon')}</Typography>
    </CardContent>
  );
}
