import { CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The configuration screen's the general settings tab, with the company logo. (To be built.) */
export function GeneralSettingsTab() {
  const translate = useTranslate();
  return (
    <CardContent>
      <Typography color="text.secondary">{translate('resources.configuration.comingSoon')}</Typography>
    </CardContent>
  );
}
