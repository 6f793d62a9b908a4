import { Box, Typography } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import type { UserSettings } from '../../domain/userSettings';
import { footerColours } from './ShellPart';

/** Spec §2's footer: fixed at the bottom of the window, at the end of the page (static), or hidden. */
export default function AppFooter({ settings }: { settings: UserSettings }) {
  const translate = useTranslate();
  if (settings.layout.footer === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        ...footerColours(settings.theme.footer),
        borderTop: 1,
        borderColor: 'divider',
        px: 2,
        py: 1,
        ...(settings.layout.footer === 'fixed' && { position: 'sticky', bottom: 0, zIndex: 'appBar' }),
      }}
    >
      <Typography variant="caption">
        {translate('app.name')} © {new Date().getFullYear()} · v{__APP_VERSION__}
      </Typography>
    </Box>
  );
}
