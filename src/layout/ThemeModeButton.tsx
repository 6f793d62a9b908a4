import { IconButton, Tooltip } from '@mui/material';
import DarkIcon from '@mui/icons-material/Brightness4';
import LightIcon from '@mui/icons-material/Brightness7';
import { useTranslate } from '../../providers/translation';
import { useSettings } from './useShell';

/** The toolbar's light/dark switch: the main colour mode of the user's settings, saved with them. */
export function ThemeModeButton() {
  const translate = useTranslate();
  const { settings, change } = useSettings();
  const dark = settings.theme.main === 'dark';
  return (
    <Tooltip title={translate('ra.action.toggle_theme')}>
      <IconButton
        color="inherit"
        aria-label={translate('ra.action.toggle_theme')}
        onClick={() => change({ theme: { main: dark ? 'light' : 'dark' } })}
      >
        {dark ? <LightIcon /> : <DarkIcon />}
      </IconButton>
    </Tooltip>
  );
}
