import { lazy, Suspense } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { useTranslate } from '../../providers/translation';
import { loadShellPanels, usePanelOpening } from './loadShellPanels';
import { useSettings } from './useShell';

// The dialog's code loads when it is first opened (issue 15: the shell stays light).
const ThemeSettingsPanel = lazy(() => loadShellPanels().then((module) => ({ default: module.ThemeSettingsPanel })));

/** Spec §2's floating gear: it opens the Theme Settings dialog (right-hand, 380 wide). */
export function ThemeSettingsButton() {
  const translate = useTranslate();
  const { settings, change } = useSettings();
  const { open, loaded, show, hide } = usePanelOpening();
  const label = translate('resources.shellToolbar.themeSettings');
  return (
    <>
      <Tooltip title={label} placement="left">
        <IconButton
          aria-label={label}
          onClick={show}
          sx={{
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            boxShadow: 3,
            '&:hover': { bgcolor: 'secondary.dark' },
            position: 'fixed',
            insetInlineEnd: 0,
            top: '50%',
            borderStartEndRadius: 0,
            borderEndEndRadius: 0,
            zIndex: 'speedDial',
            display: { xs: 'none', sm: 'inline-flex' },
          }}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ThemeSettingsPanel open={open} onClose={hide} settings={settings} change={change} />
        </Suspense>
      )}
    </>
  );
}
