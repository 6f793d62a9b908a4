import { CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The configuration screen's the messages tab: the template list, one template's editor (/configuration/message/detail/:id) and the header and footer (/configuration/messages/configuration). (To be built.) */
export function MessagesConfigurationTab() {
  const translate = useTranslate();
  return (
    <CardContent>
      <Typography color="text.secondary">{translate('resources.configuration.comingSoon')}</Typography>
    </CardContent>
  );
}
